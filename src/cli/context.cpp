#include "cli/context.hpp"

#include "dice/rng.hpp"

namespace outremer::cli {

uint64_t seedFor(const Context& context) {
  return context.seed ? *context.seed : dice::freshSeed();
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
