#include "render/generated_scenario.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendCharacter(std::string& out, const gen::BoughtCharacter& bought, std::string_view indent) {
  const gen::Character& c = bought.character;
  put(out, "{}{} {} {} {}\n", indent, column(shown(c.name), 18 - indent.size()), column(shown(c.label), 20),
      strengthColumns(c), columnRight(std::to_string(bought.cost), 4));
}

void appendForce(std::string& out, const gen::ScenarioForce& force) {
  put(out, "{}{}: {} characters, {} of {} points\n", shown(force.name),
      force.role.empty() ? "" : " (" + force.role + ")", force.characters(), force.spent, force.budget);
  put(out, "  {} {} Mtd   A/D  Foot Mor Mov Cost\n", column("Name", 16), column("Type", 20));
  for (const gen::Retinue& retinue : force.retinues) {
    appendCharacter(out, retinue.leader, "  ");
    for (const gen::BoughtCharacter& retainer : retinue.retainers) appendCharacter(out, retainer, "    ");
  }
  for (const gen::BoughtEngine& engine : force.engines) {
    put(out, "  {} {}\n", column(shown(engine.label), 55), columnRight(std::to_string(engine.cost), 4));
  }
  out += '\n';
}

}  // namespace

std::string briefText(const Brief& brief, const gen::GeneratedScenario& s) {
  std::string out = beginBriefText(brief.header);
  put(out, "{}. Map: {} ({}, {})\n", shown(s.battleLabel), shown(s.map.map), shown(s.map.terrainLabel),
      shown(s.map.series));
  put(out, "Length: {} turns. Plays first: {}\n\n", s.turns, shown(s.first));
  out += "Map layout and starting positions\n";
  for (const std::string& line : s.deployment) put(out, "  {}\n", shown(line));
  out += "\nThe sides (cost by the Montgisard purchase table)\n";
  for (const gen::ScenarioForce& force : s.forces) appendForce(out, force);
  put(out, "Victory conditions\n  {}\n", shown(s.victoryText));
  for (const std::string& level : s.victory) put(out, "  - {}\n", shown(level));
  if (!s.feudalRosters.empty()) out += feudalRosterText(generatedScenarioRoster(s));
  out += '\n';
  appendLogText(out, brief.log);
  return out;
}

}  // namespace outremer::render
