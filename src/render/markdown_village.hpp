#pragma once

#include <string>

#include "gen/village.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A village raid as the Markdown briefs show it: Numbers in Moslem Village, the
/// inhabitants and the loot of the rooms entered (also the raid of a mercenary duty).
void appendVillageMarkdown(std::string& out, const gen::VillageRaid& raid);

/// A whole village raid brief as Markdown.
std::string briefMarkdown(const Brief& brief, const gen::VillageRaid& raid);

}  // namespace outremer::render
