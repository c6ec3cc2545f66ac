#pragma once

#include <optional>
#include <string_view>
#include <utility>

namespace outremer::tables {

// Readers of the scalar field kinds (docs/TABLE-FORMAT.md): the validator checks a value
// with them and the generators read it with them, so both agree on what a value means.

/// A `number`: "+0.5", "-1", "10"; nullopt when it is not one.
std::optional<double> readNumber(std::string_view text);

/// A `percent`: a whole number 0..100, with or without "%"; nullopt otherwise.
std::optional<int> readPercent(std::string_view text);

/// A `range`: "LOW-HIGH" whole numbers with LOW <= HIGH; nullopt otherwise.
std::optional<std::pair<int, int>> readSpan(std::string_view text);

}  // namespace outremer::tables
