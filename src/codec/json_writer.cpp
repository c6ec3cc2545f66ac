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

// Spare room a writer makes beyond what it needs now: briefs grow in many small writes. The
// room is zeroed as it is made, so it is made a little at a time (less than the size from
// which memset turns to a slow string instruction), not a whole reserved buffer at once.
constexpr size_t kSpare = 1024;

}  // namespace

JsonWriter::JsonWriter(std::string& out, int indent) : out_(out), size_(out.size()), indent_(indent) {}

JsonWriter::~JsonWriter() { out_.resize(size_); }

char* JsonWriter::grow(size_t n) {
  out_.resize(size_ + n + kSpare);  // regrown, when it is, to twice its capacity
  return out_.data() + size_;
}

void JsonWriter::put(std::string_view text) {
  std::memcpy(room(text.size()), text.data(), text.size());
  wrote(text.size());
}

void JsonWriter::putString(std::string_view text) {
  if (!plain(text)) return put(ordered_json(text).dump());
  char* to = room(text.size() + 2);
  to[0] = '"';
  std::memcpy(to + 1, text.data(), text.size());
  to[text.size() + 1] = '"';
  wrote(text.size() + 2);
}

template <typename Number>
void JsonWriter::putNumber(Number number) {
  constexpr size_t kDigits = 24;  // the longest 64-bit number, with its sign
  char* to = room(kDigits);
  wrote(static_cast<size_t>(std::to_chars(to, to + kDigits, number).ptr - to));
}

void JsonWriter::newline() {
  const auto spaces = static_cast<size_t>(indent_ * depth_);
  char* to = room(spaces + 1);
  to[0] = '\n';
  std::memset(to + 1, ' ', spaces);
  wrote(spaces + 1);
}

void JsonWriter::beforeValue() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (depth_ == 0) return;
  if (!first_) put(',');
  first_ = false;
  if (indent_ >= 0) newline();
}

JsonWriter& JsonWriter::key(std::string_view name) {
  beforeValue();
  // Keys are the serialisers' own words, plain ASCII: no need to look for escapes.
  char* to = room(name.size() + 4);
  to[0] = '"';
  std::memcpy(to + 1, name.data(), name.size());
  to[name.size() + 1] = '"';
  to[name.size() + 2] = ':';
  to[name.size() + 3] = ' ';  // kept only when indented
  wrote(name.size() + (indent_ >= 0 ? 4 : 3));
  afterKey_ = true;
  return *this;
}

JsonWriter& JsonWriter::open(char bracket) {
  beforeValue();
  put(bracket);
  ++depth_;
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  --depth_;
  if (!first_ && indent_ >= 0) newline();
  put(bracket);
  first_ = false;  // the container just closed is a value of its parent
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  beforeValue();
  putString(text);
  return *this;
}

JsonWriter& JsonWriter::value(bool yes) {
  beforeValue();
  put(yes ? std::string_view("true") : std::string_view("false"));
  return *this;
}

JsonWriter& JsonWriter::value(int64_t number) {
  beforeValue();
  putNumber(number);
  return *this;
}

JsonWriter& JsonWriter::value(uint64_t number) {
  beforeValue();
  putNumber(number);
  return *this;
}

JsonWriter& JsonWriter::value(const std::vector<std::string>& list) {
  beginArray();
  for (const std::string& text : list) value(text);
  return endArray();
}

JsonWriter& JsonWriter::value(double number) {
  beforeValue();
  put(ordered_json(number).dump());
  return *this;
}

JsonWriter& JsonWriter::null() {
  beforeValue();
  put("null");
  return *this;
}

JsonWriter& JsonWriter::value(const ordered_json& json) {
  switch (json.type()) {
    case ordered_json::value_t::object:
      beginObject();
      for (const auto& [name, member] : *json.get_ptr<const ordered_json::object_t*>()) {
        // A document's keys may be anything: escaped as dump() escapes them.
        beforeValue();
        putString(name);
        put(indent_ >= 0 ? ": " : ":");
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
      put(json.dump());
      return *this;
  }
}

void appendCompactJson(std::string& out, const ordered_json& value) { JsonWriter(out).value(value); }

}  // namespace outremer::codec
