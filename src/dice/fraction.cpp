#include "dice/fraction.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace outremer::dice {
namespace {

int trailingZeros(Count value) {
  const auto low = static_cast<uint64_t>(value);
  return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<uint64_t>(value >> 64));
}

}  // namespace

// Stein's binary algorithm: shifts and subtractions, where Euclid's would divide 128-bit
// numbers (a slow library call) at every step, and odds reduce a fraction for each total.
Count gcd(Count a, Count b) {
  if (a == 0) return b;
  if (b == 0) return a;
  const int shift = std::min(trailingZeros(a), trailingZeros(b));
  a >>= trailingZeros(a);
  while (b != 0) {
    // Once both fit in 64 bits the machine's own division is quicker.
    if (((a | b) >> 64) == 0) {
      return Count{std::gcd(static_cast<uint64_t>(a), static_cast<uint64_t>(b))} << shift;
    }
    b >>= trailingZeros(b);
    if (a > b) std::swap(a, b);
    b -= a;
  }
  return a << shift;
}

Fraction reduced(Count numerator, Count denominator) {
  const Count divisor = gcd(numerator, denominator);
  return {numerator / divisor, denominator / divisor};
}

Fraction operator*(const Fraction& a, const Fraction& b) {
  const Count first = gcd(a.numerator, b.denominator);
  const Count second = gcd(b.numerator, a.denominator);
  return reduced((a.numerator / first) * (b.numerator / second),
                 (a.denominator / second) * (b.denominator / first));
}

Fraction operator+(const Fraction& a, const Fraction& b) {
  const Count common = gcd(a.denominator, b.denominator);
  const Count aScale = b.denominator / common;
  return reduced(a.numerator * aScale + b.numerator * (a.denominator / common), a.denominator * aScale);
}

double percent(const Fraction& fraction) {
  return 100.0 * static_cast<double>(fraction.numerator) / static_cast<double>(fraction.denominator);
}

Ratio ratio(int64_t numerator, int64_t denominator) {
  const int64_t divisor = std::gcd(numerator, denominator) * (denominator < 0 ? -1 : 1);
  return {numerator / divisor, denominator / divisor};
}

Ratio operator+(const Ratio& a, const Ratio& b) {
  return ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

}  // namespace outremer::dice
