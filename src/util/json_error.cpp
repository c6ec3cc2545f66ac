#include "util/json_error.hpp"

#include <charconv>

namespace outremer::util {
namespace {

// Reads the whole number at the start of |text| and drops it; false when there is none.
bool takeNumber(std::string_view& text, std::string& digits) {
  size_t n = 0;
  while (n < text.size() && text[n] >= '0' && text[n] <= '9') ++n;
  if (n == 0) return false;
  digits = text.substr(0, n);
  text.remove_prefix(n);
  return true;
}

bool takeWord(std::string_view& text, std::string_view word) {
  if (!text.starts_with(word)) return false;
  text.remove_prefix(word.size());
  return true;
}

}  // namespace

std::string plainJsonError(std::string_view what) {
  if (what.starts_with("[json.exception.")) {
    if (const size_t tag = what.find("] "); tag != std::string_view::npos) what.remove_prefix(tag + 2);
  }
  std::string_view rest = what;
  std::string line;
  std::string column;
  if (takeWord(rest, "parse error at line ") && takeNumber(rest, line) && takeWord(rest, ", column ") &&
      takeNumber(rest, column) && takeWord(rest, ": ")) {
    return line + ":" + column + ": " + std::string(rest);
  }
  return std::string(what);
}

}  // namespace outremer::util
