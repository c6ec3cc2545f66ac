#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace outremer::cli {

/// |text| (blanks around it allowed) read as a whole number in [low, high]; otherwise a
/// UsageError "FLAG: expected a whole number from LOW to HIGH, not 'TEXT'".
int wholeNumber(const std::string& text, const std::string& flag, int low, int high);

/// |text| read as a decimal whole number from 0 to 2^64-1, and nothing else (no sign, no
/// blanks, no octal or hex); otherwise a UsageError "FLAG: expected a whole number ...".
uint64_t decimalNumber(const std::string& text, const std::string& flag);

/// |text| read as a decimal whole number from 0 to 2^64-1 into |value|; false when it is not one.
bool readWholeNumber(std::string_view text, uint64_t& value);

}  // namespace outremer::cli
