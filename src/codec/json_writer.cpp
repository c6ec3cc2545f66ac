#include "codec/json_writer.hpp"

#include <nlohmann/json.hpp>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace outremer::codec {
namespace {

using nlohmann::ordered_json;

constexpr uint64_t kOnes = 0x0101010101010101ULL;
constexpr uint64_t kHighs = 0x8080808080808080ULL;

// A byte of |word| is zero (the classic bit trick: exact for the zero test itself).
constexpr uint64_t zeroByte(uint64_t word) { return (word - kOnes) & ~word & kHighs; }

// True when dump() writes |text| as it is between quotes: printable ASCII, no quote or
// backslash (anything else is escaped or UTF-8 checked). Eight bytes at a time: briefs
// are mostly long plain strings.
bool plain(std::string_view text) {
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

void appendString(std::string& out, std::string_view text) {
  if (plain(text)) {
    // One append of quotes the string's length, then the string copied between them: a
    // quarter of the calls of appending quote, text and quote.
    const size_t at = out.size();
    out.append(text.size() + 2, '"');
    std::memcpy(out.data() + at + 1, text.data(), text.size());
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

void JsonWriter::newline() {
  out_ += '\n';
  out_.append(static_cast<size_t>(indent_ * depth_), ' ');
}

void JsonWriter::beforeValue() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (depth_ == 0) return;
  if (!first_) out_ += ',';
  first_ = false;
  if (indent_ >= 0) newline();
}

JsonWriter& JsonWriter::key(std::string_view name) {
  beforeValue();
  // Keys are the serialisers' own words, plain ASCII: no need to look for escapes.
  const size_t at = out_.size();
  out_.append(name.size() + (indent_ >= 0 ? 4 : 3), '"');
  char* to = out_.data() + at + 1;
  std::memcpy(to, name.data(), name.size());
  to[name.size() + 1] = ':';
  if (indent_ >= 0) to[name.size() + 2] = ' ';
  afterKey_ = true;
  return *this;
}

JsonWriter& JsonWriter::open(char bracket) {
  beforeValue();
  out_ += bracket;
  ++depth_;
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  --depth_;
  if (!first_ && indent_ >= 0) newline();
  out_ += bracket;
  first_ = false;  // the container just closed is a value of its parent
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  beforeValue();
  appendString(out_, text);
  return *this;
}

JsonWriter& JsonWriter::value(bool yes) {
  beforeValue();
  out_ += yes ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::value(int64_t number) {
  beforeValue();
  appendNumber(out_, number);
  return *this;
}

JsonWriter& JsonWriter::value(uint64_t number) {
  beforeValue();
  appendNumber(out_, number);
  return *this;
}

JsonWriter& JsonWriter::value(const std::vector<std::string>& list) {
  beginArray();
  for (const std::string& text : list) value(text);
  return endArray();
}

JsonWriter& JsonWriter::value(double number) {
  beforeValue();
  out_ += ordered_json(number).dump();
  return *this;
}

JsonWriter& JsonWriter::null() {
  beforeValue();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::value(const ordered_json& json) {
  switch (json.type()) {
    case ordered_json::value_t::object:
      beginObject();
      for (const auto& [name, member] : *json.get_ptr<const ordered_json::object_t*>()) {
        // A document's keys may be anything: escaped as dump() escapes them.
        beforeValue();
        appendString(out_, name);
        out_ += indent_ >= 0 ? ": " : ":";
        afterKey_ = true;
        value(member);
      }
      return endObject();
    case ordered_json::value_t::array:
      beginArray();
      for (const ordered_json& element : *json.get_ptr<const ordered_json::array_t*>()) value(element);
      return endArray();
    case ordered_json::value_t::string: return value(std::string_view(*json.get_ptr<const std::string*>()));
    case ordered_json::value_t::number_integer: return value(json.get<int64_t>());
    case ordered_json::value_t::number_unsigned: return value(json.get<uint64_t>());
    case ordered_json::value_t::boolean: return value(json.get<bool>());
    case ordered_json::value_t::null: return null();
    default:  // floating point, binary, discarded: dump() knows their exact form
      beforeValue();
      out_ += json.dump();
      return *this;
  }
}

void appendCompactJson(std::string& out, const ordered_json& value) { JsonWriter(out).value(value); }

}  // namespace outremer::codec
