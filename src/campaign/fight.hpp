#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"

/// The fight with the encounter waiting, and what follows it.
namespace outremer::campaign::fight {

/// Settles the fight quickly (house rule): won or lost by the strengths, men lost by the
/// quick-fight casualty table, then what follows (settle).
void quick(Turn& turn);
/// What |fate| does to |member|: killed (a wounded man wounded again dies), wounded,
/// captured, or fled the field and rolled for on the Desertion table.
void applyFate(Turn& turn, Member& member, FactKind fate);
/// Advances |member| by his class's advancement table for |events| and, with |deed|, a
/// deed of valour, carrying the fractions; promoted or demoted as it says.
void advanceMember(Turn& turn, Member& member, const std::vector<std::string>& events, bool deed);
/// What follows the fight, |won| or lost, its loot |reported| or rolled: prison after a
/// lost arrest, the mutineers' due, the robbers' share of the purse, or the victory's
/// renown and loot. Then the encounter closes.
void settle(Turn& turn, bool won, bool reported);

}  // namespace outremer::campaign::fight
