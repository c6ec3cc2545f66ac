#pragma once

#include <optional>
#include <string>

#include "gen/encounter.hpp"
#include "gen/village.hpp"

namespace outremer::gen {

/// A party hired out as mercenaries: the duty rolled on "Duty if hired as mercenaries"
/// and what follows from it.
struct MercenaryDuty {
  int roll = 0;
  std::string duty;    // the row's words
  std::string follow;  // the table the row sends to (its see:)
  std::optional<Encounter> encounter;  // patrol, escort: an encounter; raiders, brigands: their intention
  std::optional<VillageRaid> raid;     // raiding a Moslem village
};

/// Rolls the duty and follows it: patrol and escort roll an encounter at |where| and
/// |when| (as the table says, "Use encounter table for encounters"); looking for raiders
/// or brigands rolls their intentions with the party doing the ambushing and pursuit (the
/// table's "*"); a raid rolls Numbers in Moslem Village and the loot of the rooms.
MercenaryDuty makeMercenaryDuty(const Rules& rules, dice::Rng& rng, RollLog& log, const EncounterOptions& where);

}  // namespace outremer::gen
