#include "gen/roll_log.hpp"

#include <catch2/catch.hpp>

#include "dice/roll_format.hpp"
#include "shipped_tables.hpp"

using outremer::testing::rules;

using namespace outremer;

TEST_CASE("a roll log that keeps only the last roll rolls the same dice and keeps no lines or footnotes") {
  const dice::DiceExpression& dice = rules().dice("2d6");
  const tables::Table& table = rules().table("initial-encounter");
  dice::Rng fullRng(11);
  dice::Rng quietRng(11);
  gen::RollLog full;
  gen::RollLog quiet(gen::RollLog::Keeps::lastRoll);
  const gen::Purpose twoDice{gen::RollFor::howMany, {"two dice"}};
  CHECK(full.roll(fullRng, dice, twoDice) == quiet.roll(quietRng, dice, twoDice));
  CHECK(full.word(full.rolls().back(), 0) == "two dice");
  CHECK(full.lastResult() == quiet.lastResult());
  CHECK(full.lastDice() == quiet.lastDice());
  CHECK(full.lastDice() == dice::formatRoll(full.view(full.rolls().back())));
  for (int i = 0; i < 50; ++i) {
    const gen::Purpose who{gen::RollFor::encounterType};
    CHECK(&full.rollOn(fullRng, table, 0, who) == &quiet.rollOn(quietRng, table, 0, who));
    CHECK(full.lastResult() == quiet.lastResult());
    const gen::Purpose chance{gen::RollFor::ruleChance, {"chance"}};
    CHECK(full.chance(fullRng, 40, chance) == quiet.chance(quietRng, 40, chance));
    CHECK(full.lastResult() == full.rolls().back().result);
    CHECK(full.lastResult() == quiet.lastResult());
    CHECK(full.lastDice() == quiet.lastDice());  // a chance's d100, as either log keeps it
  }
  CHECK(fullRng == quietRng);
  CHECK(full.rolls().size() == 101);
  CHECK_FALSE(full.footnotes().empty());  // the encounter table has reconstructed rows
  CHECK(quiet.rolls().empty());
  CHECK(quiet.footnotes().empty());
}

TEST_CASE("a fixed number throws no die: it is the last roll, but the log does not list it") {
  const dice::DiceExpression d6 = dice::DiceExpression::parse("d6");
  const dice::DiceExpression one = dice::DiceExpression::parse("1");
  dice::Rng rng(3);
  gen::RollLog log;
  const gen::Purpose wagons{gen::RollFor::howMany, {"wagons"}};
  const int thrown = log.roll(rng, d6, wagons);
  CHECK(log.lastResult() == thrown);
  CHECK(log.roll(rng, one, wagons) == 1);
  CHECK(log.rolls().size() == 1);
  CHECK(log.lastResult() == 1);
  CHECK(log.lastDice() == dice::formatRoll(dice::RollView{"1", one.terms(), {}, 1}));
  const int again = log.roll(rng, d6, wagons);  // a throw after it is listed again
  CHECK(log.rolls().back().result == again);
  CHECK(log.rolls().size() == 2);
  CHECK(log.lastDice() == dice::formatRoll(log.view(log.rolls().back())));
}

TEST_CASE("a cleared log rolls and footnotes as a new one") {
  const dice::DiceExpression& dice = rules().dice("2d6");
  const tables::Table& table = rules().table("initial-encounter");
  const auto play = [&](gen::RollLog& log, uint64_t seed) {
    dice::Rng rng(seed);
    for (int i = 0; i < 30; ++i) {
      log.roll(rng, dice, {gen::RollFor::howMany, {"two dice"}});
      log.rollOn(rng, table, 0, {gen::RollFor::encounterType});
      log.chance(rng, 40, {gen::RollFor::ruleChance, {"chance"}});
    }
  };
  gen::RollLog reused;
  play(reused, 5);
  reused.clear();
  CHECK(reused.rolls().empty());
  CHECK(reused.footnotes().empty());
  play(reused, 7);
  gen::RollLog fresh;
  play(fresh, 7);
  REQUIRE(reused.rolls().size() == fresh.rolls().size());
  CHECK(reused.footnotes().size() ==
        fresh.footnotes().size());  // rows footnoted before the clear are footnoted again
  for (size_t i = 0; i < fresh.rolls().size(); ++i) {
    CHECK(dice::formatRoll(reused.view(reused.rolls()[i])) == dice::formatRoll(fresh.view(fresh.rolls()[i])));
    CHECK(reused.word(reused.rolls()[i], 0) == fresh.word(fresh.rolls()[i], 0));
  }
  CHECK(reused.lastResult() == fresh.lastResult());
  CHECK(reused.lastDice() == fresh.lastDice());
}
