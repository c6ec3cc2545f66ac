// A roll's purpose is kept as a kind with words and numbers, and put into words here.
#include "codec/roll_words.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "../gen/shipped_tables.hpp"
#include "gen/encounter.hpp"
#include "gen/fight.hpp"

using namespace outremer;
using gen::RollFor;

TEST_CASE("a roll's purpose is worded from its kind, words and numbers, and a chance adds its percent") {
  gen::RollLog log;
  dice::Rng rng(7);
  const dice::DiceExpression d10 = dice::DiceExpression::parse("d10");
  {
    // The words are copied as the roll is made: the name may go before the log is read.
    std::string name = "Rémi";
    log.roll(rng, d10, {RollFor::strength, {name, "Knight Templar"}});
    name = "someone else";
  }
  log.roll(rng, d10, {RollFor::groupMember, {"Saracen raiders"}, {2, 5}});
  log.count(rng, d10, {RollFor::howManyAs, {"pilgrims", "escort"}});
  log.roll(rng, d10, {RollFor::ruleChance, {"a rule's words"}});
  log.chance(rng, 40, {RollFor::recognisedIn, {"Acre"}});
  REQUIRE(log.rolls().size() == 5);
  CHECK(codec::purposeWords(log, log.rolls()[0]) == "strength of Rémi (Knight Templar; 10 reads 0)");
  CHECK(codec::purposeWords(log, log.rolls()[1]) == "Saracen raiders 2 of 5");
  CHECK(codec::purposeWords(log, log.rolls()[2]) == "how many: pilgrims (escort)");
  CHECK(codec::purposeWords(log, log.rolls()[3]) == "a rule's words");
  CHECK(codec::purposeWords(log, log.rolls()[4]) == "recognised in Acre (40%)");
}

TEST_CASE("a numbered thing of the loot is worded with its number") {
  gen::RollLog log;
  dice::Rng rng(7);
  const dice::DiceExpression d6 = dice::DiceExpression::parse("d6");
  log.roll(rng, d6, {RollFor::lootItem, {"Room"}, {3}});
  log.count(rng, d6, {RollFor::lootItemCoins, {"Mule", "SF"}, {2}});
  log.count(rng, d6, {RollFor::lootCoins, {"Pilgrims' purses", "SC"}});
  REQUIRE(log.rolls().size() == 3);
  CHECK(codec::purposeWords(log, log.rolls()[0]) == "Room 3");
  CHECK(codec::purposeWords(log, log.rolls()[1]) == "Mule 2: SF coins");
  CHECK(codec::purposeWords(log, log.rolls()[2]) == "Pilgrims' purses: SC coins");
}

TEST_CASE("coins carried are worded by the thing that carries them, and which of them") {
  gen::RollLog log;
  dice::Rng rng(7);
  const dice::DiceExpression d6 = dice::DiceExpression::parse("d6");
  log.count(rng, d6, {RollFor::coinsOf, {"", "SF"}, {static_cast<int>(gen::CarriedKind::mules), 2}});
  log.count(rng, d6, {RollFor::coinsOf, {"", "SC"}, {static_cast<int>(gen::CarriedKind::purse), 0}});
  REQUIRE(log.rolls().size() == 2);
  CHECK(codec::purposeWords(log, log.rolls()[0]) == "Mules 2: SF");
  CHECK(codec::purposeWords(log, log.rolls()[1]) == "Purse: SC");
}

TEST_CASE("a log that keeps only its last roll keeps no words, and throws the same dice") {
  const int kFriendRouting = static_cast<int>(gen::MoraleOccasion::friendRouting);
  gen::RollLog everything;
  gen::RollLog last(gen::RollLog::Keeps::lastRoll);
  dice::Rng a(3), b(3);
  const dice::DiceExpression d6 = dice::DiceExpression::parse("2d6");
  for (int i = 0; i < 50; ++i) {
    const std::string who = "member " + std::to_string(i);
    CHECK(everything.roll(a, d6, {RollFor::morale, {who}, {i, kFriendRouting}}) ==
          last.roll(b, d6, {RollFor::morale, {who}, {i, kFriendRouting}}));
  }
  CHECK(last.rolls().empty());
  CHECK(codec::purposeWords(everything, everything.rolls().back()) == "morale of member 49 (a friend routing), 49 or less holds");
}

TEST_CASE("a pick among the maps or terrains a row lists is worded with the choices numbered") {
  const gen::Rules& rules = testing::rules();
  const tables::Table& maps = rules.table("tactical-maps");
  const tables::Row& highway = rules.row("tactical-maps-by-place", "highway");
  const tables::Row& forest = rules.row("tactical-maps", "forest");
  gen::RollLog log;
  dice::Rng rng(7);
  const dice::DiceExpression d3 = dice::DiceExpression::parse("d3");
  log.roll(rng, d3, {RollFor::terrainFor, {}, {}, &highway, &maps});
  log.roll(rng, d3, {RollFor::mapFor, {forest.entry}, {}, &forest});
  REQUIRE(log.rolls().size() == 2);
  CHECK(codec::purposeWords(log, log.rolls()[0]) == "terrain (1 Open Terrain, 2 River, 3 Coast)");
  CHECK(codec::purposeWords(log, log.rolls()[1]) == "map for Forest (1 The Woods, 2 The Olive Grove, 3 The Forest)");
}

TEST_CASE("a pick among rows the caller lists is worded with each choice numbered, as its kind says it") {
  tables::Row knight;
  knight.entry = "Other Knights";
  tables::Row squire;
  squire.entry = "Squire";
  tables::Row mangonel;
  mangonel.entry = "Mangonel";
  const std::vector<gen::Choice> people{{&knight, 1}, {&squire, 0}};
  const std::vector<gen::Choice> engines{{&mangonel, 40}};
  gen::RollLog log;
  dice::Rng rng(7);
  const dice::DiceExpression d2 = dice::DiceExpression::parse("d2");
  log.roll(rng, d2, {.what = RollFor::leaderChosen, .words = {"The Franks"}, .choices = people});
  log.roll(rng, d2, {.what = RollFor::retainerChosen, .words = {"Manassé"}, .choices = people});
  log.roll(rng, d2, {.what = RollFor::siegeEngineChosen, .words = {"The Franks"}, .choices = engines});
  REQUIRE(log.rolls().size() == 3);
  CHECK(codec::purposeWords(log, log.rolls()[0]) ==
        "leader of The Franks (1 Other Knights, mounted, 2 Squire)");
  CHECK(codec::purposeWords(log, log.rolls()[1]) ==
        "retainer of Manassé (1 Other Knights, mounted, 2 Squire)");
  CHECK(codec::purposeWords(log, log.rolls()[2]) == "siege engine of The Franks (1 Mangonel 40)");
}
