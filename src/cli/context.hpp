#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace outremer::cli {

/// Bad usage or bad input: printed as "outremer: error: ..." with exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Options every command takes, and where output goes.
struct Context {
  std::ostream& out;
  std::ostream& err;
  std::optional<uint64_t> seed;
  std::string tablesDir;  // empty: the embedded default tables
  std::string format;         // empty: not given (cli/output.hpp, outputFormat)
  std::string output;        // empty: standard output
  std::string templateFile;  // empty: the built-in template
  std::vector<std::string> args;  // the command line as given, for "replay" lines
  std::istream* in = nullptr;     // answers for `campaign go`
  bool interactive = false;       // |in| is a terminal: show menus and prompts
  bool compact = false;           // --compact: a brief for one printed page (no roll log, no footnote texts)
};

/// The seed to use: the one given, or a fresh one from the system (printed by the caller).
uint64_t seedFor(const Context& context);

/// The command that reproduces this run: the arguments as given, with --seed |seed|
/// added when they have none, and without --output.
std::string replayCommand(const Context& context, uint64_t seed);

/// The arguments as given, shell-quoted after "outremer", leaving out each option named in
/// |dropped| (options that take a value, as "--opt V" or "--opt=V") with its value.
std::string commandWithout(const Context& context, std::initializer_list<std::string_view> dropped);

/// |word| quoted for a POSIX shell when it needs it, for "replay with" lines.
std::string shellQuote(const std::string& word);

}  // namespace outremer::cli
