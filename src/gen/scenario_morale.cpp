#include "gen/scenario_morale.hpp"

#include "gen/scenario_points.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kClasses = "montgisard-morale-classes";

// A character of printed type |label| on a side of |faction|, its class and level found
// and noted in |consulted|; without them for a type with no class (animals, things).
CharacterMorale classOf(const Rules& rules, std::string_view label, const std::string& faction, RollLog& consulted) {
  CharacterMorale found;
  const tables::Row* mapping = labelRow(rules, kClasses, label, faction);
  if (mapping == nullptr) return found;
  consulted.consult(rules.table(kClasses), *mapping);
  const tables::Reference reference = tables::readReference(rules.text(*mapping, "level"));
  found.level = &rules.row(reference.table, reference.part);
  consulted.consult(rules.table(reference.table), *found.level);
  found.morale = static_cast<int>(rules.number(*found.level, "level", 0));
  found.className = rules.text(*mapping, "class");
  return found;
}

SideMorale sideMorale(const Rules& rules, const tables::ScenarioSide& side, RollLog& consulted) {
  SideMorale morale{side.name, "", {}};
  for (const tables::ScenarioGroup& group : side.groups) {
    CharacterMorale character = classOf(rules, typeLabel(group.type), side.faction, consulted);
    if (character.level != nullptr && morale.column.empty()) morale.column = rules.text(*character.level, "army");
    character.type = group.type;
    character.count = group.names.empty() ? group.count : 1;
    if (group.names.empty()) morale.characters.push_back(character);
    for (const std::string& name : group.names) {
      character.name = name;
      morale.characters.push_back(character);
    }
  }
  return morale;
}

}  // namespace

ScenarioMorale scenarioMorale(const Rules& rules, const tables::Scenario& scenario) {
  ScenarioMorale morale;
  if (scenario.moraleRules) morale.inUse = *scenario.moraleRules;
  for (const tables::ScenarioSide& side : scenario.sides) morale.sides.push_back(sideMorale(rules, side, morale.consulted));
  morale.modifiers = &rules.table("montgisard-morale-modifiers");
  morale.desertion = &rules.table("desertion");
  return morale;
}

}  // namespace outremer::gen
