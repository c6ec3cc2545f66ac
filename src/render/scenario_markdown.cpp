#include <fmt/format.h>

#include "render/markdown_brief.hpp"
#include "render/scenario.hpp"
#include "render/scenario_morale.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

void appendSectionMarkdown(std::string& out, const char* heading, const std::vector<std::string>& paragraphs) {
  if (paragraphs.empty()) return;
  put(out, "\n## {}\n\n", heading);
  for (const std::string& paragraph : paragraphs) put(out, "{}\n\n", markdownCell(paragraph));
  out.pop_back();
}

void appendBullets(std::string& out, const std::vector<std::string>& items) {
  for (const std::string& item : items) put(out, "- {}\n", markdownCell(item));
}

void appendScenarioSideMarkdown(std::string& out, const tables::ScenarioSide& side, const gen::SidePoints& priced) {
  put(out, "\n## {}: {} characters, {} points\n\n", markdownCell(side.name), priced.characters, priced.points);
  out += "| Group | Type | Characters | Counts as | Points |\n|---|---|---|---|---|\n";
  for (const gen::GroupPoints& line : priced.groups) {
    const tables::ScenarioGroup& group = *line.group;
    put(out, "| {} | {} | {} | {} | {} |\n", markdownCell(group.heading), markdownCell(group.type),
        markdownCell(groupCharacters(group)), markdownCell(countsAs(line)), line.points);
  }
  if (!side.notes.empty()) out += '\n';
  appendBullets(out, side.notes);
}

void appendPositionsMarkdown(std::string& out, const tables::Scenario& s) {
  if (s.positions.empty()) return;
  out +=
      "\n## Starting positions\n\n| Type | # | Position | Head count | Resources | Faith | Deniers | "
      "Prestige |\n"
      "|---|---|---|---|---|---|---|---|\n";
  const auto number = [](const std::optional<int>& n) { return n ? std::to_string(*n) : std::string(); };
  for (const tables::StartingPosition& p : s.positions) {
    put(out, "| {} | {} | {} | {} | {} | {} | {} | {} |\n", markdownCell(p.faction), markdownCell(p.counter),
        markdownCell(p.position), number(p.headCount), number(p.resources), number(p.faith),
        number(p.deniers), number(p.prestige));
  }
}

void appendNotAsPrintedMarkdown(std::string& out, const PricedScenario& priced) {
  const std::vector<const tables::Row*> mappings = mappingsUsed(priced);
  if (priced.scenario->errata.empty() && mappings.empty()) return;
  out += "\n## Not as printed\n\n";
  int n = 0;
  for (const tables::ScenarioErratum& erratum : priced.scenario->errata) {
    put(out, "{}. errata, {}: printed \"{}\". {}\n", ++n, markdownCell(erratum.about), markdownCell(erratum.printed),
        markdownCell(erratum.note));
  }
  for (const tables::Row* row : mappings)
    put(out, "{}. reconstructed, {}: {}\n", ++n, markdownCell(row->entry), markdownCell(row->reason));
}

// The characters' rolled strengths, side by side, the roll log and its footnotes.
void appendRolledMarkdown(std::string& out, const PricedScenario& priced) {
  const RolledScenario& rolled = *priced.rolled;
  put(out, "\n## Rolled strengths\n\n{}\n", kRolledNote);
  for (size_t i = 0; i < rolled.sides.size(); ++i) {
    if (rolled.sides[i].groups.empty()) continue;
    put(out, "\n### {}\n\n| Name | Type | Mounted | A/D | Foot A/D | Morale | Move |\n|---|---|---|---|---|---|---|\n",
        markdownCell(priced.scenario->sides[i].name));
    for (const gen::RolledGroup& group : rolled.sides[i].groups) {
      for (const gen::Character& c : group.characters) {
        put(out, "| {} | {} | {} | {}/{} | {}/{} | {} | {} |\n", markdownCell(c.name), markdownCell(c.label),
            c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack, c.footDefence, c.morale, c.movement);
      }
    }
  }
  out += '\n';
  appendRollsMarkdown(out, rolled.log);
  appendFootnotesMarkdown(out, rolled.log);
}

}  // namespace

std::string scenarioListMarkdown(std::span<const PricedScenario> scenarios) {
  std::string out = fmt::format(
      "# Printed scenarios ({})\n\n| Id | Title | Source | Length | Sides |\n"
      "|---|---|---|---|---|\n",
      scenarios.size());
  for (const PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    std::vector<std::string> sides;
    for (size_t i = 0; i < s.sides.size(); ++i) {
      sides.push_back(fmt::format("{}: {} characters, {} points", s.sides[i].name, priced.sides[i].characters,
                                  priced.sides[i].points));
    }
    put(out, "| `{}` | {} | {} | {} | {} |\n", s.id, markdownCell(s.title), markdownCell(scenarioSource(s)),
        scenarioLength(s), markdownCell(util::join(sides, "; ")));
  }
  return out;
}

std::string scenarioMarkdown(const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  std::string out = fmt::format("# {}: {}\n\n{} ({}). Id: `{}`\n", markdownCell(s.number), markdownCell(s.title),
                                markdownCell(tables::bookTitle(s.book)), tables::name(s.kind), s.id);
  if (priced.rolled) put(out, "\nSeed `{}`. Replay: `{}`\n", priced.rolled->seed, markdownCell(priced.rolled->command));
  if (!s.maps.empty()) put(out, "\nMaps: {}\n", markdownCell(util::join(s.maps, ", ")));
  const std::string length = scenarioLength(s);
  if (!length.empty()) put(out, "\nLength: {}\n", length);
  if (!s.first.empty()) put(out, "\nPlays first: {}\n", markdownCell(s.first));
  appendSectionMarkdown(out, "Map layout", s.layout);
  appendSectionMarkdown(out, "Set-up", s.deployment);
  for (size_t i = 0; i < s.sides.size(); ++i) appendScenarioSideMarkdown(out, s.sides[i], priced.sides[i]);
  appendPositionsMarkdown(out, s);
  appendSectionMarkdown(out, "Special rules", s.specialRules);
  out += "\n## Victory conditions\n\n";
  for (const std::string& paragraph : s.victory.text) put(out, "{}\n\n", markdownCell(paragraph));
  appendBullets(out, s.victory.levels);
  if (!s.victory.notes.empty()) out += '\n';
  for (const std::string& note : s.victory.notes) put(out, "{}\n", markdownCell(note));
  appendSectionMarkdown(out, "Notes", s.notes);
  appendNotAsPrintedMarkdown(out, priced);
  if (priced.morale) out += scenarioMoraleMarkdown(s, *priced.morale);
  if (priced.rolled) appendRolledMarkdown(out, priced);
  if (priced.roster) out += feudalRosterMarkdown(*priced.roster);
  return out;
}

}  // namespace outremer::render
