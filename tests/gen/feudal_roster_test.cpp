// A force converted to the feudal-age skirmish rules' figures and units.
#include "gen/feudal_roster.hpp"

#include <catch2/catch.hpp>

#include "codec/feudal_roster.hpp"
#include "shipped_tables.hpp"

using namespace outremer;
using outremer::testing::rules;

namespace {

// "HC elite" for a class: its armour's abbreviation and its grade.
std::string kind(const gen::FigureClass& c) {
  return rules().text(*c.armour, c.mounted ? "cavalry" : "infantry") + " " + rules().text(*c.grade, "grade");
}

}  // namespace

TEST_CASE("men become figures at five a figure, rounded to the nearest, at least one") {
  CHECK(gen::figuresFor(0) == 0);
  CHECK(gen::figuresFor(1) == 1);
  CHECK(gen::figuresFor(2) == 1);
  CHECK(gen::figuresFor(7) == 1);
  CHECK(gen::figuresFor(8) == 2);
  CHECK(gen::figuresFor(20) == 4);
  CHECK(gen::figuresFor(22) == 4);
  CHECK(gen::figuresFor(23) == 5);
  CHECK(gen::figuresFor(100) == 20);
}

TEST_CASE("the rules' worked example: 1 Centenar, 3 HC elite knights and 6 MC warrior troopers") {
  // 20 knights and 30 mounted sergeants: 4 figures of knights and 6 of troopers, one
  // 10-figure cavalry unit led by one of the knights.
  const std::vector<gen::ForceLine> force{{"knight", 20, true}, {"sergeant", 30, true}};
  const gen::FeudalRoster roster = gen::feudalRoster(rules(), force);
  CHECK(roster.men == 50);
  CHECK(roster.figures == 10);
  REQUIRE(roster.units.size() == 1);
  const gen::FeudalUnit& unit = roster.units[0];
  CHECK(unit.cavalry);
  CHECK(unit.size() == 10);
  CHECK(kind(roster.classes[unit.leader]) == "HC Elite");
  REQUIRE(unit.figures.size() == 2);
  CHECK(unit.figures[0].count == 3);
  CHECK(kind(roster.classes[unit.figures[0].figureClass]) == "HC Elite");
  CHECK(unit.figures[1].count == 6);
  CHECK(kind(roster.classes[unit.figures[1].figureClass]) == "MC Warrior");
  CHECK(unit.notes.empty());
}

TEST_CASE("cavalry beyond 20 figures makes retinues of even size, each with its knights") {
  const std::vector<gen::ForceLine> force{{"knight", 40, true}, {"sergeant", 100, true}};
  const gen::FeudalRoster roster = gen::feudalRoster(rules(), force);
  CHECK(roster.figures == 28);
  REQUIRE(roster.units.size() == 2);
  for (const gen::FeudalUnit& unit : roster.units) {
    CHECK(unit.size() == 14);
    CHECK(rules().text(*roster.classes[unit.leader].grade, "grade") == "Elite");
    CHECK(unit.notes.empty());  // 3 knights with 10 lesser: within 2X-4X
  }
}

TEST_CASE("foot goes by class, missile weapons carried over, non-combatants left out") {
  const std::vector<gen::ForceLine> force{
      {"crossbowman", 25, false}, {"spearman", 60, false}, {"civilian", 4, false}, {"nobody-known", 3, false}};
  const gen::FeudalRoster roster = gen::feudalRoster(rules(), force);
  CHECK(roster.men == 85);
  CHECK(roster.figures == 17);
  REQUIRE(roster.units.size() == 1);
  CHECK_FALSE(roster.units[0].cavalry);
  REQUIRE(roster.classes.size() == 2);
  const auto crossbows = std::find_if(roster.classes.begin(), roster.classes.end(),
                                      [](const gen::FigureClass& c) { return c.weapon != nullptr; });
  REQUIRE(crossbows != roster.classes.end());
  CHECK(crossbows->weapon->id == "light-crossbow");
  CHECK(crossbows->figures == 5);
  REQUIRE(roster.leftOut.size() == 2);
  CHECK(roster.leftOut[0].type == "Civilian");
  CHECK(roster.leftOut[0].why.kind == gen::LeftOutKind::notFighting);
  CHECK(roster.leftOut[1].why.kind == gen::LeftOutKind::noMapping);
}

TEST_CASE("a small force is one unit under ten figures, noted") {
  const std::vector<gen::ForceLine> force{{"knight", 5, true}, {"sergeant", 5, true}};
  const gen::FeudalRoster roster = gen::feudalRoster(rules(), force);
  REQUIRE(roster.units.size() == 1);
  CHECK(roster.units[0].size() == 2);
  CHECK(roster.units[0].figures.size() == 1);
  REQUIRE(roster.units[0].notes.size() == 1);
  CHECK(roster.units[0].notes[0].kind == gen::UnitNoteKind::fewFigures);
  CHECK(roster.units[0].notes[0].figures == 2);
  CHECK(codec::unitNoteWords(roster.units[0].notes[0]).starts_with("2 figures: fewer than the rules' 10-20"));
}
