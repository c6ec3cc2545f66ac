#include "dice/distribution.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace outremer::dice {
namespace {

// The outcomes of one throw of |die|: 100 for a d20 or d100 (two d10), else its sides.
Count outcomesOf(Die die) { return die.thrownAsTwoD10() ? 100 : static_cast<Count>(die.sides); }

// Refuses |expression| before any counting when its dice have more than kMaxOutcomes
// outcomes between them.
void checkOutcomes(const DiceExpression& expression) {
  Count outcomes = 1;
  for (const Term& term : expression.terms()) {
    for (int i = 0; i < term.count; ++i) {
      if (outcomes > kMaxOutcomes / outcomesOf(term.die)) {
        throw TooManyOutcomes("'" + expression.text() +
                              "' has more than 10^36 equally likely outcomes, too many to count exactly");
      }
      outcomes *= outcomesOf(term.die);
    }
  }
}

bool allEqual(const std::vector<Count>& ways) {
  return std::all_of(ways.begin(), ways.end(), [&](Count w) { return w == ways.front(); });
}

}  // namespace

Distribution::Distribution(int minimum, std::vector<Count> ways, Ratio mean)
    : minimum_(minimum), ways_(std::move(ways)), cumulative_(ways_.size()), mean_(mean) {
  Count sum = 0;
  for (size_t i = 0; i < ways_.size(); ++i) cumulative_[i] = sum += ways_[i];
}

Distribution Distribution::of(Die die) {
  std::vector<Count> ways(static_cast<size_t>(die.maximum() - die.minimum() + 1));
  int64_t sum = 0;
  const auto count = [&](int value) {
    ways[static_cast<size_t>(value - die.minimum())] += 1;
    sum += value;
  };
  if (die.thrownAsTwoD10()) {
    for (int pair = 0; pair < 100; ++pair) count(readDicePair(die.sides, pair).value);
  } else {
    for (int face = 1; face <= die.sides; ++face) count(face);
  }
  return Distribution(die.minimum(), std::move(ways), ratio(sum, static_cast<int64_t>(outcomesOf(die))));
}

Distribution Distribution::constant(int total) { return Distribution(total, {1}, ratio(total, 1)); }

Distribution Distribution::of(const DiceExpression& expression) {
  checkOutcomes(expression);
  Distribution total = constant(0);
  for (const Term& term : expression.terms()) {
    if (term.count == 0) {
      total = total + constant(term.sign * term.constant);
      continue;
    }
    const Distribution die = term.sign > 0 ? of(term.die) : of(term.die).negated();
    for (int i = 0; i < term.count; ++i) total = total + die;
  }
  return total;
}

// A convolution of the counts. When |b| gives every total equally often (any die but the
// d20) each total of the sum is a window of |a|'s running sums, so a hundred d1000 cost
// no more than a hundred passes over the totals.
Distribution operator+(const Distribution& a, const Distribution& b) {
  const size_t n = a.ways_.size();
  const size_t m = b.ways_.size();
  std::vector<Count> ways(n + m - 1);
  if (allEqual(b.ways_)) {
    for (size_t j = 0; j < ways.size(); ++j) {
      const size_t low = j >= m ? j - m + 1 : 0;
      const size_t high = std::min(j, n - 1);
      ways[j] = b.ways_.front() * (a.cumulative_[high] - (low > 0 ? a.cumulative_[low - 1] : 0));
    }
  } else {
    for (size_t i = 0; i < n; ++i) {
      for (size_t k = 0; k < m; ++k) ways[i + k] += a.ways_[i] * b.ways_[k];
    }
  }
  return Distribution(a.minimum_ + b.minimum_, std::move(ways), a.mean_ + b.mean_);
}

Distribution Distribution::negated() const {
  return Distribution(-maximum(), std::vector<Count>(ways_.rbegin(), ways_.rend()),
                      {-mean_.numerator, mean_.denominator});
}

Count Distribution::ways(int total) const {
  if (total < minimum_ || total > maximum()) return 0;
  return ways_[static_cast<size_t>(total - minimum_)];
}

Count Distribution::waysAtMost(int total) const {
  if (total < minimum_) return 0;
  if (total >= maximum()) return outcomes();
  return cumulative_[static_cast<size_t>(total - minimum_)];
}

Fraction Distribution::between(int low, int high) const {
  return reduced(low > high ? 0 : waysAtMost(high) - waysAtMost(low - 1), outcomes());
}

// outcomes() <= 10^36, so a count times 100 still fits in 128 bits: the comparison is exact.
int Distribution::percentile(int percent) const {
  const Count needed = static_cast<Count>(percent) * outcomes();
  const auto reached = std::find_if(cumulative_.begin(), cumulative_.end(),
                                    [&](Count atMost) { return atMost * 100 >= needed; });
  return minimum_ + static_cast<int>(reached - cumulative_.begin());
}

}  // namespace outremer::dice
