#pragma once

#include <string>
#include <vector>

#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "tables/scenario.hpp"

namespace outremer::gen {

// Montgisard's morale rules on a printed scenario's sides (docs/SCENARIOS.md, Morale):
// each character's class and level on the 4.1.1 Morale table, by its side's column
// (Western Europe for the Christians, Saracens for the Moslems) and the
// montgisard-morale-classes reading of its printed type.

/// A line of a side: one named character, or a counted group (Outremer prints counts).
struct CharacterMorale {
  std::string name;  // the counter's name, or empty for a counted group
  std::string type;  // the type as printed
  int count = 1;
  const tables::Row* level = nullptr;  // its montgisard-morale-levels row; nullptr: no class
  int morale = 0;                      // that row's level (15, 12, 10, 6, 2)
  std::string className;               // the table's words for its class: "Barons"
};

struct SideMorale {
  std::string name;    // the side's heading
  std::string column;  // the Morale table's column: "Western Europe", "Saracens"
  std::vector<CharacterMorale> characters;  // in the printed order
};

struct ScenarioMorale {
  tables::MoraleRules inUse;  // why the scenario is played with them
  std::vector<SideMorale> sides;
  const tables::Table* modifiers = nullptr;  // montgisard-morale-modifiers
  const tables::Table* desertion = nullptr;  // the 4.5.1 Desertion table
  /// Every row read (the classes' readings, the levels, modifiers and desertion table);
  /// its footnotes are the readings not printed. No dice.
  RollLog consulted;
};

/// The morale classes of |scenario|'s sides. Animals, siege equipment and types with no
/// montgisard-morale-classes row for the side's faction have no level. Pure. Throws
/// RulesError when a table or row the classes name is missing.
ScenarioMorale scenarioMorale(const Rules& rules, const tables::Scenario& scenario);

}  // namespace outremer::gen
