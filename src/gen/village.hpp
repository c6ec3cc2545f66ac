#pragma once

#include <optional>
#include <string>
#include <vector>

#include "dice/rng.hpp"
#include "gen/character.hpp"
#include "gen/encounter.hpp"
#include "gen/loot.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"

namespace outremer::gen {

/// One line of Numbers in Moslem Village, rolled: how many of a character type live there.
struct VillageGroup {
  std::string type;             // character type id (the table's row id)
  std::string label;            // the table's words
  std::string dice;             // the count as printed, "d6 (minus 5 from die roll)"
  std::optional<bool> mounted;  // where the table says mounted or foot (the Syrians)
  int count = 0;                // never below zero
};

/// A raid on a Moslem village: who lives there, each inhabitant as a character, the loot of
/// the rooms entered, and the scene to play it on (not printed: a village map and the
/// encounter-deployment row village-raid).
struct VillageRaid {
  std::vector<VillageGroup> numbers;
  std::vector<Character> inhabitants;
  Loot loot;
  std::optional<TacticalMap> map;
  std::optional<Deployment> deployment;  // none for a village of no one
};

/// Rolls Numbers in Moslem Village, one count per row in the table's order; a count that
/// comes out below zero is zero. Also used by the mercenary duty's village raid.
std::vector<VillageGroup> rollVillageNumbers(const Rules& rules, dice::Rng& rng, RollLog& log);

/// A whole raid: the numbers, then each inhabitant made by CharacterMaker (mounted where
/// the table says so; where it does not, mounted when the type has mounted strengths:
/// amir, mamluks and Bedouin are horsemen, the rest walk), then the loot of |rooms| rooms
/// (rolled on village-rooms when absent), then the scene: a map for the place "village"
/// (tactical-maps-by-place) and the set-up of encounter-deployment's village-raid, its
/// victory terms scaled to the inhabitants and to |partySize| (shares when 0). Throws as
/// makeLoot does, and RulesError when the tables lack the scene's rows.
VillageRaid makeVillageRaid(const Rules& rules, dice::Rng& rng, RollLog& log, std::optional<int> rooms,
                            int partySize = 0);

}  // namespace outremer::gen
