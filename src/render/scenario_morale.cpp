#include "render/scenario_morale.hpp"

#include <fmt/format.h>

#include "codec/scenario.hpp"
#include "render/describe.hpp"

namespace outremer::render {
namespace {

constexpr const char* kHeading = "Morale (Montgisard, 4.1 Morale to 4.5 Desertion)";

// "In use: the scenario says ..." or the reading that puts them in use.
std::string inUse(const tables::MoraleRules& rules) {
  if (!rules.printed.empty()) return fmt::format("In use: the scenario says \"{}\"", rules.printed);
  return "In use [reconstructed]: " + rules.reason;
}

std::string who(const gen::CharacterMorale& c) {
  return c.name.empty() ? fmt::format("{} x {}", c.count, c.type) : c.name;
}

std::string levelText(const gen::CharacterMorale& c) { return c.level ? std::to_string(c.morale) : "-"; }

std::string classText(const gen::CharacterMorale& c) {
  return c.level ? c.className : "no class: takes no morale test";
}

}  // namespace

void describeScenarioMorale(std::vector<Block>& blocks, const tables::Scenario& scenario,
                            const gen::ScenarioMorale& morale) {
  add(add(blocks, Section{kHeading, {}}).blocks, Paragraph{{inUse(*scenario.moraleRules)}});
  for (const gen::SideMorale& side : morale.sides) {
    Section& section =
        add(blocks, Section{side.name + " (" + (side.column.empty() ? "no" : side.column) + " column)", {}});
    Table& table = add(section.blocks, Table{"morale", {{"Level", true}, {"Name"}, {"Type"}, {"Class"}}});
    for (const gen::CharacterMorale& c : side.characters) table.rows.push_back({levelText(c), who(c), c.type, classText(c)});
  }
  Section& tests = add(blocks, Section{"Morale tests (4.1.2): a character tests when", {}});
  List& when = add(tests.blocks, List{});
  for (const char* test : codec::kMoraleTests) when.items.emplace_back(test);
  add(tests.blocks, Paragraph{{codec::kMoraleTestsNote}});
  Table& modifiers = add(add(blocks, Section{"Modifiers (4.1.1)", {}}).blocks,
                         Table{"modifiers", {{"Modifier"}, {"Value", true}}});
  for (const tables::Row& row : morale.modifiers->rows)
    modifiers.rows.push_back({row.entry, row.fieldText("modifier")});
  add(add(blocks, Section{"Effects (4.1.3)", {}}).blocks, Paragraph{{codec::kMoraleEffects}});
  Section& desertion = add(blocks, Section{"Desertion (4.5.1)", {}});
  add(desertion.blocks, Paragraph{{codec::kDesertionNote}});
  Table& table = add(desertion.blocks, Table{"desertion", {{""}, {"Panicking"}, {"Routing"}}});
  for (const tables::Row& row : morale.desertion->rows)
    table.rows.push_back({row.entry, codec::rangeIn(row, 0), codec::rangeIn(row, 1)});
  describeFootnotes(blocks, morale.consulted, "Morale: not as printed");
}

}  // namespace outremer::render
