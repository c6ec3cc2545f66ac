#include "cli/context.hpp"

#include "render/format.hpp"
#include "dice/rng.hpp"

namespace outremer::cli {

uint64_t seedFor(const Context& context) {
  return context.seed ? *context.seed : dice::freshSeed();
}

std::string replayCommand(const Context& context, uint64_t seed) {
  std::string command = commandWithout(context, {"--output", "-o"});
  bool hasSeed = false;
  for (const std::string& arg : context.args) hasSeed |= arg == "--seed" || arg.starts_with("--seed=");
  if (!hasSeed) command += " --seed " + std::to_string(seed);
  // Without --output, the format its extension picked must be asked for.
  const std::optional<render::Format> named = render::formatOfFileName(context.output);
  if (context.format.empty() && named && *named != render::Format::text) command += std::string(" --format ") + render::name(*named);
  return command;
}

std::string commandWithout(const Context& context, std::initializer_list<std::string_view> dropped) {
  std::string command = "outremer";
  for (size_t i = 1; i < context.args.size(); ++i) {
    const std::string& arg = context.args[i];
    bool drop = false;
    for (std::string_view option : dropped) {
      if (arg == option) {
        ++i;  // and its value
        drop = true;
      } else if (arg.size() > option.size() && arg.starts_with(option) && arg[option.size()] == '=') {
        drop = true;
      }
    }
    if (!drop) command += " " + shellQuote(arg);
  }
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
