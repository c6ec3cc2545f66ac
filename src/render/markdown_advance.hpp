#pragma once

#include <string>

#include "gen/advancement.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole advancement brief as Markdown: who, the strengths before and
/// after, each event's points, the carries, promotion or demotion, and the next engagement's
/// options.
std::string briefMarkdown(const Brief& brief, const gen::Advancement& advancement);

}  // namespace outremer::render
