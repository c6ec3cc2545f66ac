#include "dice/distribution.hpp"

#include <catch2/catch.hpp>

#include "fraction_text.hpp"

#include <functional>
#include <map>

using namespace outremer::dice;

namespace {

// The faces of one die as a player throws it: a d20 two d10 (1..10 each) summed, a d100
// a tens and a units die (0..9 each) read as percentile dice, any other die 1..N. Written
// out here, not taken from the code under test.
std::vector<int> facesOf(Die die) {
  std::vector<int> faces;
  if (die.sides == 20) {
    for (int first = 1; first <= 10; ++first) {
      for (int second = 1; second <= 10; ++second) faces.push_back(first + second);
    }
  } else if (die.sides == 100) {
    for (int tens = 0; tens <= 9; ++tens) {
      for (int units = 0; units <= 9; ++units)
        faces.push_back(tens == 0 && units == 0 ? 100 : tens * 10 + units);
    }
  } else {
    for (int face = 1; face <= die.sides; ++face) faces.push_back(face);
  }
  return faces;
}

// How many of every combination of faces give each total: every die thrown in turn.
std::map<int, uint64_t> bruteForce(const DiceExpression& expression) {
  std::vector<std::pair<int, Die>> dice;  // sign, die
  int constant = 0;
  for (const Term& term : expression.terms()) {
    constant += term.sign * term.constant;
    for (int i = 0; i < term.count; ++i) dice.emplace_back(term.sign, term.die);
  }
  std::map<int, uint64_t> ways;
  std::function<void(size_t, int)> throwFrom = [&](size_t next, int total) {
    if (next == dice.size()) {
      ++ways[total];
      return;
    }
    for (const int face : facesOf(dice[next].second)) throwFrom(next + 1, total + dice[next].first * face);
  };
  throwFrom(0, constant);
  return ways;
}

uint64_t sumOf(const std::map<int, uint64_t>& ways) {
  uint64_t sum = 0;
  for (const auto& [total, count] : ways) sum += count;
  return sum;
}

const std::vector<std::string> kSmall = {
    "d6",      "2d6",        "d20",    "d100",      "d6 (minus 3 from die roll)",
    "2d10+10", "d10-5",      "3",      "d10",       "3d6",
    "d20-10",  "d4+d6-d8+2", "d20-d6", "2d20+d100", "d100+d20-20",
    "2d20+80"};

// Each total's ways, P(=), P(>=) and P(<=) against |ways|, thrown by hand.
void checkTotals(const DiceExpression& expression, const Distribution& distribution,
                 const std::map<int, uint64_t>& ways) {
  CHECK(distribution.minimum() == ways.begin()->first);
  CHECK(distribution.maximum() == ways.rbegin()->first);
  CHECK(distribution.minimum() == expression.minimum());
  CHECK(distribution.maximum() == expression.maximum());
  CHECK(distribution.outcomes() == Count{sumOf(ways)});
  for (int total = distribution.minimum() - 1; total <= distribution.maximum() + 1; ++total) {
    INFO("total " << total);
    const uint64_t expected = ways.contains(total) ? ways.at(total) : 0;
    CHECK(distribution.ways(total) == Count{expected});
    CHECK(distribution.exactly(total) == reduced(expected, sumOf(ways)));
    uint64_t atLeast = 0;
    for (auto it = ways.lower_bound(total); it != ways.end(); ++it) atLeast += it->second;
    CHECK(distribution.atLeast(total) == reduced(atLeast, sumOf(ways)));
    CHECK(distribution.atMost(total - 1) == reduced(sumOf(ways) - atLeast, sumOf(ways)));
  }
}

// The mean and percentiles against |ways|, thrown by hand.
void checkMeanAndPercentiles(const Distribution& distribution, const std::map<int, uint64_t>& ways) {
  int64_t sum = 0;
  for (const auto& [total, count] : ways) sum += total * static_cast<int64_t>(count);
  CHECK(distribution.mean() == ratio(sum, static_cast<int64_t>(sumOf(ways))));
  for (const int percent : {1, 5, 25, 50, 75, 95, 100}) {
    INFO(percent << "%");
    uint64_t atMost = 0;
    int expected = 0;
    for (const auto& [total, count] : ways) {
      atMost += count;
      expected = total;
      if (atMost * 100 >= percent * sumOf(ways)) break;
    }
    CHECK(distribution.percentile(percent) == expected);
  }
}

}  // namespace

TEST_CASE("totals, mean and percentiles are those of every combination of faces thrown by hand") {
  for (const std::string& text : kSmall) {
    INFO(text);
    const DiceExpression expression = DiceExpression::parse(text);
    const Distribution distribution = Distribution::of(expression);
    const std::map<int, uint64_t> ways = bruteForce(expression);
    checkTotals(expression, distribution, ways);
    checkMeanAndPercentiles(distribution, ways);
  }
}

TEST_CASE("the book's dice: a d20 is two d10 summed, a d100 is percentile, a d10 reads 1 to 10") {
  const Distribution d20 = Distribution::of(Die{20});
  CHECK(d20.outcomes() == 100);
  CHECK(d20.minimum() == 2);
  CHECK(d20.maximum() == 20);
  CHECK(d20.exactly(11) == Fraction{1, 10});
  CHECK(d20.exactly(2) == Fraction{1, 100});
  CHECK(d20.mean() == Ratio{11, 1});
  const Distribution d100 = Distribution::of(Die{100});
  CHECK(d100.minimum() == 1);
  CHECK(d100.maximum() == 100);
  CHECK(d100.exactly(100) == Fraction{1, 100});
  CHECK(d100.between(76, 87) == Fraction{3, 25});
  CHECK(d100.mean() == Ratio{101, 2});
  const Distribution d10 = Distribution::of(Die{10});
  CHECK(d10.minimum() == 1);
  CHECK(d10.exactly(10) == Fraction{1, 10});
}

TEST_CASE("2d6 worked by hand: its percentiles and the chance of 7 or more") {
  const Distribution two = Distribution::of(DiceExpression::parse("2d6"));
  CHECK(two.exactly(7) == Fraction{1, 6});
  CHECK(two.atLeast(7) == Fraction{7, 12});
  CHECK(two.atLeast(2) == Fraction{1, 1});
  CHECK(two.atLeast(13) == Fraction{0, 1});
  CHECK(two.percentile(5) == 3);
  CHECK(two.percentile(25) == 5);
  CHECK(two.percentile(50) == 7);
  CHECK(two.percentile(75) == 9);
  CHECK(two.percentile(95) == 11);
  CHECK(two.mean() == Ratio{7, 1});
}

TEST_CASE("every distribution's chances sum to exactly 1, the largest allowed too") {
  for (const std::string text : {"d6", "2d20+d100", "d6 (minus 3 from die roll)", "12d1000", "36d10", "18d20",
                                 "46d6", "6d1000-6d1000+10000", "9d100+9d20"}) {
    INFO(text);
    const Distribution distribution = Distribution::of(DiceExpression::parse(text));
    Count ways = 0;
    for (int total = distribution.minimum(); total <= distribution.maximum(); ++total)
      ways += distribution.ways(total);
    CHECK(ways == distribution.outcomes());
    CHECK(distribution.atLeast(distribution.minimum()) == Fraction{1, 1});
    if (distribution.maximum() - distribution.minimum() < 2000) {
      Fraction sum;
      for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
        sum = sum + distribution.exactly(total);
      }
      CHECK(sum == Fraction{1, 1});
    }
  }
}

TEST_CASE("more than 10^36 outcomes is refused, naming the expression") {
  CHECK(Distribution::of(DiceExpression::parse("12d1000")).outcomes() == kMaxOutcomes);
  CHECK_NOTHROW(Distribution::of(DiceExpression::parse("36d10")));
  CHECK_THROWS_WITH(Distribution::of(DiceExpression::parse("13d1000")),
                    "'13d1000' has more than 10^36 equally likely outcomes, too many to count exactly");
  CHECK_THROWS_AS(Distribution::of(DiceExpression::parse("100d1000")), TooManyOutcomes);
  CHECK_THROWS_AS(Distribution::of(DiceExpression::parse("37d10")), TooManyOutcomes);
  CHECK_THROWS_AS(Distribution::of(DiceExpression::parse("18d100+d6")), TooManyOutcomes);
}

TEST_CASE("fractions are reduced, multiplied and added exactly") {
  CHECK(reduced(12, 100) == Fraction{3, 25});
  CHECK(reduced(0, 36) == Fraction{0, 1});
  CHECK(gcd(0, 7) == 7);
  CHECK(gcd(Count{1} << 100, Count{3} << 60) == Count{1} << 60);
  CHECK(Fraction{3, 25} * Fraction{2, 5} == Fraction{6, 125});
  CHECK(Fraction{5, 6} * Fraction{3, 10} == Fraction{1, 4});
  CHECK(Fraction{1, 6} + Fraction{1, 3} == Fraction{1, 2});
  CHECK(Fraction{kMaxOutcomes - 1, kMaxOutcomes} * Fraction{kMaxOutcomes, kMaxOutcomes - 1} ==
        Fraction{1, 1});
  CHECK(percent(Fraction{3, 25}) == Approx(12.0));
  CHECK(ratio(-21, 2) == Ratio{-21, 2});
  CHECK(ratio(6, -4) == Ratio{-3, 2});
  CHECK(Ratio{7, 2} + Ratio{-1, 2} == Ratio{3, 1});
}
