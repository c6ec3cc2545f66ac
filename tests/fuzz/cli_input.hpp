#pragma once
// Runs the program in process on a file holding the fuzzer's bytes, as a user would run it.
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run.hpp"

namespace outremer::fuzz {

/// A file of this process's own in /tmp, written with |data|; its path.
inline std::string writeInput(const std::string& name, const uint8_t* data, size_t size) {
  const std::string path = "/tmp/outremer-fuzz-" + std::to_string(getpid()) + "-" + name;
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(data),
                                                               static_cast<std::streamsize>(size));
  return path;
}

/// `outremer ARGS...` with |input| on standard input; traps on an exit status the program
/// never gives (0 success, 1 a check or write failed, 2 bad usage or input).
inline int runProgram(std::vector<std::string> args, const std::string& input = "") {
  args.insert(args.begin(), "outremer");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = cli::run(static_cast<int>(argv.size()), argv.data(), in, false, out, err);
  if (status < 0 || status > 2) __builtin_trap();
  return status;
}

}  // namespace outremer::fuzz
