#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace outremer::render {

/// The built-in template templates/NAME.mustache (embedded at build time), e.g.
/// "page.html"; empty when there is none.
std::string_view builtinTemplate(std::string_view name);

/// Names of the partial templates (files starting with "_") for extension |ext|, without
/// the extension: {{>_rolls}} renders templates/_rolls.EXT.mustache. The underscore
/// keeps partial names apart from data keys.
std::vector<std::string> partialNames(std::string_view ext);

}  // namespace outremer::render
