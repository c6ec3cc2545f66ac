#include "campaign/journey.hpp"

#include "campaign/day.hpp"
#include "campaign/encounter.hpp"
#include "campaign/payday.hpp"
#include "campaign/report.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

Journey::Journey(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer,
                 Telling telling)
    : turn_(rules, route, state, std::move(writer), telling) {}

const Hex& Journey::here() const { return campaign::here(turn_); }

Phase Journey::phase() const {
  if (std::holds_alternative<Reporting>(turn_.state.pending)) return Phase::report;
  if (waiting(turn_.state.pending)) return Phase::encounter;
  return Phase::day;
}

int Journey::partyStrength() const { return campaign::partyStrength(turn_); }

gen::DailyCost Journey::dailyCost() const { return campaign::dailyCost(turn_); }

bool Journey::earnsHiredOut() const { return campaign::earnsHiredOut(turn_); }

std::vector<Option> Journey::options() const {
  if (over()) return {};
  switch (phase()) {
    case Phase::report:
      return report::options();
    case Phase::encounter:
      return encounter::options(turn_);
    case Phase::day:
      break;
  }
  return day::options(turn_);
}

const std::vector<Event>& Journey::play(const std::string& answer) {
  if (over())
    throw ChoiceError({.why = Refusal::campaignOver, .given = std::string(nameOf(turn_.state.finished))});
  const std::string line(util::trim(answer));
  const size_t space = line.find(' ');
  const std::string word = line.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : std::string(util::trim(line.substr(space + 1)));
  turn_.said.clear();
  // Every ChoiceError is thrown before anything changes (the answer is checked, then
  // played), so a refused answer leaves the state as it was without a copy to restore.
  switch (phase()) {
    case Phase::report:
      report::play(turn_, word, rest);
      break;
    case Phase::encounter:
      if (!rest.empty()) throw ChoiceError({.why = Refusal::answerOneWord, .given = word});
      encounter::play(turn_, word);
      break;
    case Phase::day:
      day::play(turn_, word, rest);
      break;
  }
  if (!waiting(turn_.state.pending)) turn_.state.waitingBrief = std::monostate{};
  return turn_.said;
}

}  // namespace outremer::campaign
