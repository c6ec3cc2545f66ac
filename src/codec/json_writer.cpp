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

JsonWriter::JsonWriter(std::string& out, int indent)
    : out_(out), next_(out.data() + out.size()), end_(next_), indent_(indent) {}

JsonWriter::~JsonWriter() { out_.resize(written()); }

char* JsonWriter::grow(size_t n) {
  const size_t size = written();
  out_.resize(size + n + kSpare);  // regrown, when it is, to twice its capacity
  next_ = out_.data() + size;
  end_ = out_.data() + out_.size();
  return next_;
}

void JsonWriter::put(std::string_view text) {
  std::memcpy(room(text.size()), text.data(), text.size());
  wrote(text.size());
}

void JsonWriter::putEscaped(std::string_view text) {
  const size_t start = written();
  char hex[] = {'\\', 'u', '0', '0', '0', '0'};
  put('"');
  for (size_t at = 0; at < text.size();) {
    const auto byte = static_cast<unsigned char>(text[at]);
    if (byte >= 0x80) {
      char32_t code = 0;
      const size_t length = util::readUtf8(text.substr(at), code);
      if (length == 0) {
        next_ = out_.data() + start;
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
  char* to = room(util::kInt64Digits);
  wrote(static_cast<size_t>(std::to_chars(to, to + util::kInt64Digits, number).ptr - to));
}
template void JsonWriter::putNumber(int64_t number);  // value(int64_t), inline, writes by it

void JsonWriter::newline() {
  const auto spaces = static_cast<size_t>(indent_ * depth_);
  char* to = room(spaces + 1);
  to[0] = '\n';
  std::memset(to + 1, ' ', spaces);
  wrote(spaces + 1);
}

void JsonWriter::separate() {
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
