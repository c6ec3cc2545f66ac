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

bool readWholeNumber(std::string_view text, uint64_t& value) {
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  return !text.empty() && error == std::errc{} && stop == end;
}

uint64_t decimalNumber(const std::string& text, const std::string& flag) {
  uint64_t value = 0;
  if (!readWholeNumber(text, value)) {
    throw UsageError(flag + ": expected a whole number from 0 to 18446744073709551615, not '" + text + "'");
  }
  return value;
}

}  // namespace outremer::cli
