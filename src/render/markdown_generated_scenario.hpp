#pragma once

#include <string>

#include "gen/scenario_generate.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// A whole generated scenario brief as Markdown: map, length, who plays first,
/// deployment, each side's retinues priced, victory levels, the roll log and what is not
/// as printed.
std::string briefMarkdown(const Brief& brief, const gen::GeneratedScenario& scenario);

}  // namespace outremer::render
