#include "dice/rng.hpp"

#include <catch2/catch.hpp>

#include <vector>

using outremer::dice::Rng;

TEST_CASE("same seed, same numbers") {
  Rng a(42);
  Rng b(42);
  for (int i = 0; i < 1000; ++i) REQUIRE(a.next() == b.next());
}

TEST_CASE("pcg32 output for seed 42 is fixed on every platform") {
  // Recorded once; any change here changes every brief ever printed.
  Rng rng(42);
  std::vector<uint32_t> draws;
  for (int i = 0; i < 5; ++i) draws.push_back(rng.below(100));
  CHECK(draws == std::vector<uint32_t>{13, 75, 58, 21, 93});
}

TEST_CASE("bounded draws stay in range and reach both ends") {
  Rng rng(7);
  bool sawZero = false;
  bool sawTop = false;
  for (int i = 0; i < 10000; ++i) {
    const uint32_t value = rng.below(6);
    REQUIRE(value < 6);
    sawZero |= value == 0;
    sawTop |= value == 5;
  }
  CHECK(sawZero);
  CHECK(sawTop);
}

TEST_CASE("bounded draws are unbiased for a bound that does not divide 2^32") {
  // 3 * 2^30 leaves a large remainder: a plain modulo would give the low third
  // twice the weight of the top third.
  Rng rng(2024);
  const uint32_t bound = 3u << 30;
  int low = 0;
  int high = 0;
  for (int i = 0; i < 300000; ++i) {
    const uint32_t value = rng.below(bound);
    if (value < bound / 3) ++low;
    if (value >= 2 * (bound / 3)) ++high;
  }
  CHECK(std::abs(low - high) < 3000);
}

TEST_CASE("batch items get independent streams that do not depend on each other") {
  Rng first = Rng::forItem(99, 0);
  Rng second = Rng::forItem(99, 1);
  Rng firstAgain = Rng::forItem(99, 0);
  int same = 0;
  for (int i = 0; i < 100; ++i) {
    const uint32_t a = first.next();
    same += a == second.next();
    REQUIRE(a == firstAgain.next());
  }
  CHECK(same < 3);
}

TEST_CASE("generator state round-trips through text") {
  Rng rng(5);
  for (int i = 0; i < 17; ++i) rng.next();
  Rng restored = Rng::fromState(rng.state());
  CHECK(restored == rng);
  CHECK(restored.next() == rng.next());
  CHECK_THROWS_AS(Rng::fromState("not a state"), std::invalid_argument);
}
