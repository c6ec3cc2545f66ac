#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace outremer::cli {

/// The whole command line: parses |argv|, runs the command, writes to |out| and |err|,
/// and returns the exit status (0 success, 1 a check found problems, 2 bad usage or bad
/// input). Never lets an exception escape.
int run(int argc, char** argv, std::ostream& out, std::ostream& err);
/// The same, reading answers from |in| (`campaign go`); |interactive| says it is a
/// terminal, so menus and prompts are shown.
int run(int argc, char** argv, std::istream& in, bool interactive, std::ostream& out, std::ostream& err);

/// Every command's name as the command table lists them, in `outremer --help` order.
std::vector<std::string> listedCommands();

}  // namespace outremer::cli
