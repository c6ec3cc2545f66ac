#pragma once

#include <string>

#include "gen/loot.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// Loot as the text briefs show it, from what was found to the book's rules and notes on
/// what follows (a loot brief, and the end of a village raid).
void appendLootText(std::string& out, const gen::Loot& loot);

}  // namespace outremer::render
