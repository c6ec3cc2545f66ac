#include "codec/odds.hpp"

#include <fmt/format.h>

#include "codec/fight_words.hpp"
#include "tables/money.hpp"

namespace outremer::codec {

// In pieces of 19 digits, each a 64-bit number: a 128-bit division by 10 for every digit
// or two (fmt's way) made printing 12d1000's fractions a third of the query's time.
std::string countText(dice::Count count) {
  constexpr uint64_t kPiece = 10000000000000000000u;  // 10^19
  if (count >> 64 == 0) return std::to_string(static_cast<uint64_t>(count));
  const dice::Count high = count / kPiece;
  return countText(high) + fmt::format("{:019}", static_cast<uint64_t>(count - high * kPiece));
}

std::string exactFractionText(const dice::Fraction& fraction) {
  return countText(fraction.numerator) + '/' + countText(fraction.denominator);
}

std::string fightOddsTitle(const gen::AttackOdds& odds) {
  const gen::AttackTerms& terms = odds.terms;
  return fmt::format("Odds of one attack: {}{} against {} ({}{})", terms.attack,
                     terms.charge ? " charging" : terms.combined ? " combined" : "", terms.defence,
                     terms.mounted ? "a horseman" : "a man on foot", terms.panicking ? ", panicking" : "");
}

std::string aboutCoins(const dice::Fraction& copper) {
  return tables::Money{static_cast<int64_t>(copper.numerator / copper.denominator)}.normalised();
}

std::vector<TotalOdds> totalOdds(const dice::Distribution& distribution) {
  std::vector<TotalOdds> totals;
  for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
    totals.push_back({total, distribution.exactly(total), distribution.atLeast(total)});
  }
  return totals;
}

std::vector<Percentile> percentiles(const dice::Distribution& distribution) {
  std::vector<Percentile> list;
  for (const int percent : kOddsPercentiles) list.push_back({percent, distribution.percentile(percent)});
  return list;
}

std::vector<CountOdds> countOdds(const gen::Chances& chances) {
  const std::vector<dice::Fraction> atLeast = gen::chancesAtLeast(chances);
  std::vector<CountOdds> counts;
  for (const auto& [count, chance] : chances) counts.push_back({count, chance, atLeast[counts.size()]});
  return counts;
}

std::optional<std::string> columnOf(const tables::Table& table, size_t column) {
  if (table.columns.empty()) return std::nullopt;
  return table.columns[column];
}

std::vector<OddsShift> oddsShifts(const gen::AttackColumn& column) {
  std::vector<OddsShift> shifts;
  for (const gen::ColumnShift& shift : column.shifts) shifts.push_back({std::string(shiftWhy(shift)), shift.columns});
  return shifts;
}

std::string outcomeWords(const gen::OutcomeOdds& outcome) {
  if (outcome.effect == gen::AttackEffect::none) return "no effect (1.84)";
  std::string words = outcome.onAttacker ? "attacker " : "defender ";
  if (outcome.effect == gen::AttackEffect::retreat) return words + "retreats";
  return words + std::string(campaign::nameOf(outcome.effect));
}

}  // namespace outremer::codec
