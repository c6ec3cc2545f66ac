#include "render/markdown_generated_scenario.hpp"

#include "render/generated_scenario.hpp"
#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendCharacterMarkdown(std::string& out, const gen::BoughtCharacter& bought, bool leader) {
  const gen::Character& c = bought.character;
  const char* strong = leader ? "**" : "";
  put(out, "| {1}{0}{1} | {2} | {3} | {4}/{5} | {6}/{7} | {8} | {9} | {10}: {11} | {12} |\n", markdownCell(c.name), strong,
      markdownCell(c.label), c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack, c.footDefence, c.morale,
      c.movement, markdownCell(bought.purchaseLabel), markdownCell(bought.formula), bought.cost);
}

void appendForceMarkdown(std::string& out, const gen::ScenarioForce& force) {
  put(out, "### {}{}: {} characters, {} of {} points\n\n", markdownCell(force.name),
      force.role.empty() ? "" : " (" + markdownCell(force.role) + ")", force.characters(), force.spent, force.budget);
  out +=
      "| Name | Type | Mounted | Attack/Defence | On foot | Morale | Move | Purchase | Cost |\n"
      "|---|---|---|---|---|---|---|---|---|\n";
  for (const gen::Retinue& retinue : force.retinues) {
    appendCharacterMarkdown(out, retinue.leader, true);
    for (const gen::BoughtCharacter& retainer : retinue.retainers) appendCharacterMarkdown(out, retainer, false);
  }
  for (const gen::BoughtEngine& engine : force.engines) {
    put(out, "| {} | siege engine | | | | | | printed cost | {} |\n", markdownCell(engine.label), engine.cost);
  }
  out += '\n';
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::GeneratedScenario& s) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  put(out, "\n**{}**. Map: {} ({}, {}). Length: {} turns. Plays first: {}.\n", markdownCell(s.battleLabel), markdownCell(s.map.map),
      markdownCell(s.map.terrainLabel), markdownCell(s.map.series), s.turns, markdownCell(s.first));
  out += "\n## Map layout and starting positions\n\n";
  for (const std::string& line : s.deployment) put(out, "{}\n", markdownCell(line));
  out += "\n## The sides\n\n";
  for (const gen::ScenarioForce& force : s.forces) appendForceMarkdown(out, force);
  put(out, "## Victory conditions\n\n{}\n\n", markdownCell(s.victoryText));
  for (const std::string& level : s.victory) put(out, "- {}\n", markdownCell(level));
  if (!s.feudalRosters.empty()) out += feudalRosterMarkdown(generatedScenarioRoster(s));
  out += '\n';
  appendLogMarkdown(out, brief.log);
  return out;
}

}  // namespace outremer::render
