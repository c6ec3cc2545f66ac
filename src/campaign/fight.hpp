#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"

/// The fight with the encounter waiting, and what follows it.
namespace outremer::campaign::fight {

/// Settles the fight quickly: fought by the combat tables without a map (gen::resolveFight,
/// the house rule of docs/FIGHT.md) between the members present and the opponents on the
/// encounter's ground. The killed die, the wounded are wounded, the routed roll on the
/// Desertion table; then what follows (settle), or nothing when no side won.
void quick(Turn& turn);
/// The opponents of a meeting from a save that did not keep them: |count| men sharing
/// |strength| as their attack, their defence equal to it, mounted if any was.
std::vector<gen::FightBand> reconstructedBands(const Meeting& meeting);
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
