#pragma once

#include <string>

#include "gen/fight.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// A fight as brief data (schemas/fight.schema.json): the sides as they stood, each
/// round's morale checks and attacks with their columns, the casualties and the winner.
void writeJson(JsonWriter& w, const gen::Fight& fight);

/// The brief's title: "Fight: the party against " and what was met.
std::string fightTitle(const gen::Fight& fight);

}  // namespace outremer::render
