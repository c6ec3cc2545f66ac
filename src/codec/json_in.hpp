#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "codec/field.hpp"
#include "codec/format_error.hpp"

namespace outremer::codec {

/// Where a value stands in the document being read, put into words ("members[2].name")
/// only when a refusal names it: reading builds no strings. A path refers to its parent,
/// which must outlive it (each is a local of the reader one level up).
class JsonPath {
 public:
  explicit JsonPath(const std::string& root) : root_(&root) {}
  JsonPath(const JsonPath& parent, std::string_view key) : parent_(&parent), key_(key) {}
  JsonPath(const JsonPath& parent, size_t index) : parent_(&parent), index_(index), isIndex_(true) {}

  std::string text() const;

 private:
  const JsonPath* parent_ = nullptr;
  const std::string* root_ = nullptr;
  std::string_view key_;
  size_t index_ = 0;
  bool isIndex_ = false;
};

template <class T, class... Spec>
void readValue(const nlohmann::json& json, const JsonPath& path, const char* document, T& value, const Spec&... spec);

/// Reads a value strictly by visiting its fields() (codec/field.hpp): every member present
/// with its type, every word one the program writes, every number within its range, and
/// no member the form does not have. Each refusal is a FormatError naming the path.
class JsonIn {
 public:
  static constexpr bool kReads = true;

  /// Reads the members of |object| (refused when not an object) at |path| ("" for a
  /// document's root, whose members' paths are their keys); |document| names what holds it
  /// for a member that is not in the form ("the save").
  JsonIn(const nlohmann::json& object, const JsonPath& path, const char* document);

  template <class T, class... Spec>
  void operator()(std::string_view key, T& value, const Spec&... spec) {
    readValue(get(key), JsonPath(path_, key), document_, value, spec...);
  }

  template <class T, class... Spec>
  void omitEmpty(std::string_view key, T& value, const Spec&... spec) {
    value = T{};
    if (const nlohmann::json* json = find(key)) readValue(*json, JsonPath(path_, key), document_, value, spec...);
  }

  template <class T, class... Spec>
  void when(bool present, std::string_view key, T& value, const Spec&... spec) {
    if (present) (*this)(key, value, spec...);
  }

  template <class Get, class... Spec>
  void derived(std::string_view key, const Get&, const Spec&... spec) {
    using Written = std::remove_cvref_t<decltype(std::declval<Get>()())>;
    std::conditional_t<Viewed<Written>, std::string, Written> ignored{};
    (*this)(key, ignored, spec...);
  }

  /// Reads (and drops) the derived member only when the object has it: the reader cannot
  /// tell from members it does not keep whether it was written.
  template <class Get, class... Spec>
  void derivedIf(bool, std::string_view key, const Get& get, const Spec&... spec) {
    if (object_.contains(key)) derived(key, get, spec...);
  }

  /// Refuses a member of the object that no call above read.
  void done() const;

  /// The path of the member |key| in words, for a refusal.
  std::string at(std::string_view key) const;
  const nlohmann::json& get(std::string_view key);
  /// The member |key|, or nullptr when there is none (read either way).
  const nlohmann::json* find(std::string_view key);

 private:
  const nlohmann::json& object_;
  const JsonPath& path_;
  const char* document_;
  std::vector<std::string_view> seen_;
};

namespace detail {

std::string typeName(const nlohmann::json& value);
[[noreturn]] void wrongType(const nlohmann::json& value, const JsonPath& path, const char* expected);
int64_t whole(const nlohmann::json& value, const JsonPath& path, Range range);
void check(const std::string& text, const JsonPath& path, const NonEmpty&);
void check(const std::string& text, const JsonPath& path, const Words& words);
double fraction(const nlohmann::json& value, const JsonPath& path, Fraction bound);
/// Any number: a double whose form gives it no bound.
double number(const nlohmann::json& value, const JsonPath& path);
/// Refuses |value| unless it is a list of |size| items.
void fixedList(const nlohmann::json& value, const JsonPath& path, size_t size);
[[noreturn]] void notOneOf(const std::string& text, const JsonPath& path, std::span<const std::string_view> words);

template <class T>
constexpr Range rangeOf() {
  if constexpr (std::is_same_v<T, uint64_t>) {
    return {0, std::numeric_limits<int64_t>::max()};
  } else {
    return {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()};
  }
}

}  // namespace detail

/// A part of an object that a reader takes: T's form read from it, the object's other
/// members left alone. For a user's file that may hold more than is read of it (a party
/// brief, of whose members `upkeep` needs only the type and three flags); read only.
template <class T>
struct Part {
  T value;
};

namespace detail {
template <class T>
inline constexpr bool kIsPart = false;
template <class T>
inline constexpr bool kIsPart<Part<T>> = true;
template <class T>
inline constexpr bool kIsFixedList = false;
template <class T, size_t N>
inline constexpr bool kIsFixedList<std::array<T, N>> = true;
}  // namespace detail

/// Reads |json| at |path| into |value|, as JsonIn reads a member.
template <class T, class... Spec>
void readValue(const nlohmann::json& json, const JsonPath& path, const char* document, T& value, const Spec&... spec) {
  if constexpr (std::is_same_v<T, std::string>) {
    if (!json.is_string()) detail::wrongType(json, path, "a string");
    value = json.get<std::string>();
    (detail::check(value, path, spec), ...);
  } else if constexpr (std::is_same_v<T, double>) {
    if constexpr (sizeof...(Spec) == 0) {
      value = detail::number(json, path);
    } else {
      value = detail::fraction(json, path, spec...);
    }
  } else if constexpr (std::is_same_v<T, bool>) {
    if (!json.is_boolean()) detail::wrongType(json, path, "true or false");
    value = json.get<bool>();
  } else if constexpr (std::is_integral_v<T>) {
    const Range range = [&] {
      if constexpr (sizeof...(Spec) == 1) {
        return (spec, ...);
      } else {
        return detail::rangeOf<T>();
      }
    }();
    value = static_cast<T>(detail::whole(json, path, range));
  } else if constexpr (std::is_same_v<T, Decimal>) {
    if (!json.is_number()) detail::wrongType(json, path, "a number");
    value.value = json.get<double>();
  } else if constexpr (Named<T>) {
    if (!json.is_string()) detail::wrongType(json, path, "a string");
    const std::string word = json.get<std::string>();
    const std::optional<T> found = campaign::fromName<T>(word);
    if (!found) {
      std::vector<std::string_view> words;
      for (const auto& [v, name] : campaign::Names<T>::table) words.push_back(name);
      detail::notOneOf(word, path, words);
    }
    value = *found;
  } else if constexpr (requires { value.has_value(); value.emplace(); }) {
    if (json.is_null()) {
      value.reset();
    } else {
      readValue(json, path, document, value.emplace(), spec...);
    }
  } else if constexpr (requires { value.emplace_back(); }) {
    if (!json.is_array()) detail::wrongType(json, path, "a list");
    value.clear();
    for (size_t i = 0; i < json.size(); ++i) {
      readValue(json[i], JsonPath(path, i), document, value.emplace_back(), spec...);
    }
  } else if constexpr (detail::kIsFixedList<T>) {
    detail::fixedList(json, path, value.size());
    for (size_t i = 0; i < value.size(); ++i) {
      readValue(json[i], JsonPath(path, i), document, value[i], spec...);
    }
  } else if constexpr (detail::kIsPart<T>) {
    JsonIn object(json, path, document);
    fields(object, value.value);
  } else {
    JsonIn object(json, path, document);
    fields(object, value);
    object.done();
  }
}

/// Whether |json| is an outremer document of |kind|: an object whose member "outremer" is
/// the string |kind| (whatever else it holds, and whatever type "outremer" is).
bool isDocument(const nlohmann::json& json, std::string_view kind);

/// The T |json| holds, read strictly; |path| names it in refusals and |document| what
/// holds it ("the save"). Throws FormatError.
template <class T>
T readJson(const nlohmann::json& json, const std::string& path, const char* document) {
  T value{};
  readValue(json, JsonPath(path), document, value);
  return value;
}

}  // namespace outremer::codec
