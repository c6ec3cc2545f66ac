#pragma once

#include <vector>

#include "campaign/turn.hpp"
#include "gen/character.hpp"
#include "gen/encounter.hpp"

/// The encounter phase: the people met wait for the party's answer.
namespace outremer::campaign::encounter {

/// Meets |met| (on the road, on duty, lying in wait, or the law come to arrest the party,
/// as |reason| says): what they do and want, and whether patrols know the party's
/// description; then waits for the party's choice. Keeps the encounter's title and brief
/// as the turn's writer writes them.
void meet(Turn& turn, const gen::Encounter& met, Reason reason);
/// Waits for the party's choice on |meeting| (its reason, label, what it attacks and any
/// extras), counting |enemies| into it.
void meetBand(Turn& turn, Meeting meeting, const std::vector<gen::Character>& enemies);

}  // namespace outremer::campaign::encounter
