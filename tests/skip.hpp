// A test case that cannot run where it is run says so, rather than passing having checked
// nothing.
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

namespace outremer::testing {

/// Ends the case as skipped, saying why. Under ctest, which runs one case a process and
/// sets OUTREMER_SKIP_CODE (tests/CMakeLists.txt), the process exits with that code and
/// ctest reports the test as skipped; the binary run whole (tests/run-catch-shards) says
/// so on standard error and goes on to the next case, the skip counted as its one check.
inline void skip(const std::string& why) {
  if (const char* code = std::getenv("OUTREMER_SKIP_CODE")) {
    std::cout << "skipped: " << why << std::endl;
    std::_Exit(std::atoi(code));
  }
  std::cerr << "skipped: " << Catch::getResultCapture().getCurrentTestName() << ": " << why << std::endl;
  SUCCEED("skipped: " << why);
}

}  // namespace outremer::testing
