#pragma once

#include <optional>
#include <string>

#include "campaign/turn.hpp"

namespace outremer::campaign {

/// When the soldiers' wages next fall due (Upkeep of Characters: "a definite date or
/// destination had to be given when they would be paid"), and what the purse will hold
/// then, counting the upkeep and pay of the days until (and nothing earned on the way).
struct Payday {
  int inDays = 0;        // the days until it, today's end being 0 (to the town: its hexes)
  std::string town;      // the town's name where it falls due on reaching it, else ""
  tables::Money owed;    // the wages owed then
  tables::Money purse;   // the purse then, after the upkeep
  bool short_() const { return purse < owed; }
};

/// The next payday; none when the pilgrimage is over, no soldier draws pay, or the wages
/// fall due at the journey's end (a town promised and passed).
std::optional<Payday> nextPayday(const Turn& turn);
/// The same, for a party that costs |day| a day (dailyCost(turn), worked out by a caller
/// that asks more than once while the party stays as it is).
std::optional<Payday> nextPayday(const Turn& turn, const gen::DailyCost& day);

/// Whether the wages fall due at the end of this day: the promised day has come, or the
/// party stands in the promised town (the Upkeep of Characters' "definite date or
/// destination"). |day|: what the party costs a day (dailyCost).
bool dueTonight(const Turn& turn, const gen::DailyCost& day);

/// At a day's start (the last one's end counted): a warning in the chronicle when the
/// wages fall due at this day's end, or in the next hex, and the purse will not hold them,
/// so that no mutiny comes without notice. |day|: what the party costs a day (dailyCost).
void warnOfPayday(Turn& turn, const gen::DailyCost& day);

}  // namespace outremer::campaign
