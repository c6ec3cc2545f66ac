#pragma once

#include <string>

#include "gen/fight.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole fight brief as Markdown: the house rule, the sides, each turn's morale checks and
/// attacks, the result and the casualties.
std::string briefMarkdown(const Brief& brief, const gen::Fight& fight);

}  // namespace outremer::render
