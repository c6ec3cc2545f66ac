#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace outremer::util {

/// The columns |text| takes on a terminal: its UTF-8 characters (continuation bytes do
/// not count; every character is taken to be one column wide).
size_t displayWidth(std::string_view text);

/// Whether |text| is one line of |width| as it stands: no wider in bytes (so in columns),
/// and no space that wrapping would drop (leading, trailing or doubled). Most texts wrapped
/// are such: a table's cell, a short line of prose; wrapEach hands them on whole.
bool fitsAsItIs(std::string_view text, size_t width);

/// Splits |text| into lines of at most |width| characters (columns, not bytes) at spaces
/// (a longer word stands alone on its line); the lines after the first at most |restWidth|
/// when it is given (room for a hanging indent). Never returns an empty vector.
std::vector<std::string> wrap(std::string_view text, size_t width, size_t restWidth = 0);
/// The same lines, each handed to |put| as it is made (a view valid for the call): for a
/// writer that appends them to its output without keeping them.
void wrapEach(std::string_view text, size_t width, size_t restWidth, const std::function<void(std::string_view)>& put);

/// |text| with leading and trailing blanks removed.
std::string_view trim(std::string_view text);

/// |text| padded with spaces on the right to |width| characters.
std::string padRight(std::string_view text, size_t width);

/// |text| with its ASCII letters in capitals ("d" -> "D").
std::string upper(std::string_view text);
/// |text| with its first letter a capital ("them: anywhere" -> "Them: anywhere").
std::string capitalised(std::string_view text);

/// The most bytes a number takes in decimal, with its sign: an int ("-2147483648"), and a
/// 64-bit number ("-9223372036854775808", "18446744073709551615"). Room made for one.
inline constexpr size_t kIntDigits = 11;
inline constexpr size_t kInt64Digits = 20;

/// Appends |number| in decimal, as std::to_string writes it, without a string of its own.
void appendNumber(std::string& out, int64_t number);

/// Joins |parts| with |separator|.
std::string join(const std::vector<std::string>& parts, std::string_view separator);

/// Reads the UTF-8 character |text| starts with into |code| and returns its length (1 to
/// 4), or 0 when it is not well formed (a stray or missing continuation byte, an overlong
/// form, a surrogate, a code point beyond U+10FFFF, or empty text).
size_t readUtf8(std::string_view text, char32_t& code);

/// |text| safe to show on a terminal: control characters (C0, DEL and C1) and bytes that
/// are not UTF-8 are written as escapes (\n, \t, \x1b, \u009b, \xff), so text read from
/// a file can never move the cursor, change colours or break a line. A backslash stays as
/// it is. A message is one line for this reason: its own '\n' would show as "\n" too.
std::string printable(std::string_view text);
/// Whether printable(|text|) is |text| as it stands: a writer may then show it without a copy.
bool isPrintable(std::string_view text);

/// |text| folded for matching a name as a person types it: lower case, Latin letters
/// without their accents ("Crépin" and "CREPIN" both fold to "crepin"), and '-' as ' '.
std::string foldName(std::string_view text);

/// |text| with &, <, >, " and ' written as entities, for HTML and XML text and attributes.
std::string escapeMarkup(std::string_view text);

}  // namespace outremer::util
