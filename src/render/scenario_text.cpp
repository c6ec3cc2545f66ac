#include <fmt/format.h>

#include <algorithm>

#include "render/scenario.hpp"
#include "render/scenario_morale.hpp"
#include "render/text_brief.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

void appendParagraphs(std::string& out, const char* heading, const std::vector<std::string>& paragraphs) {
  if (paragraphs.empty()) return;
  put(out, "\n{}\n", heading);
  for (const std::string& paragraph : paragraphs) appendWrapped(out, "  ", paragraph, 2);
}

void appendLevels(std::string& out, const std::vector<std::string>& levels) {
  for (const std::string& level : levels) appendWrapped(out, "  - ", level, 4);
}

std::string scenarioSideSummary(const tables::ScenarioSide& side, const gen::SidePoints& priced) {
  return fmt::format("{}: {} characters, {} points", shown(side.name), priced.characters, priced.points);
}

void appendScenarioGroupText(std::string& out, const gen::GroupPoints& line, std::string& heading) {
  const tables::ScenarioGroup& group = *line.group;
  if (group.heading != heading) {
    heading = group.heading;
    if (!heading.empty()) put(out, "  {}\n", shown(heading));
  }
  const size_t indent = group.heading.empty() ? 2 : 4;
  const std::string lead = std::string(indent, ' ') + shown(group.type) + ": ";
  appendWrapped(out, lead, groupCharacters(group), indent + 4);
  appendWrapped(out, std::string(indent + 4, ' ') + "= ",
                fmt::format("{} x {}{}", group.counters(), countsAs(line),
                            line.points > 0 ? fmt::format(" = {} points", line.points) : ""),
                indent + 6);
}

void appendSides(std::string& out, const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  for (size_t i = 0; i < s.sides.size(); ++i) {
    put(out, "\n{}\n", scenarioSideSummary(s.sides[i], priced.sides[i]));
    std::string heading;
    for (const gen::GroupPoints& line : priced.sides[i].groups) appendScenarioGroupText(out, line, heading);
    for (const std::string& note : s.sides[i].notes) appendWrapped(out, "  ", note, 2);
  }
}

void appendPositionsText(std::string& out, const tables::Scenario& s) {
  if (s.positions.empty()) return;
  out += "\nStarting positions (head count, resources, faith, deniers, prestige)\n";
  const auto number = [](const std::optional<int>& n) { return n ? std::to_string(*n) : std::string("-"); };
  for (const tables::StartingPosition& p : s.positions) {
    appendWrapped(out, "  ", fmt::format("{} {}{}", shown(p.faction), p.counter.empty() ? "" : p.counter + " ",
                                         shown(p.position)), 4);
    put(out, "    {} {} {} {} {}\n", number(p.headCount), number(p.resources), number(p.faith), number(p.deniers),
        number(p.prestige));
  }
}

void appendNotAsPrintedText(std::string& out, const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  const std::vector<const tables::Row*> mappings = mappingsUsed(priced);
  if (s.errata.empty() && mappings.empty()) return;
  out += "\nNot as printed\n";
  for (const tables::ScenarioErratum& erratum : s.errata) {
    appendWrapped(out, "  [errata] ", fmt::format("{}: printed \"{}\". {}", erratum.about, erratum.printed, erratum.note), 4);
  }
  for (const tables::Row* row : mappings) {
    appendWrapped(out, "  [reconstructed] ", fmt::format("{}: {}", row->entry, row->reason), 4);
  }
}

void appendRolledSide(std::string& out, const tables::ScenarioSide& side, const gen::RolledSide& rolled) {
  if (rolled.groups.empty()) return;
  put(out, "\n{}\n", shown(side.name));
  // Names as wide as "Seljuk Heavy Cavalry 4": the Outremer scenarios' counted groups.
  put(out, "  {} {} Mtd   A/D  Foot Mor Mov\n", column("Name", 22), column("Type", 24));
  for (const gen::RolledGroup& group : rolled.groups) {
    for (const gen::Character& c : group.characters) {
      put(out, "  {} {} {}\n", column(shown(c.name), 22), column(shown(c.label), 24), strengthColumns(c));
    }
  }
}

// The characters' rolled strengths, the roll log and what the rolls used that is not as
// printed.
void appendRolledText(std::string& out, const PricedScenario& priced) {
  const RolledScenario& rolled = *priced.rolled;
  out += "\nRolled strengths\n";
  appendWrapped(out, "  ", kRolledNote, 2);
  for (size_t i = 0; i < rolled.sides.size(); ++i) appendRolledSide(out, priced.scenario->sides[i], rolled.sides[i]);
  out += '\n';
  appendRollsText(out, rolled.log);
  if (!rolled.log.footnotes().empty()) out += "\nRolls: not as printed\n";
  int number = 0;
  for (const gen::Footnote& note : rolled.log.footnotes()) {
    appendWrapped(out, fmt::format("  [{}] ", ++number),
                  fmt::format("{}: {} ({}) {}", note.table, note.entry, tables::name(note.provenance), note.reason), 6);
  }
}

}  // namespace

std::string scenarioSource(const tables::Scenario& scenario) {
  return fmt::format("{}, {}", tables::bookTitle(scenario.book), scenario.number);
}

std::string scenarioLength(const tables::Scenario& scenario) {
  if (scenario.turns) return fmt::format("{} turns", *scenario.turns);
  if (scenario.days) return fmt::format("{} days", *scenario.days);
  return "";
}

std::string groupCharacters(const tables::ScenarioGroup& group) {
  if (!group.names.empty()) return util::join(group.names, ", ");
  return std::to_string(group.count) + (group.unit.empty() ? "" : " " + group.unit);
}

std::string countsAs(const gen::GroupPoints& group) {
  if (group.mapping == nullptr) return "no type: not priced";
  std::string text;
  if (!group.type.empty()) {
    text = fmt::format("{}, {} {}/{}", group.typeLabel, group.mounted ? "mounted" : "on foot", group.attack,
                       group.defence);
  }
  if (group.purchase == nullptr) return text.empty() ? "not priced" : text + "; not priced";
  if (!text.empty()) text += "; ";
  const tables::FieldValue* formula = group.purchase->field("formula");
  return text + group.purchase->entry + (formula ? ", " + formula->text : "") + fmt::format(" = {} each", group.each);
}

std::vector<const tables::Row*> mappingsUsed(const PricedScenario& priced) {
  std::vector<const tables::Row*> rows;
  for (const gen::SidePoints& side : priced.sides) {
    for (const gen::GroupPoints& line : side.groups) {
      if (line.mapping != nullptr && std::find(rows.begin(), rows.end(), line.mapping) == rows.end()) {
        rows.push_back(line.mapping);
      }
    }
  }
  return rows;
}

std::string scenarioListText(std::span<const PricedScenario> scenarios) {
  std::string out = fmt::format("{} printed scenarios\n\n", scenarios.size());
  put(out, "{} {} {}\n", column("ID", 27), column("SOURCE", 33), "LENGTH");
  for (const PricedScenario& priced : scenarios) {
    const tables::Scenario& s = *priced.scenario;
    put(out, "{} {} {}\n", column(s.id, 27), column(scenarioSource(s), 33), scenarioLength(s));
    appendWrapped(out, "  ", shown(s.title), 2);
    for (size_t i = 0; i < s.sides.size(); ++i) appendWrapped(out, "    ", scenarioSideSummary(s.sides[i], priced.sides[i]), 6);
    if (s.sides.empty()) out += "    (campaign: see its starting positions)\n";
  }
  return out;
}

std::string scenarioText(const PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  std::string out;
  appendWrapped(out, "", fmt::format("{}: {}", s.number, s.title), 0);
  put(out, "{} ({}). Id: {}\n", shown(tables::bookTitle(s.book)), tables::name(s.kind), s.id);
  if (priced.rolled) appendWrapped(out, fmt::format("Seed {}. Replay: ", priced.rolled->seed), priced.rolled->command, 2);
  if (!s.maps.empty()) appendWrapped(out, "Maps: ", util::join(s.maps, ", "), 2);
  const std::string length = scenarioLength(s);
  if (!length.empty()) put(out, "Length: {}\n", length);
  if (!s.first.empty()) put(out, "Plays first: {}\n", shown(s.first));
  appendParagraphs(out, "Map layout", s.layout);
  appendParagraphs(out, "Set-up", s.deployment);
  appendSides(out, priced);
  appendPositionsText(out, s);
  appendParagraphs(out, "Special rules", s.specialRules);
  out += "\nVictory conditions\n";
  for (const std::string& paragraph : s.victory.text) appendWrapped(out, "  ", paragraph, 2);
  appendLevels(out, s.victory.levels);
  for (const std::string& note : s.victory.notes) appendWrapped(out, "  ", note, 2);
  appendParagraphs(out, "Notes", s.notes);
  if (!s.sides.empty()) {
    appendParagraphs(out, "Points",
                     {"By the Montgisard purchase table, each character at its Outremer type's minimum strengths "
                      "(where a campaign's characters start); the types are a reading of the printed ones "
                      "(scenario-character-types)."});
  }
  appendNotAsPrintedText(out, priced);
  if (priced.morale) out += scenarioMoraleText(s, *priced.morale);
  if (priced.rolled) appendRolledText(out, priced);
  if (priced.roster) out += feudalRosterText(*priced.roster);
  return out;
}

}  // namespace outremer::render
