#pragma once

#include <cstdint>

namespace outremer::dice {

/// A number of equally likely outcomes, or a term of a probability: 128 bits, so that a
/// count up to 10^36 times 100 still fits (dice/distribution.hpp keeps counts that small).
__extension__ using Count = unsigned __int128;

/// A probability as an exact fraction, always reduced; 0 is 0/1 and certainty 1/1.
struct Fraction {
  Count numerator = 0;
  Count denominator = 1;

  friend bool operator==(const Fraction&, const Fraction&) = default;
};

/// The greatest common divisor; gcd(0, b) is b. (std::gcd takes no 128-bit numbers in
/// standard C++.)
Count gcd(Count a, Count b);

/// |numerator| / |denominator| reduced; |denominator| must not be 0.
Fraction reduced(Count numerator, Count denominator);

/// The product of two probabilities, reduced. Factors are cancelled crosswise first, so
/// it overflows only when the reduced product's own terms would not fit in 128 bits.
Fraction operator*(const Fraction& a, const Fraction& b);

/// The sum of two probabilities, reduced; it overflows when the sum over the least common
/// denominator does not fit in 128 bits.
Fraction operator+(const Fraction& a, const Fraction& b);

/// |fraction| in per cent, to double precision: for showing beside the exact fraction.
double percent(const Fraction& fraction);

/// A signed exact fraction, reduced, with a positive denominator: a mean.
struct Ratio {
  int64_t numerator = 0;
  int64_t denominator = 1;

  friend bool operator==(const Ratio&, const Ratio&) = default;
};

/// |numerator| / |denominator| reduced, the sign on the numerator; |denominator| != 0.
Ratio ratio(int64_t numerator, int64_t denominator);
Ratio operator+(const Ratio& a, const Ratio& b);

}  // namespace outremer::dice
