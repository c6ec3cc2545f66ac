#pragma once

#include <string>
#include <vector>

#include "gen/fight.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render {

/// A fight as brief data (schemas/fight.schema.json): the sides as they stood, each
/// round's morale checks and attacks with their columns, the casualties and the winner.
void writeJson(codec::JsonWriter& w, const gen::Fight& fight);

/// What the abstraction is, in a sentence: every brief of a fight says it first.
extern const char* const kFightHouseRule;

/// An attack's attackers as the brief names them: "Hugh and Odo".
std::string attackersOf(const gen::FightAttack& attack);
/// A shift or modifier as the brief prints it: "terrain (1.73) +1".
std::string shiftText(const gen::ColumnShift& shift);

/// The brief's title: "Fight: the party against " and what was met.
std::string fightTitle(const gen::Fight& fight);

/// A step of a turn: the morale checks taken before an attack, then the attacks up to the
/// next check; as where it ends, so that a step holds the checks from the step before's
/// |checks| to its own and the attacks from the step before's |attacks| to its own.
struct TurnStep {
  size_t checks = 0;
  size_t attacks = 0;
};
/// A turn's steps, in the order it was played, from when each check was taken
/// (|checksAfter|: how many of the turn's |attacks| came before it, non-decreasing).
std::vector<TurnStep> turnSteps(const std::vector<int>& checksAfter, size_t attacks);
std::vector<TurnStep> turnSteps(const gen::FightRound& round);

}  // namespace outremer::render
