#include "gen/scenario_roll.hpp"

#include <string>

namespace outremer::gen {
namespace {

// The counter's printed name, or the group's type and its place in the group: the
// Outremer scenarios count their characters without naming them.
std::string counterName(const tables::ScenarioGroup& group, int index) {
  if (!group.names.empty()) return group.names[static_cast<size_t>(index)];
  return group.type + " " + std::to_string(index + 1);
}

RolledGroup rollGroup(CharacterMaker& maker, const GroupPoints& line) {
  RolledGroup rolled{&line, {}};
  for (int i = 0; i < line.group->counters(); ++i) {
    rolled.characters.push_back(maker.make({line.type, line.mounted, false, false, counterName(*line.group, i)}));
  }
  return rolled;
}

}  // namespace

std::vector<RolledSide> rollScenarioStrengths(const Rules& rules, dice::Rng& rng, RollLog& log,
                                              std::span<const SidePoints> sides) {
  CharacterMaker maker(rules, rng, log, InitialStrength::rolled);
  std::vector<RolledSide> rolled;
  for (const SidePoints& side : sides) {
    RolledSide& out = rolled.emplace_back();
    out.side = side.side;
    for (const GroupPoints& line : side.groups) {
      if (line.mapping == nullptr || line.type.empty()) continue;
      out.groups.push_back(rollGroup(maker, line));
    }
  }
  return rolled;
}

}  // namespace outremer::gen
