// A printed scenario as `outremer scenario show` shows it, described once for the generic
// writers: its source, map, length, set-up, each side's groups priced, the starting
// positions of a campaign, its special rules, victory and notes, what is not as printed,
// and, when asked for, Montgisard's morale, rolled strengths and a feudal-age roster.
#include <fmt/format.h>

#include "render/describe.hpp"
#include "render/scenario.hpp"
#include "render/scenario_morale.hpp"
#include "util/text.hpp"

namespace outremer::render {
namespace {

constexpr const char* kPointsNote =
    "By the Montgisard purchase table, each character at its Outremer type's minimum strengths (where a "
    "campaign's characters start); the types are a reading of the printed ones (scenario-character-types).";

// A group as printed and how it is priced: "Templars: Martin, Dreux, Raoul = 3 x Holy Order
// Knights, mounted 24/10; Heavy cavalry (with armour), ATT + DEF = 34 each = 102 points".
Line groupLine(const gen::GroupPoints& line) {
  const tables::ScenarioGroup& group = *line.group;
  Line said;
  said.strong(group.type + ":")
      .plain(fmt::format(" {} = {} x {}{}", groupCharacters(group), group.counters(), countsAs(line),
                         line.points > 0 ? fmt::format(" = {} points", line.points) : ""));
  return said;
}

// The printed map layout and, where the file describes it, its diagram, with the reason
// for each part of it that is reconstructed.
void describeMapLayout(std::vector<Block>& blocks, const tables::Scenario& s) {
  if (s.layout.empty() && !s.diagram) return;
  Section& section = add(blocks, Section{"Map layout", {}});
  if (!s.layout.empty()) {
    Paragraph& paragraph = add(section.blocks, Paragraph{});
    for (const std::string& text : s.layout) paragraph.lines.emplace_back(text);
  }
  if (!s.diagram) return;
  std::string caption = "The map layout and set-up as a diagram.";
  for (const tables::DiagramMap& map : s.diagram->maps) {
    if (!map.reason.empty()) caption += " * " + map.name + ": " + map.reason;
  }
  for (const tables::DiagramZone& zone : s.diagram->zones) {
    if (!zone.reason.empty()) caption += " * " + zone.zone.who + ": " + zone.zone.where + ": " + zone.reason;
  }
  describeSetupDiagram(section.blocks, setupDiagram(*s.diagram), std::move(caption));
}

// Each side's groups under its name and points, those under a printed heading together
// beneath it, then the side's notes.
void describeSides(std::vector<Block>& blocks, const codec::PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  for (size_t i = 0; i < s.sides.size(); ++i) {
    const gen::SidePoints& side = priced.sides[i];
    Section& section = add(blocks, Section{fmt::format("{}: {} characters, {} points", s.sides[i].name,
                                                       side.characters, side.points),
                                           {}});
    std::string heading;
    List* list = nullptr;
    for (const gen::GroupPoints& line : side.groups) {
      if (list == nullptr || line.group->heading != heading) {
        heading = line.group->heading;
        list = heading.empty() ? &add(section.blocks, List{})
                               : &add(add(section.blocks, Section{heading, {}}).blocks, List{});
      }
      list->items.push_back(groupLine(line));
    }
    describeParagraphs(section.blocks, "Notes", s.sides[i].notes);
  }
}

// A campaign's starting positions: each faction's counters, where they stand, and what
// they start with.
void describePositions(std::vector<Block>& blocks, const tables::Scenario& s) {
  if (s.positions.empty()) return;
  Table& table = add(add(blocks, Section{"Starting positions", {}}).blocks, Table{"positions",
                                                                                  {{"Type"},
                                                                                   {"#"},
                                                                                   {"Position"},
                                                                                   {"Head count", true},
                                                                                   {"Resources", true},
                                                                                   {"Faith", true},
                                                                                   {"Deniers", true},
                                                                                   {"Prestige", true}}});
  const auto number = [](const std::optional<int>& n) { return n ? std::to_string(*n) : std::string(); };
  for (const tables::StartingPosition& p : s.positions) {
    table.rows.push_back({p.faction, p.counter, p.position, number(p.headCount), number(p.resources), number(p.faith),
                          number(p.deniers), number(p.prestige)});
  }
}

void describeVictory(std::vector<Block>& blocks, const tables::Victory& victory) {
  Section& section = add(blocks, Section{"Victory conditions", {}});
  Paragraph text;
  for (const std::string& paragraph : victory.text) text.lines.emplace_back(paragraph);
  if (!text.lines.empty()) add(section.blocks, std::move(text));
  List levels;
  for (const std::string& level : victory.levels) levels.items.emplace_back(level);
  if (!levels.items.empty()) add(section.blocks, std::move(levels));
  Paragraph notes;
  for (const std::string& note : victory.notes) notes.lines.emplace_back(note);
  if (!notes.lines.empty()) add(section.blocks, std::move(notes));
}

// The scenario's errata and the readings of its printed types.
void describeNotAsPrinted(std::vector<Block>& blocks, const codec::PricedScenario& priced) {
  const std::vector<const tables::Row*> mappings = codec::mappingsUsed(priced);
  if (priced.scenario->errata.empty() && mappings.empty()) return;
  List& list = add(add(blocks, Section{"Not as printed", {}}).blocks, List{{}, true});
  for (const tables::ScenarioErratum& erratum : priced.scenario->errata) {
    list.items.push_back(footnoteLine(erratum.about, "", "errata", erratum.note, erratum.printed));
  }
  for (const tables::Row* row : mappings) {
    list.items.push_back(footnoteLine("scenario-character-types", row->entry, "reconstructed", row->reason));
  }
}

// The characters' rolled strengths, side by side, then every die and what it used that is
// not as printed.
void describeRolled(std::vector<Block>& blocks, const codec::PricedScenario& priced) {
  const gen::RolledScenario& rolled = *priced.rolled;
  add(add(blocks, Section{"Rolled strengths", {}}).blocks, Paragraph{{kRolledNote}});
  for (size_t i = 0; i < rolled.sides.size(); ++i) {
    if (rolled.sides[i].groups.empty()) continue;
    Table& table = add(add(blocks, Section{priced.scenario->sides[i].name, {}}).blocks,
                       Table{"members", characterColumns()});
    for (const gen::RolledGroup& group : rolled.sides[i].groups) {
      for (const gen::Character& c : group.characters) table.rows.push_back(characterCells(c));
    }
  }
  describeRolls(blocks, rolled.log);
  describeFootnotes(blocks, rolled.log, "Rolls: not as printed");
}

}  // namespace

Document scenarioDocument(const codec::PricedScenario& priced) {
  const tables::Scenario& s = *priced.scenario;
  Document document{s.number + ": " + s.title, {}, {}};
  document.byline.emplace_back(std::string(tables::bookTitle(s.book)) + " (" + std::string(tables::name(s.kind)) + "). Id: ")
      .code(s.id);
  if (priced.rolled) document.byline.push_back(replayLine(priced.rolled->seed, priced.rolled->command));
  std::vector<Block>& blocks = document.blocks;
  Paragraph facts;
  if (!s.maps.empty()) facts.lines.push_back(Line::field("Maps", util::join(s.maps, ", ")));
  const std::string length = scenarioLength(s);
  if (!length.empty()) facts.lines.push_back(Line::field("Length", length));
  if (!s.first.empty()) facts.lines.push_back(Line::field("Plays first", s.first));
  if (!facts.lines.empty()) add(blocks, std::move(facts));
  describeMapLayout(blocks, s);
  describeParagraphs(blocks, "Set-up", s.deployment);
  describeSides(blocks, priced);
  describePositions(blocks, s);
  describeParagraphs(blocks, "Special rules", s.specialRules);
  describeVictory(blocks, s.victory);
  describeParagraphs(blocks, "Notes", s.notes);
  if (!s.sides.empty()) describeParagraphs(blocks, "Points", {kPointsNote});
  describeNotAsPrinted(blocks, priced);
  if (priced.morale) describeScenarioMorale(blocks, s, *priced.morale);
  if (priced.rolled) describeRolled(blocks, priced);
  if (priced.roster) describeFeudalRoster(blocks, priced.roster->sides);
  return document;
}

}  // namespace outremer::render
