#include "gen/dice_cache.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <thread>
#include <vector>

using namespace outremer;

TEST_CASE("a dice cache parses a text once and gives the same expression after") {
  const gen::DiceCache cache;
  const dice::DiceExpression& first = cache.get("2d6+1");
  CHECK(&cache.get("2d6+1") == &first);
  CHECK(first.maximum() == 13);
  CHECK(&cache.get("d6") != &first);
}

TEST_CASE("a dice cache keeps nothing for a text that is not dice") {
  const gen::DiceCache cache;
  CHECK_THROWS_AS(cache.get("two dice"), dice::DiceSyntaxError);
  CHECK_THROWS_AS(cache.get("two dice"), dice::DiceSyntaxError);
}

TEST_CASE("a dice cache past its slots still finds every text") {
  const gen::DiceCache cache;
  std::vector<const dice::DiceExpression*> parsed;
  for (int i = 1; i <= 2000; ++i) parsed.push_back(&cache.get("d6+" + std::to_string(i)));
  for (int i = 1; i <= 2000; ++i) {
    REQUIRE(&cache.get("d6+" + std::to_string(i)) == parsed[static_cast<size_t>(i - 1)]);
    REQUIRE(parsed[static_cast<size_t>(i - 1)]->maximum() == 6 + i);
  }
}

TEST_CASE("threads asking a dice cache at once get one expression per text") {
  const gen::DiceCache cache;
  std::vector<const dice::DiceExpression*> seen(4 * 50);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (size_t i = 0; i < 50; ++i) seen[t * 50 + i] = &cache.get("d10+" + std::to_string(i));
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (size_t t = 1; t < 4; ++t) {
    for (size_t i = 0; i < 50; ++i) CHECK(seen[t * 50 + i] == seen[i]);
  }
}
