#include "gen/scenario_points.hpp"

#include <algorithm>
#include <cmath>

#include "gen/character.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kMapping = "scenario-character-types";

// The mapping row for |label| on a side of |faction| (animals and things: for any faction).
const tables::Row* mappingFor(const Rules& rules, std::string_view label, const std::string& faction) {
  return labelRow(rules, kMapping, label, faction);
}

// A table reference "TABLE/ROW" as the row it names.
const tables::Row& referencedRow(const Rules& rules, const std::string& text) {
  const tables::Reference reference = tables::readReference(text);
  return rules.row(reference.table, reference.part);
}

void price(const Rules& rules, const tables::Row& mapping, GroupPoints& priced) {
  priced.mapping = &mapping;
  if (const tables::FieldValue* type = mapping.field("type")) {
    priced.type = type->text;
    const tables::FieldValue* mounted = mapping.field("mounted");
    priced.mounted = mounted != nullptr && mounted->text == "true";
    const StrengthRow strength = strengthRow(rules, priced.type);
    if (strength.row == nullptr) throw RulesError("no strength table has a row for character type '" + priced.type + "'");
    priced.typeLabel = strength.row->entry;
    const Strengths minimum = placeStrengths(rules, *strength.row, 0);
    priced.attack = priced.mounted ? minimum.mountedAttack : minimum.footAttack;
    priced.defence = priced.mounted ? minimum.mountedDefence : minimum.footDefence;
  }
  const tables::FieldValue* purchase = mapping.field("purchase");
  if (purchase == nullptr) return;
  priced.purchase = &referencedRow(rules, purchase->text);
  priced.each = priced.type.empty()
                    ? static_cast<int>(rules.number(*priced.purchase, "cost", 0))
                    : purchaseCost(rules.number(*priced.purchase, "attack-multiplier", 1),
                                   rules.number(*priced.purchase, "defence-multiplier", 1), priced.attack,
                                   priced.defence);
  priced.points = priced.each * priced.group->counters();
}

}  // namespace

int purchaseCost(double attackMultiplier, double defenceMultiplier, int attack, int defence) {
  return static_cast<int>(std::floor(attackMultiplier * attack + defenceMultiplier * defence));
}

const tables::Row* labelRow(const Rules& rules, std::string_view table, std::string_view label,
                            const std::string& faction) {
  for (const tables::Row& row : rules.table(table).rows) {
    const tables::FieldValue* labels = row.field("labels");
    const tables::FieldValue* rowFaction = row.field("faction");
    if (labels == nullptr || std::ranges::find(labels->items, label) == labels->items.end()) continue;
    if (rowFaction == nullptr || rowFaction->text == faction) return &row;
  }
  return nullptr;
}

std::string_view typeLabel(std::string_view printed) {
  const size_t space = printed.rfind(' ');
  if (space == std::string_view::npos || space + 1 == printed.size()) return printed;
  const std::string_view last = printed.substr(space + 1);
  const bool number = std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; });
  return number ? printed.substr(0, space) : printed;
}

std::vector<SidePoints> scenarioPoints(const Rules& rules, const tables::Scenario& scenario) {
  std::vector<SidePoints> sides;
  for (const tables::ScenarioSide& side : scenario.sides) {
    SidePoints& priced = sides.emplace_back();
    priced.side = &side;
    for (const tables::ScenarioGroup& group : side.groups) {
      GroupPoints& line = priced.groups.emplace_back();
      line.group = &group;
      if (const tables::Row* mapping = mappingFor(rules, typeLabel(group.type), side.faction)) {
        price(rules, *mapping, line);
      } else {
        priced.unmapped += group.counters();
      }
      if (line.isCharacter()) priced.characters += group.counters();
      priced.points += line.points;
    }
  }
  return sides;
}

std::vector<ForceLine> sideForces(const SidePoints& side) {
  std::vector<ForceLine> forces;
  for (const GroupPoints& line : side.groups) {
    if (line.mapping != nullptr && !line.type.empty()) forces.push_back({line.type, line.group->counters(), line.mounted});
  }
  return forces;
}

}  // namespace outremer::gen
