#pragma once

#include <algorithm>
#include <cstdlib>
#include <string>

namespace outremer::testing {

/// How many seeds a sweep over |seeds| seeds runs: all of them, unless the environment's
/// OUTREMER_SWEEP_DIVISOR is a whole number N > 1, when it runs |seeds| / N of them, never
/// fewer than |least| (nor more than |seeds|). The sanitizer run of .ci/run sets it, so the
/// sweeps that take most of a sanitized run's time take a tenth of it there, while the
/// README's test command runs every seed (docs/DESIGN.md, Tests).
/// (Count is the type of the loop's counter.)
template <typename Count = int>
Count sweepSeeds(Count seeds, Count least = 20) {
  static const Count divisor = [] {
    const char* text = std::getenv("OUTREMER_SWEEP_DIVISOR");
    if (text == nullptr) return Count{1};
    try {
      return static_cast<Count>(std::max(1, std::stoi(text)));
    } catch (...) {
      return Count{1};
    }
  }();
  return std::min(seeds, std::max(seeds / divisor, least));
}

}  // namespace outremer::testing
