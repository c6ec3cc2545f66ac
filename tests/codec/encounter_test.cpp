// The encounter's words: its chances and what it carries, said from their kinds, and read back as
// written.
#include "codec/encounter.hpp"

#include <catch2/catch.hpp>

#include "codec/json_in.hpp"

using namespace outremer;
using gen::ChanceKind;

TEST_CASE("a hunt's chances are said as the animals chart gives them, rolled when hunted") {
  const gen::EncounterChance kill{.kind = ChanceKind::kill, .percent = 40};
  const gen::EncounterChance killed{.kind = ChanceKind::hunterKilled, .percent = 5};
  const gen::EncounterChance wounded{.kind = ChanceKind::hunterWounded, .percent = 10};
  CHECK(codec::chanceWords(kill) == "Chance of kill");
  CHECK(codec::chanceWords(killed) == "Damage to self: killed (each hunter)");
  CHECK(codec::chanceWords(wounded) == "Damage to self: wounded (each hunter)");
  for (const gen::EncounterChance& chance : {kill, killed, wounded}) CHECK(codec::chanceWhenWords(chance) == "when hunted");
}

TEST_CASE("a rule's chance is said in its row's words, rolled now or later") {
  const gen::EncounterChance now{.kind = ChanceKind::rule, .what = "Asks to join", .percent = 35, .roll = 12};
  const gen::EncounterChance later{.kind = ChanceKind::rule, .what = "Recognised in town", .percent = 40, .later = true};
  CHECK(codec::chanceWords(now) == "Asks to join");
  CHECK(codec::chanceWhenWords(now).empty());
  CHECK(codec::chanceWhenWords(later) == "later");
}

TEST_CASE("a brief's chance is read back as written") {
  const auto json = nlohmann::json::parse(
      R"({"what": "Chance of kill", "percent": 40, "roll": null, "happened": null, "when": "when hunted"})");
  const auto chance = codec::readJson<gen::EncounterChance>(json, "chances[0]", "the brief");
  CHECK(chance.kind == ChanceKind::asWritten);
  CHECK(chance.percent == 40);
  CHECK(codec::chanceWords(chance) == "Chance of kill");
  CHECK(codec::chanceWhenWords(chance) == "when hunted");
}

TEST_CASE("animals carried are said as worth something if all are killed") {
  const tables::Money each = tables::Money::coins(2, "SC");
  const gen::Carried animals{.kind = gen::CarriedKind::animals, .what = "Gazelle", .value = each * 3, .count = 3, .each = each};
  CHECK(codec::carriedWords(animals) == "Gazelle, if all are killed");
  CHECK(codec::carriedDetail(animals) == "3 at " + each.normalised() + " each");
  const gen::Carried purse{.what = "Purse", .detail = "d6 SC", .value = each};
  CHECK(codec::carriedWords(purse) == "Purse");
  CHECK(codec::carriedDetail(purse) == "d6 SC");
}

TEST_CASE("a brief's thing carried is read back as written") {
  const auto json = nlohmann::json::parse(
      R"({"what": "Gazelle, if all are killed", "detail": "3 at 2SC each", "value": {"copper": 50, "text": "2SC"}})");
  const auto item = codec::readJson<gen::Carried>(json, "carried[0]", "the brief");
  CHECK(item.kind == gen::CarriedKind::asWritten);
  CHECK(item.value.copper == 50);
  CHECK(codec::carriedWords(item) == "Gazelle, if all are killed");
  CHECK(codec::carriedDetail(item) == "3 at 2SC each");
}
