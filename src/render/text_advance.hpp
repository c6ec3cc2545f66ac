#pragma once

#include <string>

#include "gen/advancement.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// The whole points added to attack, the defence gained and what is carried, in words
/// (text and Markdown alike).
void appendPointsGained(std::string& out, const gen::Advancement& advancement);

/// A whole advancement brief as text, before wrapping at 80 columns: who, the strengths before and
/// after, each event's points, the carries, promotion or demotion, and the next engagement's
/// options.
std::string briefText(const Brief& brief, const gen::Advancement& advancement);

}  // namespace outremer::render
