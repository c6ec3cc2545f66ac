#include "codec/json_in.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <cmath>

#include "util/text.hpp"

namespace outremer::codec {

void refuse(const std::string& path, const std::string& what) {
  throw FormatError(path.empty() ? what : path + ": " + what);
}

std::string JsonPath::text() const {
  if (root_ != nullptr) return *root_;
  std::string path = parent_->text();
  if (isIndex_) return path + "[" + std::to_string(index_) + "]";
  return path.empty() ? std::string(key_) : path + "." + std::string(key_);
}

JsonIn::JsonIn(const nlohmann::json& object, const JsonPath& path, const char* document)
    : object_(object), path_(path), document_(document) {
  if (!object_.is_object()) refuse(path_.text(), "expected an object, found " + detail::typeName(object_));
}

std::string JsonIn::at(std::string_view key) const { return JsonPath(path_, key).text(); }

const nlohmann::json* JsonIn::find(std::string_view key) {
  seen_.push_back(key);
  const auto found = object_.find(key);
  return found == object_.end() ? nullptr : &*found;
}

const nlohmann::json& JsonIn::get(std::string_view key) {
  const nlohmann::json* value = find(key);
  if (value == nullptr) refuse(at(key), "missing");
  return *value;
}

void JsonIn::done() const {
  for (const auto& [key, value] : object_.items()) {
    if (std::find(seen_.begin(), seen_.end(), key) == seen_.end()) {
      refuse(at(key), std::string("not a field of ") + document_);
    }
  }
}

bool isDocument(const nlohmann::json& json, std::string_view kind) {
  if (!json.is_object()) return false;
  const auto found = json.find("outremer");
  return found != json.end() && found->is_string() && found->get_ref<const std::string&>() == kind;
}

namespace detail {

std::string typeName(const nlohmann::json& value) {
  return value.is_number_float() ? "a fraction " + value.dump() : std::string(value.type_name());
}

void wrongType(const nlohmann::json& value, const JsonPath& path, const char* expected) {
  refuse(path.text(), std::string("expected ") + expected + ", found " + typeName(value));
}

int64_t whole(const nlohmann::json& value, const JsonPath& path, Range range) {
  if (!value.is_number_integer()) wrongType(value, path, "a whole number");
  if (value.is_number_unsigned() && value.get<uint64_t>() > static_cast<uint64_t>(range.most)) {
    refuse(path.text(), value.dump() + " is above " + std::to_string(range.most));
  }
  const int64_t x = value.get<int64_t>();
  if (x < range.least) refuse(path.text(), value.dump() + " is below " + std::to_string(range.least));
  if (x > range.most) refuse(path.text(), value.dump() + " is above " + std::to_string(range.most));
  return x;
}

void check(const std::string& text, const JsonPath& path, const NonEmpty&) {
  if (text.empty()) refuse(path.text(), "empty");
}

void check(const std::string& text, const JsonPath& path, const Words& words) {
  if (std::find(words.words.begin(), words.words.end(), text) == words.words.end()) notOneOf(text, path, words.words);
}

double fraction(const nlohmann::json& value, const JsonPath& path, Fraction bound) {
  if (!value.is_number()) wrongType(value, path, "a number");
  const double x = value.get<double>();
  if (!std::isfinite(x) || x <= -bound.bound || x >= bound.bound) {
    refuse(path.text(), value.dump() + " is not between -" + fmt::format("{}", bound.bound) + " and " + fmt::format("{}", bound.bound));
  }
  return x;
}

double number(const nlohmann::json& value, const JsonPath& path) {
  if (!value.is_number()) wrongType(value, path, "a number");
  return value.get<double>();
}

void fixedList(const nlohmann::json& value, const JsonPath& path, size_t size) {
  if (!value.is_array()) wrongType(value, path, "a list");
  if (value.size() != size) {
    refuse(path.text(), "expected " + std::to_string(size) + " items, found " + std::to_string(value.size()));
  }
}

void notOneOf(const std::string& text, const JsonPath& path, std::span<const std::string_view> words) {
  std::vector<std::string> list;
  for (std::string_view w : words) list.push_back(w.empty() ? "\"\"" : std::string(w));
  refuse(path.text(), "'" + text + "' is not one of " + util::join(list, ", "));
}

}  // namespace detail
}  // namespace outremer::codec
