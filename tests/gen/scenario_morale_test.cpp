// Montgisard's morale rules on the printed scenarios' sides: each character's level on the
// 4.1.1 Morale table, checked against what the book says of its scenarios and leaders.
#include "gen/scenario_morale.hpp"

#include <catch2/catch.hpp>

#include "shipped_tables.hpp"

using namespace outremer;
using outremer::testing::printedScenario;
using outremer::testing::rules;

namespace {

// The line of |side| for the character |name| (or a counted group of that type).
const gen::CharacterMorale& character(const gen::SideMorale& side, const std::string& name) {
  for (const gen::CharacterMorale& c : side.characters) {
    if (c.name == name || (c.name.empty() && c.type == name)) return c;
  }
  FAIL("no character " << name << " on " << side.name);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("Save the True Cross says the morale rules are in use, and the book names Bakkar an Emir") {
  const tables::Scenario& scenario = printedScenario("save-the-true-cross");
  REQUIRE(scenario.moraleRules);
  CHECK(scenario.moraleRules->printed == "Morale rules should be used in this scenario.");
  CHECK(scenario.moraleRules->reason.empty());
  const gen::ScenarioMorale morale = gen::scenarioMorale(rules(), scenario);
  REQUIRE(morale.sides.size() == 2);
  const gen::SideMorale& franks = morale.sides[0];
  CHECK(franks.column == "Western Europe");
  CHECK(character(franks, "Martin").morale == 15);  // Templars: Religious Orders, knights only
  CHECK(character(franks, "Milon").morale == 10);   // a noble, not one of the barons 4.1.1 names
  CHECK(character(franks, "Milon").className == "Knights");
  CHECK(character(franks, "Albert").morale == 10);  // the True Cross's bearer, a cleric
  CHECK(character(franks, "Robin").morale == 6);    // Burgesses: medium infantry
  CHECK(character(franks, "Urbain").level->entry ==
        "Turcopoles; Light cavalry; Heavy infantry; Medium infantry; Light infantry; Archers; Crossbowmen");
  const gen::SideMorale& ayyubids = morale.sides[1];
  CHECK(ayyubids.column == "Saracens");
  CHECK(character(ayyubids, "Bakkar").morale == 12);  // "Qudamah, Hisham, Munqidh and Bakkar are considered Emirs"
  CHECK(character(ayyubids, "Bakkar").level->entry == "Emirs; Sultan");
  CHECK(character(ayyubids, "Umayyah").morale == 10);  // Mamluks
  CHECK(character(ayyubids, "Shihab").morale == 10);   // Ghilman
  CHECK(character(ayyubids, "Farras").morale == 6);    // Archers: foot archers
  CHECK(morale.modifiers->rows.size() == 9);
  CHECK(morale.desertion->rows.size() == 2);
}

TEST_CASE("The heroic charge plays the morale rules by a reading, with the barons and king the book names") {
  const tables::Scenario& scenario = printedScenario("heroic-charge");
  REQUIRE(scenario.moraleRules);
  CHECK(scenario.moraleRules->printed.empty());
  CHECK(scenario.moraleRules->reason.find("4.1 Morale") != std::string::npos);
  const gen::ScenarioMorale morale = gen::scenarioMorale(rules(), scenario);
  const gen::SideMorale& franks = morale.sides[0];
  // "Raymond of Tripoli, Balian of Ibelin and Reynald de Châtillon are considered Barons."
  CHECK(character(franks, "Balian of Ibelin").level->entry == "Barons; King");
  CHECK(character(franks, "Balian of Ibelin").className == "Barons");
  CHECK(character(franks, "Reynald de Châtillon").morale == 12);
  CHECK(character(franks, "Baldwin IV").morale == 12);
  CHECK(character(franks, "Amédée").morale == 15);  // Knights Templars
  CHECK(character(franks, "Rémi").morale == 15);    // Knights Hospitallers
  CHECK(character(franks, "Miles").morale == 10);   // Knights
  // Animals take no morale test.
  const gen::CharacterMorale& camels = character(morale.sides[1], "Pack camels");
  CHECK(camels.level == nullptr);
  CHECK(camels.count == 3);
  // The readings are footnoted; the printed rows are not.
  bool barons = false;
  for (const gen::Footnote& note : morale.consulted.footnotes()) barons |= note.row->entry == "Baron";
  CHECK(barons);
}

TEST_CASE("The last stand of the Mamluks gives Saladin the Sultan's 12, and Cresson has no morale rules") {
  const tables::Scenario& lastStand = printedScenario("last-stand-of-the-mamluks");
  REQUIRE(lastStand.moraleRules);
  const gen::ScenarioMorale morale = gen::scenarioMorale(rules(), lastStand);
  CHECK(character(morale.sides[1], "Salah ed-Din").morale == 12);
  CHECK_FALSE(printedScenario("spring-of-cresson").moraleRules);
  CHECK_FALSE(printedScenario("road-to-jerusalem").moraleRules);
}

TEST_CASE("every type of every printed scenario's sides has a morale class, but animals and things") {
  for (const char* id : {"save-the-true-cross", "heroic-charge", "last-stand-of-the-mamluks"}) {
    const gen::ScenarioMorale morale = gen::scenarioMorale(rules(), printedScenario(id));
    for (const gen::SideMorale& side : morale.sides) {
      for (const gen::CharacterMorale& c : side.characters) {
        INFO(id << ": " << c.type);
        const bool thing = c.type.starts_with("Pack ") || c.type == "Mules";
        CHECK((c.level == nullptr) == thing);
      }
    }
  }
}
