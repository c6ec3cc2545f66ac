#include <algorithm>
#include <string>

#include "codec/generated_scenario.hpp"
#include "render/describe.hpp"

namespace outremer::render {
namespace {

// A force's characters, each retinue numbered on its leader's row, the leader first and
// his retainers after him, then its siege engines; the Montgisard purchase each is priced
// by is said once a kind below the table.
void describeForce(std::vector<Block>& blocks, const gen::ScenarioForce& force) {
  Section& section = add(blocks, Section{force.name + (force.role.empty() ? "" : " (" + force.role + ")") + ": " +
                                             std::to_string(force.characters()) + " characters, " +
                                             std::to_string(force.spent) + " of " + std::to_string(force.budget) +
                                             " points",
                                         {}});
  std::vector<Column> columns = characterColumns();
  columns.insert(columns.begin(), Column{"Retinue", true});
  columns.push_back({"Cost", true});
  Table& table = add(section.blocks, Table{"members", std::move(columns)});
  std::vector<std::string> priced;
  const auto row = [&](std::string retinue, const gen::BoughtCharacter& bought) {
    std::vector<std::string>& cells = table.rows.emplace_back(characterCells(bought.character));
    cells.insert(cells.begin(), std::move(retinue));
    cells.push_back(std::to_string(bought.cost));
    const std::string price = cells[2] + ": " + bought.purchaseLabel + ", " + bought.formula;
    if (std::ranges::find(priced, price) == priced.end()) priced.push_back(price);
  };
  int number = 0;
  for (const gen::Retinue& retinue : force.retinues) {
    row(std::to_string(++number), retinue.leader);
    for (const gen::BoughtCharacter& retainer : retinue.retainers) row("", retainer);
  }
  for (const gen::BoughtEngine& engine : force.engines) {
    std::vector<std::string>& cells = table.rows.emplace_back(table.columns.size());
    cells[1] = engine.label;
    cells[2] = "siege engine";
    cells.back() = std::to_string(engine.cost);
  }
  if (!force.engines.empty()) priced.emplace_back("Siege engines: their printed cost");
  List& list = add(section.blocks, List{});
  for (const std::string& price : priced) list.items.emplace_back(price);
}

}  // namespace

void describe(std::vector<Block>& blocks, const gen::GeneratedScenario& s) {
  Line battle;
  battle.strong(s.battleLabel).plain(". Map: " + s.map.map + " (" + s.map.terrainLabel + ", " + s.map.series + ")");
  add(blocks, Paragraph{{battle, "Length: " + std::to_string(s.turns) + " turns. Plays first: " + s.first}});
  describeParagraphs(blocks, "Map layout and starting positions", s.deployment);
  if (!s.setup.zones.empty() && !s.deployment.empty()) {
    describeSetupDiagram(std::get<Section>(blocks.back().part).blocks, setupDiagram(s.setup, s.map.map, true),
                         "The set-up on " + s.map.map + ", as the lines above say it; the books print none for a "
                         "generated one (generated-battles, map-edges).");
  }
  add(blocks, Paragraph{{"The sides, each character at its cost by the Montgisard purchase table:"}});
  for (const gen::ScenarioForce& force : s.forces) describeForce(blocks, force);
  Section& victory = add(blocks, Section{"Victory conditions", {}});
  add(victory.blocks, Paragraph{{s.victoryText}});
  List& levels = add(victory.blocks, List{});
  for (const std::string& level : s.victory) levels.items.emplace_back(level);
  if (!s.feudalRosters.empty()) describeFeudalRoster(blocks, codec::generatedScenarioRoster(s).sides);
}

std::string generatedScenarioTitle(const gen::GeneratedScenario& s) {
  std::string title = (s.battle == "siege" ? "Siege: " : "Scenario: ") + s.forces.at(0).name + " against " +
                      s.forces.at(1).name;
  return s.fromEncounter ? title + ", from encounter " + std::to_string(*s.fromEncounter)
                         : title + ", " + std::to_string(s.points) + " points";
}

}  // namespace outremer::render
