// The encounter's words: its chances and what it carries, said from their kinds, and read back as
// written.
#include "codec/encounter.hpp"

#include <catch2/catch.hpp>

#include "codec/json_in.hpp"
#include "codec/json_out.hpp"

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
  const gen::Carried purse{.kind = gen::CarriedKind::purse, .detail = "d6 SC", .value = each};
  CHECK(codec::carriedWords(purse) == "Purse");
  CHECK(codec::carriedDetail(purse) == "d6 SC");
}

TEST_CASE("coins carried are said by what they are, those on mules or wagons counted for each") {
  using Kind = gen::CarriedKind;
  CHECK(codec::carriedWords({.kind = Kind::herd}) == "Herd");
  CHECK(codec::carriedWords({.kind = Kind::coinsIfRobbed}) == "Coins, if robbed");
  CHECK(codec::carriedWords({.kind = Kind::stockIfSold}) == "Stock, if sold");
  CHECK(codec::carriedWords({.kind = Kind::mules}) == "Mules");
  CHECK(codec::carriedWords({.kind = Kind::wagons}) == "Wagons");
  CHECK(codec::carriedWords({.kind = Kind::baggageMules}) == "Baggage mules, if captured");
  CHECK(codec::carriedWords({.kind = Kind::baggageWagons}) == "Baggage wagons, if captured");
  CHECK(codec::carriedDetail({.kind = Kind::mules, .detail = "d6 SF", .count = 5}) == "5 at d6 SF");
  CHECK(codec::carriedDetail({.kind = Kind::coinsIfRobbed, .detail = "2d6 SC"}) == "2d6 SC");
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

TEST_CASE("a band met is called by the tables' words and what it is to the encounter") {
  using Kind = gen::GroupLabelKind;
  CHECK(codec::groupLabelWords({Kind::force, "Saracen raiders", "pursued"}) == "Saracen raiders (pursued)");
  CHECK(codec::groupLabelWords({Kind::force, "Peasants"}) == "Peasants");
  CHECK(codec::groupLabelWords({Kind::fightingOrder, "Knights"}) == "Knights (fighting order)");
  CHECK(codec::groupLabelWords({Kind::escort, "Sergeant and retainers"}) == "Escort: Sergeant and retainers");
  CHECK(codec::groupLabelWords({Kind::escorting, "Pilgrims"}) == "Escorting: Pilgrims");
  CHECK(codec::groupLabelWords({Kind::pilgrims, "Pilgrims"}) == "Pilgrims: Pilgrims");
  CHECK(codec::groupLabelWords({Kind::churchmen, "Churchmen"}) == "Churchmen: Churchmen");
  CHECK(codec::groupLabelWords({Kind::greatLord, "Great lord"}) == "Great lord: Great lord");
  CHECK(codec::groupLabelWords({Kind::party, "Knight and retainers"}) == "Knight and retainers");
  CHECK(codec::groupLabelWords({Kind::party}) == "The party");
  CHECK(codec::groupLabelWords({Kind::asWritten, "Raiders (ahead)"}) == "Raiders (ahead)");
}

TEST_CASE("whom the campaign's party meets is said from its kind, and read back from those words") {
  using Kind = gen::GroupLabelKind;
  CHECK(codec::groupLabelWords({Kind::encounter, "Runaway"}) == "Runaway");
  CHECK(codec::groupLabelWords({Kind::encounter, "Brigands", "Pursuit by d20 on foot"}) ==
        "Brigands: Pursuit by d20 on foot");
  CHECK(codec::groupLabelWords({Kind::encounter, "Fighting men", "Town Militia", "Recruiting"}) ==
        "Fighting men: Town Militia, Recruiting");
  CHECK(codec::groupLabelWords({Kind::village}) == "A Moslem village to raid");
  CHECK(codec::groupLabelWords({Kind::lordsMen}) == "The great lord's men");
  CHECK(codec::groupLabelWords({Kind::mutineers}) == "Mutineers");
  for (const Kind kind : {Kind::village, Kind::lordsMen, Kind::mutineers}) {
    CHECK(codec::meetingLabelFromWords(codec::groupLabelWords({kind})) == gen::GroupLabel{kind});
  }
  // An encounter's words are kept as written: they say the same.
  CHECK(codec::meetingLabelFromWords("Brigands: Pursuit by d20 on foot") ==
        gen::GroupLabel{Kind::asWritten, "Brigands: Pursuit by d20 on foot"});
}

TEST_CASE("a band read back from a brief keeps its label as written, and writes it unchanged") {
  const auto json = nlohmann::json::parse(
      R"j({"label": "Knights (fighting order)", "who": "knight", "count": 0, "mount": "mounted", "opposing": true,
          "members": []})j");
  const auto group = codec::readJson<gen::EncounterGroup>(json, "groups[0]", "the brief");
  CHECK(group.label.kind == gen::GroupLabelKind::asWritten);
  CHECK(codec::groupLabelWords(group.label) == "Knights (fighting order)");
  CHECK(codec::jsonText(group).find(R"j("label":"Knights (fighting order)")j") != std::string::npos);
}
