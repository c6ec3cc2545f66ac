#pragma once

#include <string>

#include "gen/fight.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole fight brief as text, before wrapping at 80 columns: the house rule, the sides,
/// each turn's morale checks and attacks with their columns, the result and the losses.
std::string briefText(const Brief& brief, const gen::Fight& fight);

}  // namespace outremer::render
