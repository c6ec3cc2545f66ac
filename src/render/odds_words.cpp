// The words of a chance, shared by the odds documents and their JSON: counts, fractions,
// per cents and expected money.
#include <fmt/format.h>

#include "render/odds.hpp"
#include "tables/money.hpp"

namespace outremer::render {

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

std::string fractionText(const dice::Fraction& fraction) {
  return fraction.denominator == 1 ? countText(fraction.numerator) : exactFractionText(fraction);
}

// Short of certainty never reads 100%.
std::string percentText(const dice::Fraction& fraction) {
  const std::string text = fmt::format("{:.4g}%", dice::percent(fraction));
  return text == "100%" && fraction.numerator != fraction.denominator ? ">99.99%" : text;
}

std::string expectedMoneyText(const dice::Fraction& copper) {
  const tables::Money about{static_cast<int64_t>(copper.numerator / copper.denominator)};
  if (copper.denominator == 1) return fmt::format("{} CC ({})", countText(copper.numerator), about.normalised());
  return fmt::format("{} CC (about {})", fractionText(copper), about.normalised());
}

}  // namespace outremer::render
