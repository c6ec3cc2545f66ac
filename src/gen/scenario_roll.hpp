#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "dice/rng.hpp"
#include "gen/character.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "gen/scenario_points.hpp"

namespace outremer::gen {

// A printed scenario played as a one-off: Outremer's "Hints on determining initial
// character strengths" roll a d10 for each character of a one-off scenario, where a
// campaign starts them at the minimum (the points stay at the minimum: docs/SCENARIOS.md).

/// One priced group's counters with their strengths rolled.
struct RolledGroup {
  const GroupPoints* line = nullptr;
  std::vector<Character> characters;  // in the printed order
};

/// A side's groups of characters, rolled; animals, siege equipment and groups without a
/// mapping have nothing to roll and are left out.
struct RolledSide {
  const tables::ScenarioSide* side = nullptr;  // the printed side
  std::vector<RolledGroup> groups;
};

/// Rolls the strengths of every character counter of |sides| (scenarioPoints), side by
/// side in the printed order, each by the type and mount its mapping gives: a printed
/// name is kept, a counted group's counters are named "TYPE 1", "TYPE 2", ... Every die
/// goes to |log|. Throws RulesError when a mapped type has no strength row.
std::vector<RolledSide> rollScenarioStrengths(const Rules& rules, dice::Rng& rng, RollLog& log,
                                              std::span<const SidePoints> sides);

/// A scenario's characters with rolled strengths (`scenario show --roll`): the seed, the
/// command that rolls them again, each side's groups and every die.
struct RolledScenario {
  uint64_t seed = 0;
  std::string command;
  std::vector<RolledSide> sides;  // one a printed side
  RollLog log;
};

}  // namespace outremer::gen
