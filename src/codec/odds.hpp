// The JSON form of `outremer odds` (schemas/odds.schema.json): the exact chances of a dice
// expression's totals (kind dice), of a range table's rows (table), of the whole chain of
// an encounter in one place and time (encounter) and of one attack on the CRT (fight).
// Written only: nothing reads the odds back.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "codec/encounter.hpp"
#include "codec/field.hpp"
#include "codec/roll_log.hpp"
#include "dice/distribution.hpp"
#include "dice/fraction.hpp"
#include "gen/attack_odds.hpp"
#include "gen/encounter_odds.hpp"
#include "tables/table_odds.hpp"

namespace outremer::campaign {

template <>
struct Names<tables::Nested> {
  static constexpr std::array<std::pair<tables::Nested, std::string_view>, 8> table{{
      {tables::Nested::none, "none"},
      {tables::Nested::expanded, "expanded"},
      {tables::Nested::listRow, "list-row"},
      {tables::Nested::list, "list"},
      {tables::Nested::columnNeeded, "column-needed"},
      {tables::Nested::alreadyAbove, "already-above"},
      {tables::Nested::tooDeep, "too-deep"},
      {tables::Nested::unknown, "unknown"},
  }};
};

}  // namespace outremer::campaign

namespace outremer::codec {

/// A count's decimal digits.
std::string countText(dice::Count count);
/// "1/36": the reduced fraction, always with its denominator (a string in the JSON: its
/// terms can pass 2^53, where JSON readers round).
std::string exactFractionText(const dice::Fraction& fraction);

/// The whole distribution of a dice expression's total.
struct DiceOdds {
  std::string expression;
  const dice::Distribution* distribution = nullptr;
};

/// One attack's odds with the command that gives them again.
struct FightOdds {
  const gen::AttackOdds* odds = nullptr;
  std::string command;
};

/// "Odds of one attack: 12 against 4 (a man on foot)".
std::string fightOddsTitle(const gen::AttackOdds& odds);

/// The percentiles shown: each the least total with P(<= total) >= that many per cent.
inline constexpr int kOddsPercentiles[] = {5, 25, 50, 75, 95};

/// A chance, exact and for reading: {"fraction": "1/36", "percent": 2.7777777777777777}.
/// Every fraction the odds write is a chance; a mean or an amount is a MeanCount or an
/// ExpectedCoin.
template <class Io>
void fields(Io& io, Of<dice::Fraction> auto& chance) {
  io.derived("fraction", [&] { return exactFractionText(chance); });
  io.derived("percent", [&] { return dice::percent(chance); });
}

/// A count's mean, exact and for reading: {"fraction": "7/2", "value": 3.5}.
struct MeanCount {
  dice::Fraction mean;
};

template <class Io>
void fields(Io& io, Of<MeanCount> auto& m) {
  io.derived("fraction", [&] { return exactFractionText(m.mean); });
  io.derived("value", [&] { return dice::percent(m.mean) / 100; });
}

/// An expected amount of copper centimes, exact, its value and its whole part in the
/// book's coins.
struct ExpectedCoin {
  dice::Fraction copper;
};

/// The whole copper centimes of |copper| in the book's coins, rounded down: "1GF 2SF".
std::string aboutCoins(const dice::Fraction& copper);

template <class Io>
void fields(Io& io, Of<ExpectedCoin> auto& coin) {
  io.derived("copper", [&] { return exactFractionText(coin.copper); });
  io.derived("value", [&] { return dice::percent(coin.copper) / 100; });
  io.derived("about", [&] { return aboutCoins(coin.copper); });
}

/// A mean total of either sign: {"fraction": "-1/2", "value": -0.5}.
template <class Io>
void fields(Io& io, Of<dice::Ratio> auto& mean) {
  io.derived("fraction", [&] { return std::to_string(mean.numerator) + '/' + std::to_string(mean.denominator); });
  io.derived("value", [&] { return static_cast<double>(mean.numerator) / static_cast<double>(mean.denominator); });
}

/// A total's or a count's chance of coming up, and of being reached or passed.
struct TotalOdds {
  int total = 0;
  dice::Fraction exactly;
  dice::Fraction atLeast;
};

struct CountOdds {
  int count = 0;
  dice::Fraction exactly;
  dice::Fraction atLeast;
};

template <class Io>
void fields(Io& io, Of<TotalOdds> auto& t) {
  io("total", t.total);
  io("exactly", t.exactly);
  io("at_least", t.atLeast);
}

template <class Io>
void fields(Io& io, Of<CountOdds> auto& c) {
  io("count", c.count, kCount);
  io("exactly", c.exactly);
  io("at_least", c.atLeast);
}

struct Percentile {
  int percent = 0;
  int total = 0;
};

template <class Io>
void fields(Io& io, Of<Percentile> auto& p) {
  io("percent", p.percent);
  io("total", p.total);
}

/// Each total of |distribution| with P(= total) and P(>= total).
std::vector<TotalOdds> totalOdds(const dice::Distribution& distribution);
/// kOddsPercentiles' totals.
std::vector<Percentile> percentiles(const dice::Distribution& distribution);
/// Each count of |chances| with P(= count) and P(>= count).
std::vector<CountOdds> countOdds(const gen::Chances& chances);

/// The members every kind of odds begins with: "outremer": "odds", "version", "kind".
template <class Io>
void oddsHead(Io& io, Words kind) {
  static constexpr std::string_view kOdds[] = {"odds"};
  io.derived("outremer", [] { return std::string("odds"); }, Words{kOdds});
  io.derived("version", [] { return 1; });
  io.derived("kind", [&] { return std::string(kind.words.front()); }, kind);
}

inline constexpr std::string_view kDiceKind[] = {"dice"};
inline constexpr std::string_view kTableKind[] = {"table"};
inline constexpr std::string_view kEncounterKind[] = {"encounter"};
inline constexpr std::string_view kFightKind[] = {"fight"};

template <class Io>
void fields(Io& io, Of<DiceOdds> auto& odds) {
  const dice::Distribution* d = odds.distribution;
  oddsHead(io, Words{kDiceKind});
  io("expression", odds.expression, NonEmpty{});
  io.derived("outcomes", [&] { return countText(d->outcomes()); });
  io.derived("minimum", [&] { return d->minimum(); });
  io.derived("maximum", [&] { return d->maximum(); });
  io.derived("mean", [&] { return d->mean(); });
  io.derived("percentiles", [&] { return percentiles(*d); });
  // When a total can fall below zero: the chance the book's count reading is 0.
  io.derived("count_zero", [&] { return d->minimum() < 0 ? std::optional(d->atMost(0)) : std::nullopt; });
  io.derived("totals", [&] { return totalOdds(*d); });
}

/// A table's column, or null for a table without columns.
std::optional<std::string> columnOf(const tables::Table& table, size_t column);

template <class Io>
void fields(Io& io, Of<tables::RowOdds> auto& odds) {
  const tables::Row& row = pointee(odds.row);
  const tables::DieRange& range = pointee(odds.range);
  const tables::Table* nested = odds.nestedTable;
  io("range", range.printed);
  io("low", range.low);
  io("high", range.high);
  io("entry", row.entry);
  io.omitEmpty("id", row.id);
  io("chance", odds.overall);
  io("on_its_table", odds.onItsTable);
  io.omitEmpty("see", row.see);
  io("nested", odds.nested);
  io.derivedIf(nested != nullptr, "nested_table", [&] { return nested->id; });
  io.derivedIf(nested != nullptr, "nested_die", [&] { return nested->die->name(); });
  io.derivedIf(nested != nullptr, "nested_column", [&] { return columnOf(*nested, odds.nestedColumn); });
  io("rows", odds.rows);
}

template <class Io>
void fields(Io& io, Of<tables::TableOdds> auto& odds) {
  const tables::Table& table = pointee(odds.table);
  oddsHead(io, Words{kTableKind});
  io("table", table.id);
  io("title", table.title);
  io.derived("column", [&] { return columnOf(table, odds.column); });
  io.derived("die", [&] { return table.die->name(); });
  io("rows", odds.rows);
}

/// Each BandMount's words, in its order.
inline constexpr std::string_view kBandMounts[] = {"mounted", "on foot", "party", ""};

template <class Io>
void fields(Io& io, Of<gen::BandOdds> auto& band) {
  asWritten(io, "label", band.label, groupLabelWords(band.label));
  io("dice", band.dice);
  std::string mount{kBandMounts[static_cast<size_t>(band.mount)]};
  io("mount", mount, Words{kBandMounts});
  if constexpr (Io::kReads) {
    band.mount = static_cast<gen::BandMount>(std::ranges::find(kBandMounts, mount) - std::begin(kBandMounts));
  }
  io("role", band.role);
  io("who", band.who);
  io("people", band.people);
  io.derived("mean", [&] { return MeanCount{gen::meanCount(band.count)}; });
  io.derived("counts", [&] { return countOdds(band.count); });
}

template <class Io>
void fields(Io& io, Of<gen::ResultOdds> auto& result) {
  io("range", result.range);
  io("entry", result.entry);
  io("given", result.given);
  io("chance", result.overall);
  io("ambush", result.ambush);
  io("bands", result.bands);
}

template <class Io>
void fields(Io& io, Of<gen::TypeOdds> auto& type) {
  io("id", type.id);
  io("entry", type.entry);
  io("range", type.range);
  io("chance", type.chance);
  io("effects_table", type.effectsTitle);
  io("die", type.die);
  io("results", type.results);
  io("second_table", type.secondTitle);
  io("intentions", type.intentions);
  io("kinds", type.kinds);
  io.derived("opposing", [&] { return countOdds(type.opposing); });
  io.derived("expected_coin", [&] { return ExpectedCoin{type.coin}; });
}

/// An encounter's odds in brief: its "summary".
struct EncounterSummary {
  dice::Fraction moslemRaiders;
  dice::Fraction ambush;
  dice::Fraction atLeast;
  ExpectedCoin coin;
};

template <class Io>
void fields(Io& io, Of<EncounterSummary> auto& summary) {
  io("moslem_raiders", summary.moslemRaiders);
  io("ambush", summary.ambush);
  io("at_least", summary.atLeast);
  io("expected_coin", summary.coin);
}

template <class Io>
void fields(Io& io, Of<gen::EncounterOdds> auto& odds) {
  oddsHead(io, Words{kEncounterKind});
  io("where", odds.where);
  io("time", odds.time);
  io("column", odds.column);
  io("at_least", odds.atLeast, kCount);
  io.derived("summary", [&] {
    return EncounterSummary{odds.raiders, odds.ambush, odds.atLeastChance, ExpectedCoin{odds.coin}};
  });
  io.derived("opposing", [&] { return countOdds(odds.opposing); });
  io("types", odds.types);
}

/// A 1.73 or other shift of an attack's column, as the odds write it.
struct OddsShift {
  std::string why;
  int columns = 0;
};

template <class Io>
void fields(Io& io, Of<OddsShift> auto& shift) {
  io("why", shift.why);
  io("columns", shift.columns, kSignedCount);
}

std::vector<OddsShift> oddsShifts(const gen::AttackColumn& column);

/// What an attack's outcome does, on whom: "defender killed", "attacker retreats", "no
/// effect (1.84)".
std::string outcomeWords(const gen::OutcomeOdds& outcome);

// The odds are a report, never read back: the outcome's words are written from its kind.
template <class Io>
void fields(Io& io, Of<gen::OutcomeOdds> auto& outcome) {
  io.derived("outcome", [&] { return outcomeWords(outcome); });
  io("chance", outcome.chance);
}

template <class Io>
void fields(Io& io, Of<gen::KeyOdds> auto& key) {
  io("key", key.key, NonEmpty{});
  io("result", key.result);
  io("rolls", key.rolls);
  io("reconstructed", key.reconstructed);
  io("chance", key.chance);
}

inline constexpr std::string_view kDefenderMounts[] = {"mounted", "foot"};
inline constexpr std::string_view kCrtTables[] = {"combat-mounted", "combat-infantry"};

template <class Io>
void fields(Io& io, Of<FightOdds> auto& fight) {
  const gen::AttackOdds& odds = pointee(fight.odds);
  const gen::AttackTerms& terms = odds.terms;
  const gen::AttackColumn& column = odds.column;
  oddsHead(io, Words{kFightKind});
  io.derived("title", [&] { return fightOddsTitle(odds); }, NonEmpty{});
  io("command", fight.command);
  io("attack", terms.attack, kCount);
  io("defence", terms.defence, kCount);
  io.derivedIf(gen::defenceFought(terms.defence) != terms.defence, "defence_fought",
               [&] { return gen::defenceFought(terms.defence); }, kCount);
  io.derived("against", [&] { return std::string(kDefenderMounts[terms.mounted ? 0 : 1]); }, Words{kDefenderMounts});
  io("charge", column.charge, kCount);
  io("combined", terms.combined);
  io("panicking", terms.panicking);
  io("total_attack", column.attack, kCount);
  io("odds", column.odds, kCount);
  io.derived("shifts", [&] { return oddsShifts(column); });
  io.derived("table", [&] { return column.table->id; }, Words{kCrtTables});
  io.derived("column", [&] { return gen::printedColumn(column); }, NonEmpty{});
  io("die", odds.die);
  io("outcomes", odds.outcomes);
  io("dismounted", odds.dismounted);
  io("keys", odds.keys);
  io.derived("footnotes", [&] { return numbered(odds.read.footnotes()); });
}

}  // namespace outremer::codec
