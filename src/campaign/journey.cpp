#include "campaign/journey.hpp"

#include <algorithm>

#include "campaign/day.hpp"
#include "campaign/day_end.hpp"
#include "campaign/encounter.hpp"
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
  return dayOptions();
}

std::vector<std::string> Journey::play(const std::string& answer) {
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
    playDay(word, rest);
  }
  if (!waiting(turn_.state.pending)) turn_.state.pendingBrief.clear();
  turn_.state.rng = turn_.rng.state();
  return turn_.said;
}

// ---- The day's menu ----

std::vector<Option> Journey::dayOptions() const {
  std::vector<Option> options;
  if (!turn_.state.detour.empty()) {
    const Detour* d = turn_.route.detour(turn_.state.detour);
    const bool last = d == nullptr || static_cast<size_t>(turn_.state.detourStep) + 1 >= d->hexes.size();
    const std::string next = last ? turn_.route.hexes()[static_cast<size_t>(turn_.route.indexOf(d->rejoinsAt))].name
                                  : d->hexes[static_cast<size_t>(turn_.state.detourStep) + 1].name;
    options.push_back({"move", "travel on to " + next + (last ? " (back on the road)" : "")});
  } else if (static_cast<size_t>(turn_.state.hex) + 1 < turn_.route.hexes().size()) {
    options.push_back({"move", "travel on to " + turn_.route.hexes()[static_cast<size_t>(turn_.state.hex) + 1].name});
  }
  if (turn_.state.detour.empty()) {
    for (const Detour* d : turn_.route.detoursFrom(here().id)) {
      options.push_back({d->id, "detour to " + d->name + " (" + std::to_string(d->hexes.size()) + " days)"});
    }
    if (static_cast<size_t>(turn_.state.hex) + 1 == turn_.route.hexes().size()) {
      options.push_back({"finish", "end the pilgrimage here (the wages owed are paid)"});
    }
  }
  options.push_back({"rest", "stay a day: the wounded heal, no encounter"});
  if (turn_.state.wagesOwed.copper > 0 && here().town) {
    options.push_back({"pay", "pay the wages owed here (" + turn_.state.wagesOwed.normalised() + ")"});
  }
  options.push_back({"mercenary", "hire the party out for a day (Duty if hired as mercenaries)"});
  options.push_back({"raid", "raid a Moslem village"});
  options.push_back({"rob", "lie in wait to rob wayfarers"});
  if (here().town) options.push_back({"recruit TYPE", "hire a mercenary of TYPE here (e.g. recruit spearman)"});
  options.push_back({"dismiss NAME", "let a member go (a mercenary wants a week's pay)"});
  return options;
}

void Journey::playDay(const std::string& word, const std::string& rest) {
  requireOffered(dayOptions(), word);
  const bool takesName = word == "recruit" || word == "dismiss";
  if (takesName && rest.empty()) throw ChoiceError(word + " needs a " + (word == "recruit" ? "type" : "name"));
  if (!takesName && !rest.empty()) throw ChoiceError("'" + word + "' takes nothing after it");
  if (word == "move") {
    move();
  } else if (word == "rest") {
    restDay();
  } else if (word == "pay") {
    payWagesNow();
    return;
  } else if (word == "mercenary") {
    hireOut();
  } else if (word == "raid") {
    raidVillage();
  } else if (word == "rob") {
    robWayfarers();
  } else if (word == "recruit") {
    recruit(rest);
    return;
  } else if (word == "dismiss") {
    dismiss(rest);
    return;
  } else if (word == "finish") {
    finish();
    return;
  } else if (const Detour* d = turn_.route.detour(word)) {
    detour(*d);
  }
  if (!waiting(turn_.state.pending)) day_end::play(turn_);
}

void Journey::finish() {
  if (turn_.state.wagesOwed.copper == 0 || turn_.state.purse >= turn_.state.wagesOwed) {
    if (turn_.state.wagesOwed.copper > 0) payWagesNow();
    day::finishPilgrimage(turn_);
    return;
  }
  day_end::mutiny(turn_, soldiers(turn_), "their wages of " + turn_.state.wagesOwed.normalised() + " are owed at the journey's end", Then::finish, {});
  if (!waiting(turn_.state.pending) && !over()) day::finishPilgrimage(turn_);
}

}  // namespace outremer::campaign
