#pragma once

#include <string>

#include "gen/fight.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// A fight as brief data (schemas/fight.schema.json): the sides as they stood, each
/// round's morale checks and attacks with their columns, the casualties and the winner.
void writeJson(JsonWriter& w, const gen::Fight& fight);

/// What the abstraction is, in a sentence: every brief of a fight says it first.
extern const char* const kFightHouseRule;

/// An attack's attackers as the brief names them: "Hugh and Odo".
std::string attackersOf(const gen::FightAttack& attack);
/// A shift or modifier as the brief prints it: "terrain (1.73) +1".
std::string shiftText(const gen::ColumnShift& shift);

/// The brief's title: "Fight: the party against " and what was met.
std::string fightTitle(const gen::Fight& fight);

}  // namespace outremer::render
