#include "codec/json_writer.hpp"

#include <nlohmann/json.hpp>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <span>

#include "util/text.hpp"

namespace outremer::codec {
namespace {

using nlohmann::ordered_json;

// Sixteen bytes side by side, in GCC's and Clang's vector extension (SSE2 on x86-64).
using Bytes16 = signed char __attribute__((vector_size(16)));
constexpr size_t kLanes = sizeof(Bytes16);

// True when dump() writes the |size| bytes at |p| as they are between quotes: printable
// ASCII, no quote or backslash (anything else is escaped or UTF-8 checked). Sixteen bytes at
// a time, the last sixteen read whole: the caller has room for kLanes - 1 bytes past them.
bool plain(const char* p, size_t size) {
  constexpr Bytes16 kLane = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  for (size_t at = 0; at < size; at += kLanes) {
    Bytes16 bytes;
    std::memcpy(&bytes, p + at, kLanes);
    // Control characters, and the bytes of UTF-8 (from 0x80, negative as signed), are
    // below a space.
    Bytes16 special = (bytes == '"') | (bytes == '\\') | (bytes < ' ');
    if (size - at < kLanes) special &= kLane < static_cast<signed char>(size - at);
    uint64_t halves[2];
    std::memcpy(halves, &special, kLanes);
    if ((halves[0] | halves[1]) != 0) return false;
  }
  return true;
}

// Copies the |size| bytes at |from| to |to|: up to sixteen (most of a brief's strings) in
// two overlapping loads and stores, not a call to memcpy, which costs more than the copy.
// Only the |size| bytes are read and written.
void copyBytes(char* to, const char* from, size_t size) {
  const auto copy = [&]<class Word>(Word) {
    Word head, tail;
    std::memcpy(&head, from, sizeof(Word));
    std::memcpy(&tail, from + size - sizeof(Word), sizeof(Word));
    std::memcpy(to, &head, sizeof(Word));
    std::memcpy(to + size - sizeof(Word), &tail, sizeof(Word));
  };
  if (size > 16) return static_cast<void>(std::memcpy(to, from, size));
  if (size >= 8) return copy(uint64_t{});
  if (size >= 4) return copy(uint32_t{});
  if (size >= 2) return copy(uint16_t{});
  if (size == 1) to[0] = from[0];
}

// How dump() escapes |byte|, a quote, a backslash or a control character.
std::string_view escapeOf(unsigned char byte, std::span<char, 6> hex) {
  switch (byte) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case '\b': return "\\b";
    case '\t': return "\\t";
    case '\n': return "\\n";
    case '\f': return "\\f";
    case '\r': return "\\r";
    default: {
      constexpr char kDigits[] = "0123456789abcdef";
      hex[4] = kDigits[byte >> 4];
      hex[5] = kDigits[byte & 0xf];
      return {hex.data(), hex.size()};
    }
  }
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
  // Copied first, then looked at where it lies: plain() may read past it.
  char* to = room(text.size() + 2 + kLanes);
  to[0] = '"';
  copyBytes(to + 1, text.data(), text.size());
  if (!plain(to + 1, text.size())) return putEscaped(text);
  to[text.size() + 1] = '"';
  wrote(text.size() + 2);
}

void JsonWriter::putEscaped(std::string_view text) {
  const size_t start = size_;
  char hex[] = {'\\', 'u', '0', '0', '0', '0'};
  put('"');
  for (size_t at = 0; at < text.size();) {
    const auto byte = static_cast<unsigned char>(text[at]);
    if (byte >= 0x80) {
      char32_t code = 0;
      const size_t length = util::readUtf8(text.substr(at), code);
      if (length == 0) {
        size_ = start;
        return put(ordered_json(text).dump());  // throws dump()'s own error
      }
      put(text.substr(at, length));
      at += length;
    } else if (byte < 0x20 || byte == '"' || byte == '\\') {
      put(escapeOf(byte, hex));
      ++at;
    } else {
      put(static_cast<char>(byte));
      ++at;
    }
  }
  put('"');
}

template <typename Number>
void JsonWriter::putNumber(Number number) {
  // One digit, as most of a brief's numbers are (strengths, counts, dice): no conversion.
  if (number >= 0 && number <= 9) return put(static_cast<char>('0' + number));
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

JsonWriter& JsonWriter::indentedKey(std::string_view name) {
  beforeValue();
  char* to = room(name.size() + 4);
  to[0] = '"';
  std::memcpy(to + 1, name.data(), name.size());
  to[name.size() + 1] = '"';
  to[name.size() + 2] = ':';
  to[name.size() + 3] = ' ';
  wrote(name.size() + 4);
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
