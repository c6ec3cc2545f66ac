// Fractions and ratios as Catch prints them in a failure: "3/25".
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "dice/fraction.hpp"

namespace Catch {

template <>
struct StringMaker<outremer::dice::Fraction> {
  static std::string digits(outremer::dice::Count value) {
    std::string text;
    do {
      text.insert(text.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
      value /= 10;
    } while (value != 0);
    return text;
  }
  static std::string convert(const outremer::dice::Fraction& fraction) {
    return digits(fraction.numerator) + "/" + digits(fraction.denominator);
  }
};

template <>
struct StringMaker<outremer::dice::Ratio> {
  static std::string convert(const outremer::dice::Ratio& ratio) {
    return std::to_string(ratio.numerator) + "/" + std::to_string(ratio.denominator);
  }
};

}  // namespace Catch
