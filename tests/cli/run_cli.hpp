// Running the command line in process for tests: output, error and exit status.
#pragma once

#include <catch2/catch.hpp>

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

/// `outremer ARGS...` run in process.
inline CliResult runCli(std::vector<std::string> args) {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::ostringstream out;
  std::ostringstream err;
  const int status = outremer::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

/// The whole text of a file (a golden file, a fixture); REQUIREs that it can be read.
inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace outremer::testing
