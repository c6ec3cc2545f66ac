#pragma once

#include <string>

#include "codec/odds.hpp"
#include "dice/distribution.hpp"
#include "dice/fraction.hpp"
#include "gen/attack_odds.hpp"
#include "gen/encounter_odds.hpp"
#include "render/document.hpp"
#include "tables/table_odds.hpp"

namespace outremer::render {

// `outremer odds`: the exact chances of a dice expression's totals or of a table's rows,
// described once as a document (written as text or Markdown by the generic writers); the
// JSON is their codec form (codec/odds.hpp, schemas/odds.schema.json).

/// "1/36" for reading: a whole number (0, 1, 12) without its denominator.
std::string fractionText(const dice::Fraction& fraction);
/// "2.778%": four significant digits, for reading beside the exact fraction; ">99.99%"
/// for a chance short of certainty that would round to 100%.
std::string percentText(const dice::Fraction& fraction);

/// The whole distribution of a dice expression's total: minimum, maximum, mean, percentiles,
/// the book's count reading when a total can fall below zero, and for each total
/// P(= total) and P(>= total).
Document oddsDocument(const codec::DiceOdds& odds);

/// Each row of a table's column with its chance, the rows of nested tables under theirs
/// (their ranges "A > B").
Document oddsDocument(const tables::TableOdds& odds);

/// The chain of an encounter in one place and time (`outremer odds encounter`): the
/// answers first, then each type with its effects rows, bands and counts, then the
/// distribution of the people against the party.
Document oddsDocument(const gen::EncounterOdds& odds);

/// One attack on the CRT (`outremer odds fight`): its strengths, ground, shifts and
/// column, each outcome's and each key's exact chance, and the footnotes of the
/// reconstructed cells read; its command replays it.
Document oddsDocument(const codec::FightOdds& fight);

/// "17/2 CC (about 8CC)": an expected amount of copper centimes, exact, then in the
/// book's coins rounded down.
std::string expectedMoneyText(const dice::Fraction& copper);

}  // namespace outremer::render
