#include "render/markdown_generated_scenario.hpp"

#include "render/generated_scenario.hpp"
#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendCharacterMarkdown(std::string& out, const gen::BoughtCharacter& bought, bool leader) {
  const gen::Character& c = bought.character;
  const char* strong = leader ? "**" : "";
  put(out, "| {1}{0}{1} | {2} | {3} | {4}/{5} | {6}/{7} | {8} | {9} | {10}: {11} | {12} |\n", shown(c.name), strong,
      shown(c.label), c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack, c.footDefence, c.morale,
      c.movement, shown(bought.purchaseLabel), shown(bought.formula), bought.cost);
}

void appendForceMarkdown(std::string& out, const gen::ScenarioForce& force) {
  put(out, "### {}{}: {} characters, {} of {} points\n\n", shown(force.name),
      force.role.empty() ? "" : " (" + shown(force.role) + ")", force.characters(), force.spent, force.budget);
  out +=
      "| Name | Type | Mounted | Attack/Defence | On foot | Morale | Move | Purchase | Cost |\n"
      "|---|---|---|---|---|---|---|---|---|\n";
  for (const gen::Retinue& retinue : force.retinues) {
    appendCharacterMarkdown(out, retinue.leader, true);
    for (const gen::BoughtCharacter& retainer : retinue.retainers) appendCharacterMarkdown(out, retainer, false);
  }
  for (const gen::BoughtEngine& engine : force.engines) {
    put(out, "| {} | siege engine | | | | | | printed cost | {} |\n", shown(engine.label), engine.cost);
  }
  out += '\n';
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::GeneratedScenario& s) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  put(out, "\n**{}**. Map: {} ({}, {}). Length: {} turns. Plays first: {}.\n", shown(s.battleLabel), shown(s.map.map),
      shown(s.map.terrainLabel), shown(s.map.series), s.turns, shown(s.first));
  out += "\n## Map layout and starting positions\n\n";
  for (const std::string& line : s.deployment) put(out, "{}\n", shown(line));
  out += "\n## The sides\n\n";
  for (const gen::ScenarioForce& force : s.forces) appendForceMarkdown(out, force);
  put(out, "## Victory conditions\n\n{}\n\n", shown(s.victoryText));
  for (const std::string& level : s.victory) put(out, "- {}\n", shown(level));
  if (!s.feudalRosters.empty()) out += feudalRosterMarkdown(generatedScenarioRoster(s));
  out += '\n';
  appendLogMarkdown(out, brief.log);
  return out;
}

}  // namespace outremer::render
