#include "cli/context.hpp"

#include "dice/rng.hpp"

namespace outremer::cli {

uint64_t seedFor(const Context& context) {
  return context.seed ? *context.seed : dice::freshSeed();
}

std::string replayCommand(const Context& context, uint64_t seed) {
  std::string command = "outremer";
  bool hasSeed = false;
  for (size_t i = 1; i < context.args.size(); ++i) {
    const std::string& arg = context.args[i];
    if (arg == "--output" || arg == "-o") {
      ++i;
      continue;
    }
    if (arg.starts_with("--output=")) continue;
    hasSeed |= arg == "--seed" || arg.starts_with("--seed=");
    command += " " + shellQuote(arg);
  }
  if (!hasSeed) command += " --seed " + std::to_string(seed);
  return command;
}

std::string shellQuote(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789+-_./=:,%@") == std::string::npos;
  if (plain) return word;
  std::string quoted = "'";
  for (char c : word) {
    if (c == '\'') {
      quoted += "'\\''";
    } else {
      quoted += c;
    }
  }
  return quoted + "'";
}

}  // namespace outremer::cli
