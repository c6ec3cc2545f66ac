#pragma once

#include <string>

#include "gen/upkeep.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole upkeep ledger brief as Markdown: the lines, what a day costs, the
/// ledger day by day, the totals and the severance.
std::string briefMarkdown(const Brief& brief, const gen::Ledger& ledger);

}  // namespace outremer::render
