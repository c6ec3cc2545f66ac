#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outremer::codec {

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

  JsonWriter& value(std::string_view text);
  JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(bool yes);
  JsonWriter& value(int number) { return value(static_cast<int64_t>(number)); }
  JsonWriter& value(int64_t number);
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
  char* room(size_t n) { return out_.size() - size_ >= n ? out_.data() + size_ : grow(n); }
  char* grow(size_t n);
  void wrote(size_t n) { size_ += n; }
  void put(char c) {
    *room(1) = c;
    wrote(1);
  }
  void put(std::string_view text);
  void putString(std::string_view text);
  // |text| with what needs it escaped, as dump() writes it.
  void putEscaped(std::string_view text);
  template <typename Number>
  void putNumber(Number number);
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  JsonWriter& indentedKey(std::string_view name);
  // Before a value: the separator and line break it needs, unless it follows a key.
  void beforeValue();
  void newline();

  std::string& out_;
  size_t size_;  // bytes of |out_| written; the rest is spare room
  const int indent_;
  int depth_ = 0;
  bool first_ = true;      // nothing yet in the object or array just opened
  bool afterKey_ = false;  // a key was written, its value comes next
};

/// Appends exactly the bytes of |value|.dump() to |out|.
void appendCompactJson(std::string& out, const nlohmann::ordered_json& value);

}  // namespace outremer::codec
