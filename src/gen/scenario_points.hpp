#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gen/feudal_roster.hpp"
#include "gen/rules.hpp"
#include "tables/scenario.hpp"

namespace outremer::gen {

// A printed scenario's sides priced by the Montgisard purchase table (docs/SCENARIOS.md,
// Points). Montgisard prints no strengths, so each printed type counts as the Outremer
// type the scenario-character-types table maps it to, at that type's minimum strengths:
// where the book's hint starts a campaign's characters.

/// One printed group, priced.
struct GroupPoints {
  const tables::ScenarioGroup* group = nullptr;
  const tables::Row* mapping = nullptr;  // its scenario-character-types row; nullptr: not mapped
  std::string type;                      // Outremer character type; empty for animals and things
  std::string typeLabel;                 // the strength table's words for it
  bool mounted = false;
  int attack = 0;  // one counter's, at the type's minimum
  int defence = 0;
  const tables::Row* purchase = nullptr;  // the purchase table row; nullptr: not priced
  int each = 0;                           // one counter's cost
  int points = 0;                         // each x counters

  /// A fighter (counted in its side's size), not an animal or siege equipment; a group
  /// that is not mapped counts as fighters.
  bool isCharacter() const { return mapping == nullptr || !type.empty(); }
};

struct SidePoints {
  const tables::ScenarioSide* side = nullptr;  // the printed side it prices
  int characters = 0;  // fighters, by isCharacter()
  int points = 0;
  int unmapped = 0;  // counters of groups not mapped, priced at nothing
  std::vector<GroupPoints> groups;
};

/// The purchase table's cost for |attack| and |defence|: the multipliers applied and the
/// sum rounded down ("ATT + ½ DEF", round down if necessary).
int purchaseCost(double attackMultiplier, double defenceMultiplier, int attack, int defence);

/// The row of |table| whose "labels" list |label| (a printed type) for |faction|, or for
/// any faction when the row has none; nullptr when no row does.
const tables::Row* labelRow(const Rules& rules, std::string_view table, std::string_view label,
                            const std::string& faction);

/// |printed| without a trailing group number: "Medium Infantry 2" is "Medium Infantry".
std::string_view typeLabel(std::string_view printed);

/// Each side of |scenario| priced, in the order printed (a campaign scenario has none).
/// Throws RulesError when a table or row the mapping names is missing.
std::vector<SidePoints> scenarioPoints(const Rules& rules, const tables::Scenario& scenario);

/// The characters of a priced side as force lines (type, counters, mounted), in the
/// printed order; animals, things and groups without a mapping are left out.
std::vector<ForceLine> sideForces(const SidePoints& side);

}  // namespace outremer::gen
