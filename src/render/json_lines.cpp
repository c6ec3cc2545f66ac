#include "render/json_lines.hpp"

#include <charconv>
#include <cstdint>
#include <cstring>

namespace outremer::render {
namespace {

using nlohmann::ordered_json;

constexpr uint64_t kOnes = 0x0101010101010101ULL;
constexpr uint64_t kHighs = 0x8080808080808080ULL;

// A byte of |word| is zero (the classic bit trick: exact for the zero test itself).
constexpr uint64_t zeroByte(uint64_t word) { return (word - kOnes) & ~word & kHighs; }

// True when dump() writes |text| as it is between quotes: printable ASCII, no quote or
// backslash (anything else is escaped or UTF-8 checked). Eight bytes at a time: briefs
// are mostly long plain strings.
bool plain(const std::string& text) {
  const char* p = text.data();
  size_t left = text.size();
  for (; left >= 8; p += 8, left -= 8) {
    uint64_t word = 0;
    std::memcpy(&word, p, 8);
    // Bytes below 0x20 or from 0x80 up: (byte & 0xe0) == 0 or the high bit set.
    const uint64_t control = zeroByte(word & 0xe0e0e0e0e0e0e0e0ULL);
    const uint64_t special = zeroByte(word ^ (kOnes * '"')) | zeroByte(word ^ (kOnes * '\\'));
    if ((word & kHighs) | control | special) return false;
  }
  for (; left > 0; ++p, --left) {
    const auto byte = static_cast<unsigned char>(*p);
    if (byte < 0x20 || byte >= 0x80 || byte == '"' || byte == '\\') return false;
  }
  return true;
}

void appendString(std::string& out, const std::string& text) {
  if (plain(text)) {
    const size_t at = out.size();
    out.resize(at + text.size() + 2);
    out[at] = '"';
    std::memcpy(out.data() + at + 1, text.data(), text.size());
    out[at + text.size() + 1] = '"';
  } else {
    out += ordered_json(text).dump();
  }
}

template <typename Number>
void appendNumber(std::string& out, Number number) {
  char digits[24];
  const auto result = std::to_chars(digits, digits + sizeof digits, number);
  out.append(digits, result.ptr);
}

}  // namespace

void appendCompactJson(std::string& out, const ordered_json& value) {
  switch (value.type()) {
    case ordered_json::value_t::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, member] : *value.get_ptr<const ordered_json::object_t*>()) {
        if (!first) out += ',';
        first = false;
        appendString(out, key);
        out += ':';
        appendCompactJson(out, member);
      }
      out += '}';
      return;
    }
    case ordered_json::value_t::array: {
      out += '[';
      bool first = true;
      for (const ordered_json& element : *value.get_ptr<const ordered_json::array_t*>()) {
        if (!first) out += ',';
        first = false;
        appendCompactJson(out, element);
      }
      out += ']';
      return;
    }
    case ordered_json::value_t::string:
      appendString(out, *value.get_ptr<const std::string*>());
      return;
    case ordered_json::value_t::number_integer:
      appendNumber(out, value.get<int64_t>());
      return;
    case ordered_json::value_t::number_unsigned:
      appendNumber(out, value.get<uint64_t>());
      return;
    case ordered_json::value_t::boolean:
      out += value.get<bool>() ? "true" : "false";
      return;
    case ordered_json::value_t::null:
      out += "null";
      return;
    default:  // floating point, binary, discarded: dump() knows their exact form
      out += value.dump();
      return;
  }
}

}  // namespace outremer::render
