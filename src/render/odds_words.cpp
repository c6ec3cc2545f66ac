// The words of a chance in the odds documents: fractions, per cents and expected money
// (a count's digits and an exact fraction are the JSON's, codec/odds.hpp).
#include <fmt/format.h>

#include "render/odds.hpp"

namespace outremer::render {

std::string fractionText(const dice::Fraction& fraction) {
  return fraction.denominator == 1 ? codec::countText(fraction.numerator) : codec::exactFractionText(fraction);
}

// Short of certainty never reads 100%.
std::string percentText(const dice::Fraction& fraction) {
  const std::string text = fmt::format("{:.4g}%", dice::percent(fraction));
  return text == "100%" && fraction.numerator != fraction.denominator ? ">99.99%" : text;
}

std::string expectedMoneyText(const dice::Fraction& copper) {
  const std::string about = codec::aboutCoins(copper);
  if (copper.denominator == 1) return fmt::format("{} CC ({})", codec::countText(copper.numerator), about);
  return fmt::format("{} CC (about {})", fractionText(copper), about);
}

}  // namespace outremer::render
