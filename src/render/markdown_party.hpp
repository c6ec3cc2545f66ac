#pragma once

#include <string>

#include "gen/party.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole pilgrim party brief as Markdown: the group, each member with pay and upkeep, what
/// the party costs a day and how long its purse lasts.
std::string briefMarkdown(const Brief& brief, const gen::Party& party);

}  // namespace outremer::render
