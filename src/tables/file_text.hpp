#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace outremer::tables {

// What a table file may hold (UTF-8 text), and how a message shows a piece of it so that
// no byte of the file reaches the terminal raw.

/// The largest table file read: far above the biggest shipped file (about 40 KB), small
/// enough to check in about half a second.
inline constexpr std::size_t kMaxTableFileBytes = 1024 * 1024;

/// The first character of |text| a table may not hold: a byte that is not part of valid
/// UTF-8, or a control character (C0, DEL, C1) not in |allowedControls|.
struct BadCharacter {
  std::size_t offset = 0;
  std::string description;  // "byte \xff is not UTF-8", "control character \x1b"
};
std::optional<BadCharacter> firstBadCharacter(std::string_view text, std::string_view allowedControls);

/// |text| with control characters, other unprintable characters, backslashes and bytes
/// that are not UTF-8 escaped the way C writes them (\x1b, \xff, \n, \\): for a message
/// that may hold a file's bytes raw (from yaml-cpp, the dice reader).
std::string escaped(std::string_view text);

/// |text| from a table file as a message quotes it: escaped, cut after 60 bytes with
/// "...", in single quotes.
std::string quoted(std::string_view text);

}  // namespace outremer::tables
