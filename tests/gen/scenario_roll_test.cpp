// A printed scenario's characters with strengths rolled as for a one-off scenario.
#include "gen/scenario_roll.hpp"

#include <catch2/catch.hpp>

#include "shipped_tables.hpp"
#include "codec/roll_words.hpp"

using namespace outremer;
using outremer::testing::printedScenario;
using outremer::testing::rules;


TEST_CASE("every character counter of a scenario gets one d10 for his strengths") {
  const tables::Scenario& road = printedScenario("road-to-jerusalem");
  const std::vector<gen::SidePoints> priced = gen::scenarioPoints(rules(), road);
  dice::Rng rng(7);
  gen::RollLog log;
  const std::vector<gen::RolledSide> rolled = gen::rollScenarioStrengths(rules(), rng, log, priced);
  REQUIRE(rolled.size() == priced.size());
  size_t characters = 0;
  for (const gen::RolledSide& side : rolled) {
    for (const gen::RolledGroup& group : side.groups) characters += group.characters.size();
  }
  CHECK(characters == 36 + static_cast<size_t>(priced[1].characters));
  CHECK(log.rolls().size() == characters);
  // The Outremer scenarios count their counters: each is named by its group's type.
  const gen::RolledGroup& knights = rolled[0].groups[0];
  CHECK(knights.characters[0].name == "Holy Knights 1");
  CHECK(knights.characters[7].name == "Holy Knights 8");
  for (const gen::Character& knight : knights.characters) {
    CHECK(knight.mounted);
    CHECK(knight.attack >= 24);
    CHECK(knight.attack <= 36);
  }
}

TEST_CASE("the strengths are the d10's places in the type's range") {
  const tables::Scenario& cresson = printedScenario("spring-of-cresson");
  const std::vector<gen::SidePoints> priced = gen::scenarioPoints(rules(), cresson);
  dice::Rng rng(11);
  gen::RollLog log;
  const std::vector<gen::RolledSide> rolled = gen::rollScenarioStrengths(rules(), rng, log, priced);
  const gen::Character& remi = rolled[0].groups[0].characters[0];
  CHECK(remi.name == "Rémi");
  // The roll for Rémi is the first, placing him as placeStrengths does for its tenths.
  const int face = log.rolls()[0].result;
  const gen::StrengthRow row = gen::strengthRow(rules(), "holy-order-knight");
  const gen::Strengths expected = gen::placeStrengths(rules(), *row.row, face == 10 ? 0 : face);
  CHECK(remi.attack == expected.mountedAttack);
  CHECK(remi.defence == expected.mountedDefence);
  CHECK(codec::purposeWords(log, log.rolls()[0]).find("strength of Rémi") == 0);
}

TEST_CASE("the same seed rolls the same strengths") {
  const tables::Scenario& cresson = printedScenario("spring-of-cresson");
  const std::vector<gen::SidePoints> priced = gen::scenarioPoints(rules(), cresson);
  dice::Rng first(3);
  dice::Rng second(3);
  gen::RollLog firstLog;
  gen::RollLog secondLog;
  const auto a = gen::rollScenarioStrengths(rules(), first, firstLog, priced);
  const auto b = gen::rollScenarioStrengths(rules(), second, secondLog, priced);
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    REQUIRE(a[i].groups.size() == b[i].groups.size());
    for (size_t g = 0; g < a[i].groups.size(); ++g) CHECK(a[i].groups[g].characters == b[i].groups[g].characters);
  }
}
