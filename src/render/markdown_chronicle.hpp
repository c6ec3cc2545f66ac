#pragma once

#include <string>

#include "campaign/chronicle.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole campaign chronicle brief as Markdown: where the party stands, the party sheet,
/// the journey day by day, the ledger and the encounters.
std::string briefMarkdown(const Brief& brief, const campaign::Chronicle& chronicle);

}  // namespace outremer::render
