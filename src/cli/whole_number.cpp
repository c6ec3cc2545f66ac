#include "cli/whole_number.hpp"

#include <charconv>

#include "cli/context.hpp"
#include "util/text.hpp"

namespace outremer::cli {

int wholeNumber(const std::string& text, const std::string& flag, int low, int high) {
  int value = 0;
  const std::string_view trimmed = util::trim(text);
  const auto [end, error] = std::from_chars(trimmed.data(), trimmed.data() + trimmed.size(), value);
  if (trimmed.empty() || error != std::errc{} || end != trimmed.data() + trimmed.size() || value < low ||
      value > high) {
    throw UsageError(flag + ": expected a whole number from " + std::to_string(low) + " to " +
                     std::to_string(high) + ", not '" + text + "'");
  }
  return value;
}

}  // namespace outremer::cli
