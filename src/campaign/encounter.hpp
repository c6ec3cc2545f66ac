#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"
#include "gen/character.hpp"
#include "gen/encounter.hpp"

/// The encounter phase: the people met wait for the party's answer.
namespace outremer::campaign::encounter {

/// The encounter waiting (in the encounter or report phase only).
inline Meeting& meeting(Turn& turn) { return *meetingOf(turn.state.pending); }
inline const Meeting& meeting(const Turn& turn) { return *meetingOf(turn.state.pending); }

/// Meets |met| (on the road, on duty, lying in wait, or the law come to arrest the party,
/// as |reason| says): what they do and want, and whether patrols know the party's
/// description; then waits for the party's choice. Keeps the encounter's title and brief
/// as the turn's writer writes them. Taken by value: a caller done with the encounter
/// hands its people over rather than having them copied.
void meet(Turn& turn, gen::Encounter met, Reason reason);
/// Waits for the party's choice on |band| (its reason, label, what it attacks and any
/// extras) with |enemies| as its opponents, unless it names its own; its opponents are
/// counted into it. The enemies are taken by value, as meet's encounter is.
void meetBand(Turn& turn, Meeting band, std::vector<gen::Character> enemies);

/// What the party can answer the encounter waiting.
std::vector<Option> options(const Turn& turn);
/// Plays |word|, one of options(); throws ChoiceError for another, or for a price the
/// purse cannot pay (the state is then unchanged).
void play(Turn& turn, const std::string& word);
/// Ends the encounter settled: the party may be destroyed, else what it interrupted
/// follows (the day's end, or the pilgrimage's).
void close(Turn& turn);

}  // namespace outremer::campaign::encounter
