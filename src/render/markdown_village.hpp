#pragma once

#include <string>

#include "gen/village.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// The village raid of a mercenary duty as its Markdown brief shows it: Numbers in Moslem
/// Village, the inhabitants and the loot of the rooms entered (a raid's own brief is
/// described: render/describe.hpp).
void appendVillageMarkdown(std::string& out, const gen::VillageRaid& raid);

}  // namespace outremer::render
