#include "dice/die.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace outremer::dice;

TEST_CASE("d100 reading rules: tens 0 means units only, 00 means 100") {
  CHECK(readPercentile(5, 4) == 54);
  CHECK(readPercentile(0, 4) == 4);
  CHECK(readPercentile(0, 9) == 9);
  CHECK(readPercentile(1, 0) == 10);
  CHECK(readPercentile(9, 9) == 99);
  CHECK(readPercentile(0, 0) == 100);
}

TEST_CASE("d100 from its two dice: every value 1..100 exactly once over the 100 face pairs") {
  std::map<int, int> seen;
  for (int pair = 0; pair < 100; ++pair) ++seen[readDicePair(100, pair).value];
  REQUIRE(seen.size() == 100);
  CHECK(seen.begin()->first == 1);
  CHECK(seen.rbegin()->first == 100);
  for (const auto& [value, times] : seen) CHECK(times == 1);
}

TEST_CASE("d20 is two d10 summed: exact triangular distribution over the 100 face pairs") {
  std::map<int, int> seen;
  for (int pair = 0; pair < 100; ++pair) ++seen[readDicePair(20, pair).value];
  for (int value = 2; value <= 20; ++value) {
    INFO("d20 = " << value);
    CHECK(seen[value] == std::min(value - 1, 21 - value));
  }
  CHECK(seen.count(1) == 0);
  CHECK(seen.size() == 19);
}

TEST_CASE("seeded rolls: every die stays in its range and the shapes hold") {
  Rng rng(12345);
  std::map<int, int> d6;
  std::map<int, int> d10;
  std::map<int, int> d20;
  std::map<int, int> d100;
  const int n = 200000;
  for (int i = 0; i < n; ++i) {
    ++d6[roll(rng, Die{6}).value];
    ++d10[roll(rng, Die{10}).value];
    ++d20[roll(rng, Die{20}).value];
    ++d100[roll(rng, Die{100}).value];
  }
  CHECK(d6.begin()->first == 1);
  CHECK(d6.rbegin()->first == 6);
  CHECK(d10.begin()->first == 1);
  CHECK(d10.rbegin()->first == 10);
  CHECK(d20.begin()->first == 2);
  CHECK(d20.rbegin()->first == 20);
  CHECK(d100.begin()->first == 1);
  CHECK(d100.rbegin()->first == 100);
  CHECK(d100.size() == 100);
  // d20: 11 comes up 10 times in 100, 2 and 20 once in 100 each (within 5 sigma).
  CHECK(std::abs(d20[11] - n / 10) < 5 * 134);
  CHECK(std::abs(d20[2] - n / 100) < 5 * 45);
  CHECK(std::abs(d20[20] - n / 100) < 5 * 45);
  for (const auto& [value, times] : d100) {
    INFO("d100 = " << value);
    CHECK(std::abs(times - n / 100) < 5 * 45);
  }
}
