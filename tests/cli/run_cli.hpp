// Helpers for tests of the command line run in process.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run.hpp"

namespace outremer::testing {

struct CliResult {
  int status;
  std::string out;
  std::string err;
};

/// Runs `outremer ARGS...` in process, capturing standard output and error.
inline CliResult runCli(std::vector<std::string> args) {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out;
  std::ostringstream err;
  const int status = outremer::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

/// The golden file tests/golden/NAME, or "" (and a failed test) when it cannot be read.
inline std::string golden(const std::string& name) {
  std::ifstream in(std::string(OUTREMER_GOLDEN) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace outremer::testing
