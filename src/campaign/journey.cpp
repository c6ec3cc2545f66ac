#include "campaign/journey.hpp"

#include <algorithm>

#include "campaign/day.hpp"
#include "campaign/encounter.hpp"
#include "campaign/payday.hpp"
#include "campaign/report.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

Journey::Journey(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer)
    : turn_(rules, route, state, std::move(writer)) {}

const Hex& Journey::here() const { return campaign::here(turn_); }

std::string Journey::phase() const {
  if (std::holds_alternative<Reporting>(turn_.state.pending)) return "report";
  if (waiting(turn_.state.pending)) return "encounter";
  return "day";
}

int Journey::partyStrength() const { return campaign::partyStrength(turn_); }

gen::DailyCost Journey::dailyCost() const { return campaign::dailyCost(turn_); }

tables::Money Journey::mercenaryPay() const { return campaign::mercenaryPay(turn_); }

std::array<std::string, 2> Journey::statusLine() const {
  const std::vector<size_t> present = presentMembers(turn_);
  int fit = 0;
  for (size_t i : present) fit += turn_.state.members[i].status == MemberStatus::healthy ? 1 : 0;
  const std::string where = "Day " + std::to_string(turn_.state.day) + " · " + hexLabel(here()) + " · purse " +
                            turn_.state.purse.normalised();
  std::string line = std::to_string(fit) + " fit, " +
                     std::to_string(present.size() - static_cast<size_t>(fit)) + " wounded, strength " +
                     std::to_string(partyStrength());
  if (turn_.state.wagesOwed.copper > 0) line += " · wages owed " + turn_.state.wagesOwed.normalised();
  if (const std::optional<Payday> payday = nextPayday(turn_); payday) line += " · " + paydayText(*payday);
  if (!turn_.state.wanted.empty()) {
    std::vector<std::string> by;
    for (const Wanted& w : turn_.state.wanted) {
      const std::string who(nameOf(w.by));
      if (std::find(by.begin(), by.end(), who) == by.end()) by.push_back(who);
    }
    line += " · WANTED (" + util::join(by, ", ") + ")";
  }
  if (over()) line += " · " + std::string(nameOf(turn_.state.finished));
  return {where, line};
}

std::vector<Option> Journey::options() const {
  if (over()) return {};
  const std::string p = phase();
  if (p == "report") return report::options();
  if (p == "encounter") return encounter::options(turn_);
  return day::options(turn_);
}

std::vector<Event> Journey::play(const std::string& answer) {
  if (over()) throw ChoiceError("the campaign is over (" + std::string(nameOf(turn_.state.finished)) + ")");
  const std::string line(util::trim(answer));
  const size_t space = line.find(' ');
  const std::string word = line.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : std::string(util::trim(line.substr(space + 1)));
  turn_.said.clear();
  // Every ChoiceError is thrown before anything changes (the answer is checked, then
  // played), so a refused answer leaves the state as it was without a copy to restore.
  const std::string p = phase();
  if (p == "report") {
    report::play(turn_, word, rest);
  } else if (p == "encounter") {
    if (!rest.empty()) throw ChoiceError("answer one word: " + word);
    encounter::play(turn_, word);
  } else {
    day::play(turn_, word, rest);
  }
  if (!waiting(turn_.state.pending)) turn_.state.waitingBrief = std::monostate{};
  return turn_.said;
}

}  // namespace outremer::campaign
