// How many times a part occurs in a text, for tests that count what a page or a brief shows.
#pragma once

#include <cstddef>
#include <string_view>

namespace outremer::testing {

/// The occurrences of |part| in |text|, overlapping ones too ("aa" is twice in "aaa").
inline size_t occurrences(std::string_view text, std::string_view part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string_view::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace outremer::testing
