#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outremer::codec {

/// The byte work of writing a string, inline where strings are written.
namespace json_bytes {

// Sixteen bytes side by side, in GCC's and Clang's vector extension (SSE2 on x86-64).
using Bytes16 = signed char __attribute__((vector_size(16)));
constexpr size_t kLanes = sizeof(Bytes16);

// The bytes that dump() escapes or checks in |bytes|: all ones where one is.
inline Bytes16 special(Bytes16 bytes) { return (bytes == '"') | (bytes == '\\') | (bytes < ' '); }

// True when dump() writes the |size| bytes at |p|, fewer than sixteen, as they are
// between quotes: printable ASCII, no quote or backslash (anything else is escaped or UTF-8
// checked). Sixteen bytes are read: the caller has room for them.
inline bool plainShort(const char* p, size_t size) {
  constexpr Bytes16 kLane = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  Bytes16 bytes;
  std::memcpy(&bytes, p, kLanes);
  // Control characters, and the bytes of UTF-8 (from 0x80, negative as signed), are below
  // a space.
  const Bytes16 found = special(bytes) & (kLane < static_cast<signed char>(size));
  uint64_t halves[2];
  std::memcpy(halves, &found, kLanes);
  return (halves[0] | halves[1]) == 0;
}

// Copies the |size| bytes at |from| to |to|, fewer than sixteen (most of a brief's
// strings), in two overlapping loads and stores, not a call to memcpy, which costs more
// than the copy. Only the |size| bytes are read and written.
inline void copyBytes(char* to, const char* from, size_t size) {
  const auto copy = [&]<class Word>(Word) {
    Word head, tail;
    std::memcpy(&head, from, sizeof(Word));
    std::memcpy(&tail, from + size - sizeof(Word), sizeof(Word));
    std::memcpy(to, &head, sizeof(Word));
    std::memcpy(to + size - sizeof(Word), &tail, sizeof(Word));
  };
  if (size >= 8) return copy(uint64_t{});
  if (size >= 4) return copy(uint32_t{});
  if (size >= 2) return copy(uint16_t{});
  if (size == 1) to[0] = from[0];
}

// Copies the |size| bytes at |from| to |to| and says whether dump() writes them as they are
// (as plainShort): a string of sixteen bytes or more is read once, sixteen at a time (the
// last sixteen overlapping the ones before), each sixteen looked at as it is copied. |to|
// has room for kLanes - 1 bytes past them.
inline bool copyPlain(char* to, const char* from, size_t size) {
  if (size < kLanes) {
    copyBytes(to, from, size);
    return plainShort(to, size);
  }
  Bytes16 found{};
  const auto copy = [&](size_t at) {
    Bytes16 bytes;
    std::memcpy(&bytes, from + at, kLanes);
    std::memcpy(to + at, &bytes, kLanes);
    found |= special(bytes);
  };
  for (size_t at = 0; at + kLanes <= size; at += kLanes) copy(at);
  if (size % kLanes != 0) copy(size - kLanes);
  uint64_t halves[2];
  std::memcpy(halves, &found, kLanes);
  return (halves[0] | halves[1]) == 0;
}

}  // namespace json_bytes

/// Writes JSON straight into a string as the typed serialisers walk a result: exactly the
/// bytes nlohmann's dump() (compact) or dump(2) (|indent| 2) writes for the same values, but
/// without building a document first. Batches of JSON Lines spend most of their time here.
/// Callers keep the structure right: a key before each member's value, every object and
/// array closed. A string of invalid UTF-8 throws nlohmann's type_error, as dump() does.
/// While it writes, |out| has spare room at its end (bytes are written there, not appended
/// one call at a time): |out| holds the JSON alone once the writer is gone.
class JsonWriter {
 public:
  /// Appends to |out|; |indent| < 0 writes compact JSON, else pretty with that indent.
  explicit JsonWriter(std::string& out, int indent = -1);
  /// Cuts |out| back to what was written.
  ~JsonWriter();
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }
  /// The next member's key (inside an object): plain ASCII needing no escape, as the
  /// serialisers' own words are (not checked).
  /// Inline, always: a brief has hundreds of keys, each a literal whose length is then
  /// known where it is written.
  [[gnu::always_inline]] JsonWriter& key(std::string_view name) {
    if (indent_ >= 0) return indentedKey(name);
    const size_t comma = first_ ? 0 : 1;
    char* to = room(name.size() + 4);
    to[0] = ',';
    to += comma;
    to[0] = '"';
    std::memcpy(to + 1, name.data(), name.size());
    to[name.size() + 1] = '"';
    to[name.size() + 2] = ':';
    wrote(comma + name.size() + 3);
    first_ = false;
    afterKey_ = true;
    return *this;
  }

  // The values a brief writes hundreds of (strings, whole numbers, yes or no) are written
  // inline, as keys are: most follow a key, and a value's own call and the separator's
  // test then cost more than writing it.
  JsonWriter& value(std::string_view text) {
    beforeValue();
    putString(text);
    return *this;
  }
  JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(bool yes) {
    beforeValue();
    char* to = room(8);
    std::memcpy(to, yes ? "true\0\0\0" : "false\0\0", 8);
    wrote(yes ? 4 : 5);
    return *this;
  }
  JsonWriter& value(int number) { return value(static_cast<int64_t>(number)); }
  JsonWriter& value(int64_t number) {
    beforeValue();
    // One digit, as most of a brief's numbers are (strengths, counts, dice): no conversion.
    if (number >= 0 && number <= 9) {
      put(static_cast<char>('0' + number));
    } else {
      putNumber(number);
    }
    return *this;
  }
  JsonWriter& value(uint64_t number);
  /// As dump() writes a double (the shortest form that reads back the same).
  JsonWriter& value(double number);
  JsonWriter& null();
  /// An array of strings.
  JsonWriter& value(const std::vector<std::string>& list);
  /// A whole document (any JSON value).
  JsonWriter& value(const nlohmann::ordered_json& json);

  /// |value|, or null when there is none.
  template <typename T>
  JsonWriter& value(const std::optional<T>& maybe) {
    return maybe ? value(*maybe) : null();
  }
  /// key(name).value(v): one member.
  template <typename T>
  JsonWriter& member(std::string_view name, const T& v) {
    return key(name).value(v);
  }
  /// A member written only when |text| is not empty (optional words).
  JsonWriter& memberIfAny(std::string_view name, const std::string& text) {
    return text.empty() ? *this : member(name, text);
  }

 private:
  // Room for |n| more bytes after what is written: where they go (then wrote(n)).
  // Kept as two pointers, not read from |out_|: every byte written through a char pointer
  // may be, for the compiler, a change to the string's own size and data, read again after it.
  char* room(size_t n) { return static_cast<size_t>(end_ - next_) >= n ? next_ : grow(n); }
  char* grow(size_t n);
  void wrote(size_t n) { next_ += n; }
  size_t written() const { return static_cast<size_t>(next_ - out_.data()); }
  void put(char c) {
    *room(1) = c;
    wrote(1);
  }
  void put(std::string_view text);
  void putString(std::string_view text) {
    char* to = room(text.size() + 2 + json_bytes::kLanes);
    to[0] = '"';
    if (!json_bytes::copyPlain(to + 1, text.data(), text.size())) return putEscaped(text);
    to[text.size() + 1] = '"';
    wrote(text.size() + 2);
  }
  // |text| with what needs it escaped, as dump() writes it.
  void putEscaped(std::string_view text);
  template <typename Number>
  void putNumber(Number number);
  JsonWriter& open(char bracket) {
    beforeValue();
    put(bracket);
    ++depth_;
    first_ = true;
    return *this;
  }
  JsonWriter& close(char bracket) {
    --depth_;
    if (!first_ && indent_ >= 0) newline();
    put(bracket);
    first_ = false;  // the container just closed is a value of its parent
    return *this;
  }
  JsonWriter& indentedKey(std::string_view name);
  // Before a value: the separator and line break it needs, unless it follows a key.
  void beforeValue() {
    if (afterKey_) {
      afterKey_ = false;
      return;
    }
    separate();
  }
  // Before a value that follows no key: a comma after the one before it, and the line
  // break and indent of pretty JSON.
  void separate();
  void newline();

  std::string& out_;
  char* next_;  // where the next byte goes in |out_|; from there to end_ is spare room
  char* end_;   // the end of |out_|
  const int indent_;
  int depth_ = 0;
  bool first_ = true;      // nothing yet in the object or array just opened
  bool afterKey_ = false;  // a key was written, its value comes next
};

/// Appends exactly the bytes of |value|.dump() to |out|.
void appendCompactJson(std::string& out, const nlohmann::ordered_json& value);

}  // namespace outremer::codec
