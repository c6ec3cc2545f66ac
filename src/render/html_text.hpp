#pragma once

#include <string>
#include <string_view>

#include "util/text.hpp"

namespace outremer::render {

/// |text| as an HTML page written in code shows it: made printable (no control
/// characters), then its markup characters escaped.
inline std::string htmlText(std::string_view text) { return util::escapeMarkup(util::printable(text)); }

}  // namespace outremer::render
