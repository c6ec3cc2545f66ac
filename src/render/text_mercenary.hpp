#pragma once

#include <string>

#include "gen/mercenary.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole mercenary duty brief as text, before wrapping at 80 columns: the duty, its pay,
/// then the encounter or the village raid it brings.
std::string briefText(const Brief& brief, const gen::MercenaryDuty& duty);

}  // namespace outremer::render
