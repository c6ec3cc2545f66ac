#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <type_traits>

#include "codec/field.hpp"

namespace outremer::codec {

/// States a type's JSON form as JSON Schema by visiting its fields() (codec/field.hpp) over
/// a default value: each object's properties in order, which are required, no others
/// allowed; types, ranges and words. It is the structure only: schemas/ adds the words for
/// readers, and a test holds each schema there to the structure stated here.
class SchemaOut {
 public:
  static constexpr bool kReads = false;

  template <class T, class... Spec>
  void operator()(std::string_view key, const T& value, const Spec&... spec) {
    add(key, schemaOf(value, spec...), true);
  }

  template <class T, class... Spec>
  void omitEmpty(std::string_view key, const T& value, const Spec&... spec) {
    if constexpr (requires { value.has_value(); }) {
      add(key, schemaOf(typename T::value_type{}, spec...), false);  // left out, never null
    } else {
      add(key, schemaOf(value, spec...), false);
    }
  }

  template <class T, class... Spec>
  void when(bool, std::string_view key, const T& value, const Spec&... spec) {
    add(key, schemaOf(value, spec...), false);
  }

  template <class Get, class... Spec>
  void derived(std::string_view key, const Get&, const Spec&... spec) {
    const std::remove_cvref_t<decltype(std::declval<Get>()())> value{};
    add(key, schemaOf(value, spec...), true);
  }

  template <class Get, class... Spec>
  void derivedIf(bool, std::string_view key, const Get&, const Spec&... spec) {
    const std::remove_cvref_t<decltype(std::declval<Get>()())> value{};
    add(key, schemaOf(value, spec...), false);
  }

  template <class T, class... Spec>
  static nlohmann::ordered_json schemaOf(const T& value, const Spec&... spec);

  nlohmann::ordered_json object() const;

 private:
  void add(std::string_view key, nlohmann::ordered_json schema, bool required);
  static nlohmann::ordered_json text(const NonEmpty&);
  static nlohmann::ordered_json text(const Words& words);
  static nlohmann::ordered_json integer(Range range);
  static nlohmann::ordered_json number(Fraction bound);
  static nlohmann::ordered_json words(std::span<const std::string_view> words);

  nlohmann::ordered_json properties_ = nlohmann::ordered_json::object();
  nlohmann::ordered_json required_ = nlohmann::ordered_json::array();
};

template <class T, class... Spec>
nlohmann::ordered_json SchemaOut::schemaOf(const T& value, const Spec&... spec) {
  using nlohmann::ordered_json;
  if constexpr (std::is_same_v<T, std::string> || Viewed<T>) {
    if constexpr (sizeof...(Spec) == 1) {
      return text(spec...);
    } else {
      return {{"type", "string"}};
    }
  } else if constexpr (std::is_same_v<T, bool>) {
    return {{"type", "boolean"}};
  } else if constexpr (std::is_integral_v<T>) {
    if constexpr (sizeof...(Spec) == 1) {
      return integer(spec...);
    } else {
      return {{"type", "integer"}};
    }
  } else if constexpr (std::is_floating_point_v<T>) {
    if constexpr (sizeof...(Spec) == 1) {
      return number(spec...);
    } else {
      return {{"type", "number"}};
    }
  } else if constexpr (std::is_same_v<T, Decimal>) {
    return {{"type", "number"}};
  } else if constexpr (std::is_same_v<T, nlohmann::ordered_json> || requires { value.valueless_by_exception(); }) {
    return ordered_json::object();
  } else if constexpr (Named<T>) {
    std::vector<std::string_view> names;
    for (const auto& [v, name] : campaign::Names<T>::table) names.push_back(name);
    return words(names);
  } else if constexpr (requires { value.has_value(); *value; }) {
    return {{"oneOf", {{{"type", "null"}}, schemaOf(typename T::value_type{}, spec...)}}};
  } else if constexpr (std::is_pointer_v<T>) {  // as JsonOut writes it: null, or what it points to
    return {{"oneOf", {{{"type", "null"}}, schemaOf(std::remove_cv_t<std::remove_pointer_t<T>>{}, spec...)}}};
  } else if constexpr (requires { value.begin(); value.size(); }) {
    return {{"type", "array"}, {"items", schemaOf(typename T::value_type{}, spec...)}};
  } else {
    // A type within itself (a table row's nested rows) is stated where it first comes and
    // left open ({}, which says nothing) inside: a schema states the recursion by $ref.
    static thread_local bool stating = false;
    if (stating) return ordered_json::object();
    stating = true;
    SchemaOut object;
    fields(object, value);
    stating = false;
    return object.object();
  }
}

/// The structure of T's JSON form as JSON Schema.
template <class T>
nlohmann::ordered_json schemaOf() {
  return SchemaOut::schemaOf(T{});
}

}  // namespace outremer::codec
