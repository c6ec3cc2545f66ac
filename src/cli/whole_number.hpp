#pragma once

#include <string>

namespace outremer::cli {

/// |text| (blanks around it allowed) read as a whole number in [low, high]; otherwise a
/// UsageError "FLAG: expected a whole number from LOW to HIGH, not 'TEXT'".
int wholeNumber(const std::string& text, const std::string& flag, int low, int high);

}  // namespace outremer::cli
