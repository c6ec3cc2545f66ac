#include "tables/file_text.hpp"

#include <fmt/format.h>

#include "util/text.hpp"

namespace outremer::tables {
namespace {

constexpr std::size_t kQuotedBytes = 60;

bool isContinuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

bool isControl(char32_t code) { return code < 0x20 || (code >= 0x7F && code <= 0x9F); }

}  // namespace

std::optional<BadCharacter> firstBadCharacter(std::string_view text, std::string_view allowedControls) {
  for (std::size_t offset = 0; offset < text.size();) {
    char32_t code = 0;
    const std::size_t length = util::readUtf8(text.substr(offset), code);
    if (length == 0) return BadCharacter{offset, "byte " + escaped(text.substr(offset, 1)) + " is not UTF-8"};
    const bool allowed = code < 0x80 && allowedControls.find(static_cast<char>(code)) != std::string_view::npos;
    if (isControl(code) && !allowed) {
      return BadCharacter{offset, "control character " + escaped(text.substr(offset, length))};
    }
    offset += length;
  }
  return std::nullopt;
}

std::string escaped(std::string_view text) {
  // fmt's debug form writes a string as a C string literal, escapes and all; drop its
  // double quotes and the backslash it puts before a double quote.
  const std::string literal = fmt::format("{:?}", text);
  std::string result;
  for (std::size_t i = 1; i + 1 < literal.size(); ++i) {
    if (literal[i] == '\\') {
      ++i;  // an escape: kept whole, but for the backslash before a double quote
      if (literal[i] != '"') result += '\\';
    }
    result += literal[i];
  }
  return result;
}

std::string quoted(std::string_view text) {
  if (text.size() <= kQuotedBytes) return "'" + escaped(text) + "'";
  std::size_t end = kQuotedBytes;
  // Cut before a character, not inside one (a character is at most four bytes).
  while (end > kQuotedBytes - 3 && isContinuation(text[end])) --end;
  return "'" + escaped(text.substr(0, end)) + "...'";
}

}  // namespace outremer::tables
