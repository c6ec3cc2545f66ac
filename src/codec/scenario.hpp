// The JSON form of the printed scenarios: `outremer scenario list`
// (schemas/scenario-list.schema.json) and `scenario show` (schemas/scenario.schema.json),
// with its rolled strengths, feudal-age roster and Montgisard's morale. Written only:
// nothing reads them back.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "codec/character.hpp"
#include "codec/feudal_roster.hpp"
#include "codec/field.hpp"
#include "codec/roll_log.hpp"
#include "gen/scenario_morale.hpp"
#include "gen/scenario_points.hpp"
#include "gen/scenario_roll.hpp"
#include "tables/scenario.hpp"

namespace outremer::codec {

/// A scenario with its sides priced (gen::scenarioPoints), and what `scenario show` was
/// asked for besides: each left null when not.
struct PricedScenario {
  const tables::Scenario* scenario = nullptr;
  std::vector<gen::SidePoints> sides;
  const gen::RolledScenario* rolled = nullptr;  // `--roll`: each character's strengths rolled
  const FeudalRosterSheet* roster = nullptr;    // `--roster feudal`: each side as figures
  const gen::ScenarioMorale* morale = nullptr;  // a scenario played with Montgisard's morale rules
};

/// The mapping rows the scenario's groups use, once each, in order (for footnotes).
std::vector<const tables::Row*> mappingsUsed(const PricedScenario& priced);

// Montgisard's morale rules in brief, as `scenario show` gives them beside the tables.

/// 4.1.2 Morale test: when a character tests.
inline constexpr const char* kMoraleTests[] = {
    "He is on foot and charged, not protected by a counter charge (after all movement, before that combat).",
    "A character of his side and of higher morale level is killed within 3 hexes.",
    "The Supreme Leader is killed on the battlefield.",
    "A character of equal or higher morale level routs within 3 hexes (before the rout is moved).",
    "He is displaced to make room for a panicking or routing character of equal or higher rank.",
    ("At the end of the movement phase no other character of morale 10 or more is within his movement range, "
     "while the enemy is within 5 hexes."),
};
inline constexpr const char* kMoraleTestsNote =
    "Once a phase at most (missile fire, movement, combat); the highest unmodified levels test first.";
/// 4.1.3 Effects of morale loss, 4.2 and 4.3.
inline constexpr const char* kMoraleEffects =
    "Modified level 0 or less: he routs. Otherwise roll 1D10: at or under the modified level he holds; over it "
    "he panics. Panic (4.2): retreat half his movement at once, no contact with the enemy. Rout (4.3): retreat "
    "his full movement at once and every movement phase. Both end beside a character of morale at least 2 "
    "levels higher (panic also 6 hexes from any enemy). In a castle or fortified town a character panics but "
    "does not rout.";
inline constexpr const char* kDesertionNote =
    "A character who leaves the map panicking or routing rolls 1D10 (4.5.1 Desertion table); leaving the map "
    "other than as the scenario allows counts as a rout.";

/// A row's range in |column| as printed, or "-" where it cannot come up there.
std::string rangeIn(const tables::Row& row, size_t column);

// The members a listed scenario and a whole one begin with.
template <class Io>
void scenarioHead(Io& io, const tables::Scenario& s) {
  io("id", s.id);
  io("title", s.title);
  io("book", s.book);
  io.derived("book_title", [&] { return std::string(tables::bookTitle(s.book)); });
  io("number", s.number);
  io.derived("kind", [&] { return std::string(tables::name(s.kind)); });
  io("turns", s.turns, kCount);
  io("days", s.days, kCount);
}

// The members a listed side and a whole one begin with.
template <class Io>
void sideTotals(Io& io, const gen::SidePoints& points) {
  const tables::ScenarioSide& side = pointee(points.side);
  io("name", side.name);
  io("faction", side.faction, Words{kSides});
  io("characters", points.characters, kCount);
  io("points", points.points, kCount);
  io("unmapped", points.unmapped, kCount);
}

/// How a priced group counts: the mapping row read, the Outremer type and the purchase row.
struct CountsAs {
  const gen::GroupPoints* line = nullptr;
};

template <class Io>
void fields(Io& io, Of<CountsAs> auto& counts) {
  const gen::GroupPoints& line = pointee(counts.line);
  io.derived("mapping", [&] { return line.mapping->id; });
  io("type", line.type);
  io("mounted", line.mounted);
  io("attack", line.attack, kCount);
  io("defence", line.defence, kCount);
  io.derived("purchase", [&] { return line.purchase ? line.purchase->id : std::string(); });
  io.derived("formula", [&] { return line.purchase ? line.purchase->fieldText("formula") : std::string(); });
}

template <class Io>
void fields(Io& io, Of<gen::GroupPoints> auto& line) {
  const tables::ScenarioGroup& group = pointee(line.group);
  io("heading", group.heading);
  io("type", group.type);
  io("names", group.names);
  io.derived("counters", [&] { return group.counters(); }, kCount);
  io("unit", group.unit);
  io.derived("counts_as", [&] { return line.mapping ? std::optional(CountsAs{&line}) : std::nullopt; });
  io("each", line.each, kCount);
  io("points", line.points, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::SidePoints> auto& points) {
  sideTotals(io, points);
  io("groups", points.groups);
  io("notes", pointee(points.side).notes);
}

template <class Io>
void fields(Io& io, Of<tables::StartingPosition> auto& p) {
  io("faction", p.faction);
  io("counter", p.counter);
  io("position", p.position);
  io("head_count", p.headCount, kCount);
  io("resources", p.resources, kCount);
  io("faith", p.faith, kCount);
  io("deniers", p.deniers, kCount);
  io("prestige", p.prestige, kCount);
}

template <class Io>
void fields(Io& io, Of<tables::Victory> auto& victory) {
  io("text", victory.text);
  io("levels", victory.levels);
  io("notes", victory.notes);
}

template <class Io>
void fields(Io& io, Of<tables::ScenarioErratum> auto& erratum) {
  io("about", erratum.about);
  io("printed", erratum.printed);
  io("note", erratum.note);
}

/// A mapping row the scenario uses that the book does not print (scenario-character-types).
struct ReconstructedMapping {
  const tables::Row* row = nullptr;
};

inline constexpr std::string_view kMappingTable[] = {"scenario-character-types"};

template <class Io>
void fields(Io& io, Of<ReconstructedMapping> auto& mapping) {
  const tables::Row& row = pointee(mapping.row);
  io.derived("table", [] { return std::string(kMappingTable[0]); }, Words{kMappingTable});
  io("row", row.id);
  io("entry", row.entry);
  io("reason", row.reason);
}

template <class Io>
void fields(Io& io, Of<gen::RolledGroup> auto& group) {
  io.derived("type", [&] { return group.line->group->type; });
  io("characters", group.characters);
}

template <class Io>
void fields(Io& io, Of<gen::RolledSide> auto& side) {
  io("name", pointee(side.side).name);
  io("groups", side.groups);
}

template <class Io>
void fields(Io& io, Of<gen::RolledScenario> auto& rolled) {
  io.derived("seed", [&] { return std::to_string(rolled.seed); });
  io("command", rolled.command);
  io("sides", rolled.sides);
  rollsAndFootnotes(io, rolled.log);
}

template <class Io>
void fields(Io& io, Of<tables::MoraleRules> auto& rules) {
  io.omitEmpty("printed", rules.printed);
  io.omitEmpty("reason", rules.reason);
}

template <class Io>
void fields(Io& io, Of<gen::CharacterMorale> auto& c) {
  io.omitEmpty("name", c.name);
  io("type", c.type);
  io("count", c.count, kCount);
  io.derived("level", [&] { return c.level ? std::optional(c.morale) : std::nullopt; });
  io.derived("class", [&] { return c.level ? std::optional(c.className) : std::nullopt; });
  io.derived("cell", [&] { return c.level ? std::optional(c.level->entry) : std::nullopt; });
}

template <class Io>
void fields(Io& io, Of<gen::SideMorale> auto& side) {
  io("name", side.name);
  io("column", side.column);
  io("characters", side.characters);
}

/// A row of the 4.1.1 modifiers: its words and its modifier as printed.
struct MoraleModifier {
  const tables::Row* row = nullptr;
};

template <class Io>
void fields(Io& io, Of<MoraleModifier> auto& modifier) {
  const tables::Row& row = pointee(modifier.row);
  io("entry", row.entry);
  io.derived("modifier", [&] { return row.fieldText("modifier"); });
}

/// A row of the 4.5.1 Desertion table: the ranges panicking and routing.
struct DesertionRow {
  const tables::Row* row = nullptr;
};

template <class Io>
void fields(Io& io, Of<DesertionRow> auto& desertion) {
  const tables::Row& row = pointee(desertion.row);
  io("entry", row.entry);
  io.derived("panicking", [&] { return rangeIn(row, 0); });
  io.derived("routing", [&] { return rangeIn(row, 1); });
}

/// Each row of |table| as T{row}.
template <class T>
std::vector<T> rowsOf(const tables::Table* table) {
  std::vector<T> rows;
  for (const tables::Row& row : pointee(table).rows) rows.push_back(T{&row});
  return rows;
}

template <class Io>
void fields(Io& io, Of<gen::ScenarioMorale> auto& morale) {
  io("in_use", morale.inUse);
  io("sides", morale.sides);
  io.derived("tests", [] {
    return std::vector<std::string>(std::begin(kMoraleTests), std::end(kMoraleTests));
  });
  io.derived("tests_note", [] { return std::string(kMoraleTestsNote); });
  io.derived("modifiers", [&] { return rowsOf<MoraleModifier>(morale.modifiers); });
  io.derived("effects", [] { return std::string(kMoraleEffects); });
  io.derived("desertion_note", [] { return std::string(kDesertionNote); });
  io.derived("desertion", [&] { return rowsOf<DesertionRow>(morale.desertion); });
  io.derived("footnotes", [&] { return numbered(morale.consulted.footnotes()); });
}

inline constexpr std::string_view kScenarioWord[] = {"scenario"};
inline constexpr std::string_view kScenarioListWord[] = {"scenario-list"};

template <class Io>
void fields(Io& io, Of<PricedScenario> auto& priced) {
  const tables::Scenario& s = pointee(priced.scenario);
  io.derived("outremer", [] { return std::string(kScenarioWord[0]); }, Words{kScenarioWord});
  io.derived("version", [] { return 3; });
  scenarioHead(io, s);
  io("maps", s.maps);
  io("layout", s.layout);
  io("first", s.first);
  io("deployment", s.deployment);
  io("sides", priced.sides);
  io("positions", s.positions);
  io("special_rules", s.specialRules);
  io("victory", s.victory);
  io("notes", s.notes);
  io("errata", s.errata);
  io.derived("reconstructed", [&] {
    std::vector<ReconstructedMapping> rows;
    for (const tables::Row* row : mappingsUsed(priced)) rows.push_back({row});
    return rows;
  });
  io("rolled", priced.rolled);
  io("roster", priced.roster);
  io("morale", priced.morale);
}

/// A scenario as `scenario list` lists it: its head and its sides' totals.
struct ListedScenario {
  const PricedScenario* priced = nullptr;
};

/// A side's totals alone.
struct SideTotals {
  const gen::SidePoints* points = nullptr;
};

template <class Io>
void fields(Io& io, Of<SideTotals> auto& totals) {
  sideTotals(io, pointee(totals.points));
}

template <class Io>
void fields(Io& io, Of<ListedScenario> auto& listed) {
  const PricedScenario& priced = pointee(listed.priced);
  scenarioHead(io, pointee(priced.scenario));
  io.derived("sides", [&] {
    std::vector<SideTotals> sides;
    for (const gen::SidePoints& side : priced.sides) sides.push_back({&side});
    return sides;
  });
}

/// Every printed scenario, as `scenario list` lists them.
struct ScenarioList {
  std::span<const PricedScenario> scenarios;
};

template <class Io>
void fields(Io& io, Of<ScenarioList> auto& list) {
  io.derived("outremer", [] { return std::string(kScenarioListWord[0]); }, Words{kScenarioListWord});
  io.derived("version", [] { return 1; });
  io.derived("scenarios", [&] {
    std::vector<ListedScenario> listed;
    for (const PricedScenario& priced : list.scenarios) listed.push_back({&priced});
    return listed;
  });
}

}  // namespace outremer::codec
