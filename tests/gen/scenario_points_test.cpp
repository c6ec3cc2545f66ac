// A printed scenario's sides priced by the Montgisard purchase table, each printed type
// counted as its Outremer type at the type's minimum strengths.
#include "gen/scenario_points.hpp"

#include <catch2/catch.hpp>

#include "shipped_tables.hpp"

using namespace outremer;
using outremer::testing::printedScenario;
using outremer::testing::rules;


TEST_CASE("the purchase formulas as printed") {
  CHECK(gen::purchaseCost(1, 1, 24, 10) == 34);   // ATT + DEF
  CHECK(gen::purchaseCost(1, 0.5, 3, 3) == 4);    // ATT + half DEF, rounded down
  CHECK(gen::purchaseCost(1, 0.5, 3, 2) == 4);
  CHECK(gen::purchaseCost(2, 1, 8, 4) == 20);     // 2 ATT + DEF
  CHECK(gen::purchaseCost(3, 2, 3, 2) == 13);     // 3 ATT + 2 DEF
}

TEST_CASE("a printed type's group number is not part of its type") {
  CHECK(gen::typeLabel("Medium Infantry 2") == "Medium Infantry");
  CHECK(gen::typeLabel("Ghilman") == "Ghilman");
  CHECK(gen::typeLabel("Mamluks 1") == "Mamluks");
}

TEST_CASE("the Christians of Road to Jerusalem priced by hand") {
  // At minimum strengths: 8 Holy Knights 24/10, heavy cavalry ATT + DEF = 34 (272);
  // 6 Turcopoles 10/5, light cavalry 15 (90); 2 knights 20/8, 28 (56); 6 spearmen 3/2,
  // unarmoured foot 3 + 1 = 4 (24); 4 billmen 4/3, armoured foot 7 (28); 5 bowmen 2/2,
  // shortbow men 2x2 + 2 = 6 (30); 5 crossbowmen 3/2, 3x3 + 2x2 = 13 (65).
  const std::vector<gen::SidePoints> sides = gen::scenarioPoints(rules(), printedScenario("road-to-jerusalem"));
  REQUIRE(sides.size() == 2);
  CHECK(sides[0].characters == 36);
  CHECK(sides[0].unmapped == 0);
  CHECK(sides[0].points == 272 + 90 + 56 + 24 + 28 + 30 + 65);
  const gen::GroupPoints& crossbows = sides[0].groups.back();
  CHECK(crossbows.type == "crossbowman");
  CHECK(crossbows.attack == 3);
  CHECK(crossbows.defence == 2);
  CHECK(crossbows.each == 13);
}

TEST_CASE("the Franks of The spring of Cresson are twelve order knights at 34 points") {
  const std::vector<gen::SidePoints> sides = gen::scenarioPoints(rules(), printedScenario("spring-of-cresson"));
  CHECK(sides[0].characters == 12);
  CHECK(sides[0].points == 12 * 34);
}

TEST_CASE("animals and siege equipment are priced but are not characters") {
  const std::vector<gen::SidePoints> sides = gen::scenarioPoints(rules(), printedScenario("siege-of-safed"));
  // The Templars: 18 characters, 4 rock stockpiles (15 each) and 3 oil buckets (20 each).
  CHECK(sides[0].characters == 18);
  const gen::GroupPoints& rocks = sides[0].groups[sides[0].groups.size() - 2];
  CHECK(rocks.type.empty());
  CHECK(rocks.points == 4 * 15);
  CHECK(sides[0].groups.back().points == 3 * 20);
}

TEST_CASE("every type of every shipped scenario is mapped and priced") {
  for (const tables::Scenario& s : tables::defaultScenarios().scenarios) {
    const std::vector<gen::SidePoints> sides = gen::scenarioPoints(rules(), s);
    for (size_t i = 0; i < sides.size(); ++i) {
      INFO(s.id << ", " << s.sides[i].name);
      CHECK(sides[i].unmapped == 0);
      CHECK(sides[i].points > 0);
    }
  }
}
