#pragma once

#include <stdexcept>
#include <vector>

#include "dice/dice_expression.hpp"
#include "dice/die.hpp"
#include "dice/fraction.hpp"

namespace outremer::dice {

/// The most equally likely outcomes a distribution may count: 10^36 (12 d1000, 18 d20 or
/// d100, 36 d10, 46 d6). Past it the counts could overflow 128 bits in the sums below.
inline constexpr Count kMaxOutcomes = Count{1000000000000000000} * Count{1000000000000000000};

/// An expression whose dice have more than kMaxOutcomes outcomes between them.
class TooManyOutcomes : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Of all the equally likely ways some dice can fall, how many give each total: counted
/// exactly, never sampled.
class Distribution {
 public:
  /// One die, its faces enumerated as dice::roll reads them: d20 and d100 as the 100
  /// pairs of two d10 faces (readDicePair), any other die its faces 1..N.
  static Distribution of(Die die);
  /// A fixed number: one outcome, |total|.
  static Distribution constant(int total);
  /// Every total of |expression| and how many outcomes give it. Throws TooManyOutcomes,
  /// naming the expression, past kMaxOutcomes.
  static Distribution of(const DiceExpression& expression);

  /// The distribution of the sum of two independent totals.
  friend Distribution operator+(const Distribution& a, const Distribution& b);
  /// The distribution of the total taken away (its totals negated).
  Distribution negated() const;

  int minimum() const { return minimum_; }
  int maximum() const { return minimum_ + static_cast<int>(ways_.size()) - 1; }
  /// All the equally likely outcomes: the ways of every total summed.
  Count outcomes() const { return cumulative_.back(); }
  /// The outcomes that give exactly |total| (0 off the range).
  Count ways(int total) const;
  /// P(total = |total|), P(total >= |total|), P(total <= |total|), P(|low| <= total <= |high|).
  Fraction exactly(int total) const { return reduced(ways(total), outcomes()); }
  Fraction atLeast(int total) const { return reduced(outcomes() - waysAtMost(total - 1), outcomes()); }
  Fraction atMost(int total) const { return reduced(waysAtMost(total), outcomes()); }
  Fraction between(int low, int high) const;
  /// The exact mean total.
  Ratio mean() const { return mean_; }
  /// The smallest total with P(total <= it) >= |percent| / 100; |percent| in 1..100.
  int percentile(int percent) const;

 private:
  Distribution(int minimum, std::vector<Count> ways, Ratio mean);
  Count waysAtMost(int total) const;

  int minimum_ = 0;
  std::vector<Count> ways_;        // ways_[i]: outcomes giving minimum_ + i
  std::vector<Count> cumulative_;  // cumulative_[i]: outcomes giving at most minimum_ + i
  Ratio mean_;
};

}  // namespace outremer::dice
