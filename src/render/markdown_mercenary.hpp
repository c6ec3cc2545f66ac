#pragma once

#include <string>

#include "gen/mercenary.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole mercenary duty brief as Markdown: the duty, and the encounter or village raid it
/// brings.
std::string briefMarkdown(const Brief& brief, const gen::MercenaryDuty& duty);

}  // namespace outremer::render
