#include "util/text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace outremer::util {

namespace {

// Text is read eight bytes at a time where it can be: a byte in each of the eight lanes.
constexpr uint64_t kOnes = 0x0101010101010101ULL;
constexpr uint64_t kTops = 0x8080808080808080ULL;
constexpr size_t kLanes = sizeof(uint64_t);

uint64_t eightAt(std::string_view text, size_t at) {
  uint64_t bytes = 0;
  std::memcpy(&bytes, text.data() + at, kLanes);
  return bytes;
}

// The top bit of each lane of |bytes| that holds |byte|, and no other bit.
uint64_t lanesOf(uint64_t bytes, unsigned char byte) {
  const uint64_t x = bytes ^ (byte * kOnes);  // zero where |byte| is
  return ~(((x & ~kTops) + ~kTops) | x | ~kTops);
}

// The columns byte |c| adds: one where a character starts, none for a UTF-8 continuation.
size_t columnsOf(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0; }

}  // namespace

size_t displayWidth(std::string_view text) {
  // Every byte but a continuation (10xxxxxx: the top bit set, the next clear).
  size_t continuations = 0;
  size_t at = 0;
  for (; at + kLanes <= text.size(); at += kLanes) {
    const uint64_t bytes = eightAt(text, at);
    const uint64_t marks = bytes & ~(bytes << 1) & kTops;
    continuations += ((marks >> 7) * kOnes) >> 56;  // the lanes' marks summed in the top lane
  }
  size_t width = at - continuations;
  for (; at < text.size(); ++at) width += columnsOf(text[at]);
  return width;
}

namespace {

// Whether |text|'s words stand one space apart: no leading, trailing or doubled space.
bool evenlySpaced(std::string_view text) {
  if (text.empty()) return true;
  if (text.front() == ' ' || text.back() == ' ') return false;
  // Each space against the byte after it, eight bytes at a time: |before| is the top bit of
  // the first lane when the byte before the eight is a space.
  uint64_t before = 0;
  size_t at = 0;
  for (; at + kLanes <= text.size(); at += kLanes) {
    const uint64_t spaces = lanesOf(eightAt(text, at), ' ');
    if ((spaces & ((spaces << 8) | before)) != 0) return false;
    before = spaces >> 56;
  }
  for (; at < text.size(); ++at) {
    const uint64_t space = text[at] == ' ' ? 0x80 : 0;
    if ((space & before) != 0) return false;
    before = space;
  }
  return true;
}

}  // namespace

bool fitsAsItIs(std::string_view text, size_t width) {
  return !text.empty() && text.size() <= width && evenlySpaced(text);
}

namespace {

// Whether every byte of |text| is ASCII (one column each), read eight bytes at a time.
bool ascii(std::string_view text) {
  uint64_t high = 0;
  size_t at = 0;
  for (; at + kLanes <= text.size(); at += kLanes) high |= eightAt(text, at);
  for (; at < text.size(); ++at) high |= static_cast<unsigned char>(text[at]);
  return (high & kTops) == 0;
}

// wrapEach for evenly spaced ASCII text, most of a brief's prose: each line is a stretch of
// |text| itself, handed on without a copy, and as wide as it is long, so it ends at the last
// space its room reaches, found by a search rather than a walk over every byte.
void wrapStretches(std::string_view text, size_t width, size_t restWidth,
                   const std::function<void(std::string_view)>& put) {
  size_t start = 0;
  size_t room = width;
  while (text.size() - start > room) {
    size_t end = text.rfind(' ', start + room);
    // A word wider than the room stands alone on its line.
    if (end == std::string_view::npos || end < start) end = text.find(' ', start);
    if (end == std::string_view::npos) break;
    put(text.substr(start, end - start));
    start = end + 1;
    room = restWidth;
  }
  put(text.substr(start));
}

// wrapEach for other text (other spacing, or characters of more than a byte): its lines
// made in a buffer, words one space apart, each word as wide as its characters.
void wrapWords(std::string_view text, size_t width, size_t restWidth, const std::function<void(std::string_view)>& put) {
  std::string line;  // the line being made, one buffer for them all
  bool first = true;
  size_t start = 0;
  size_t shown = 0;  // the display width of the line, kept as it grows
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    const size_t wordWidth = displayWidth(word);
    if (!line.empty() && shown + 1 + wordWidth > (first ? width : restWidth)) {
      put(line);
      first = false;
      line.assign(word);
      shown = wordWidth;
    } else if (!word.empty()) {
      if (!line.empty()) {
        line += ' ';
        ++shown;
      }
      line += word;
      shown += wordWidth;
    }
    start = end + 1;
  }
  put(line);
}

}  // namespace

void wrapEach(std::string_view text, size_t width, size_t restWidth, const std::function<void(std::string_view)>& put) {
  if (fitsAsItIs(text, width)) {
    put(text);
    return;
  }
  if (restWidth == 0) restWidth = width;
  if (!text.empty() && ascii(text) && evenlySpaced(text)) return wrapStretches(text, width, restWidth, put);
  wrapWords(text, width, restWidth, put);
}

std::vector<std::string> wrap(std::string_view text, size_t width, size_t restWidth) {
  std::vector<std::string> lines;
  wrapEach(text, width, restWidth, [&](std::string_view line) { lines.emplace_back(line); });
  return lines;
}

std::string_view trim(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const size_t last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string capitalised(std::string_view text) { return upper(text.substr(0, 1)) + std::string(text.substr(std::min<size_t>(1, text.size()))); }

std::string padRight(std::string_view text, size_t width) {
  std::string padded(text);
  const size_t shown = displayWidth(text);
  if (shown < width) padded.append(width - shown, ' ');
  return padded;
}

void appendNumber(std::string& out, int64_t number) {
  // One digit, as most dice faces and counts are: no conversion.
  if (number >= 0 && number <= 9) return out.push_back(static_cast<char>('0' + number));
  char digits[kInt64Digits];
  // By pointer and length: append's range form takes the general replace path.
  const char* end = std::to_chars(digits, digits + sizeof digits, number).ptr;
  out.append(digits, static_cast<size_t>(end - digits));
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string joined;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) joined += separator;
    joined += parts[i];
  }
  return joined;
}

}  // namespace outremer::util

namespace outremer::util {
namespace {

void appendHex(std::string& out, const char* prefix, unsigned value, int digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += prefix;
  for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kHex[(value >> shift) & 0xFu];
}

}  // namespace

size_t readUtf8(std::string_view text, char32_t& code) {
  if (text.empty()) return 0;
  const auto lead = static_cast<unsigned char>(text[0]);
  if (lead < 0x80) {
    code = lead;
    return 1;
  }
  size_t length = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
  } else {
    return 0;
  }
  if (text.size() < length) return 0;
  code = lead & (0x7Fu >> length);
  for (size_t i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[i]);
    if ((next & 0xC0) != 0x80) return 0;
    code = (code << 6) | (next & 0x3Fu);
  }
  constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

namespace {

// How many bytes |text| starts with that printable() copies as they are: printable ASCII
// and UTF-8 characters that are not C1 controls.
size_t printableRun(std::string_view text) {
  size_t at = 0;
  // Eight bytes at a time while every one is printable ASCII (0x20-0x7E), as most text is:
  // none has its top bit set, none is below 0x20, none is 0x7F (each test exact for "any").
  while (at + kLanes <= text.size()) {
    const uint64_t bytes = eightAt(text, at);
    const uint64_t del = bytes ^ (0x7F * kOnes);
    if (((bytes | ((bytes - 0x20 * kOnes) & ~bytes) | ((del - kOnes) & ~del)) & kTops) != 0) break;
    at += kLanes;
  }
  while (at < text.size()) {
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead >= 0x20 && lead < 0x7F) {
      ++at;
      continue;
    }
    if (lead < 0x80) break;  // a C0 control or DEL
    char32_t code = 0;
    const size_t length = readUtf8(text.substr(at), code);
    if (length == 0 || code <= 0x9F) break;  // not UTF-8, or a C1 control
    at += length;
  }
  return at;
}

}  // namespace

bool isPrintable(std::string_view text) { return printableRun(text) == text.size(); }

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    // Stretches that need no escape, most of any text, are copied whole.
    const size_t plain = printableRun(text.substr(i));
    out.append(text.substr(i, plain));
    i += plain;
    if (i == text.size()) break;
    char32_t code = 0;
    const size_t length = readUtf8(text.substr(i), code);
    if (length == 0) {
      appendHex(out, "\\x", static_cast<unsigned char>(text[i]), 2);
    } else if (code == '\n') {
      out += "\\n";
    } else if (code == '\t') {
      out += "\\t";
    } else if (code < 0x20 || code == 0x7F) {
      appendHex(out, "\\x", static_cast<unsigned>(code), 2);
    } else {
      appendHex(out, "\\u", static_cast<unsigned>(code), 4);  // a C1 control
    }
    i += length == 0 ? 1 : length;
  }
  return out;
}

}  // namespace outremer::util

namespace outremer::util {

std::string foldName(std::string_view text) {
  // The base letters of U+00C0..U+00FF (UTF-8 C3 80..C3 BF); '*' for the two signs.
  static constexpr std::string_view kLatin1[64] = {
      "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
      "d", "n", "o", "o", "o", "o", "o", "*", "o", "u", "u", "u", "u", "y", "th", "ss",
      "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
      "d", "n", "o", "o", "o", "o", "o", "*", "o", "u", "u", "u", "u", "y", "th", "y"};
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    if (c == 0xC3 && next >= 0x80 && next <= 0xBF && kLatin1[next - 0x80] != "*") {
      out += kLatin1[next - 0x80];
      ++i;
    } else if (c == '-') {
      out += ' ';
    } else {
      out += static_cast<char>(c < 0x80 ? std::tolower(c) : c);
    }
  }
  return out;
}

std::string escapeMarkup(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '&') {
      out += "&amp;";
    } else if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else if (c == '"') {
      out += "&quot;";
    } else if (c == '\'') {
      out += "&apos;";
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace outremer::util
