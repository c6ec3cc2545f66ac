#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "codec/field.hpp"
#include "codec/json_writer.hpp"

namespace outremer::codec {

/// Writes a value as JSON by visiting its fields() (codec/field.hpp), straight into a
/// JsonWriter: a struct is an object of its members in the order its form gives, a vector
/// an array, an empty optional (or a null pointer) null, a Named enum its word.
class JsonOut {
 public:
  static constexpr bool kReads = false;

  explicit JsonOut(JsonWriter& w) : w_(w) {}

  // Inline, always, as JsonWriter::key is: a member's key is then a literal where it is written.
  template <class T, class... Spec>
  [[gnu::always_inline]] void operator()(std::string_view key, const T& value, const Spec&...) {
    w_.key(key);
    write(value);
  }

  template <class T, class... Spec>
  void omitEmpty(std::string_view key, const T& value, const Spec&...) {
    if (!isEmpty(value)) (*this)(key, value);
  }

  template <class T, class... Spec>
  void when(bool present, std::string_view key, const T& value, const Spec&...) {
    if (present) (*this)(key, value);
  }

  template <class Get, class... Spec>
  void derived(std::string_view key, const Get& get, const Spec&...) {
    (*this)(key, get());
  }

  template <class Get, class... Spec>
  void derivedIf(bool present, std::string_view key, const Get& get, const Spec&...) {
    if (present) (*this)(key, get());
  }

  template <class T>
  void write(const T& value);

 private:
  JsonWriter& w_;
};

template <class T>
void JsonOut::write(const T& value) {
  if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, bool> || std::is_same_v<T, int> ||
                std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t> || std::is_same_v<T, double> ||
                std::is_same_v<T, nlohmann::ordered_json>) {
    w_.value(value);
  } else if constexpr (std::is_integral_v<T>) {
    if constexpr (std::is_signed_v<T>) {
      w_.value(static_cast<int64_t>(value));
    } else {
      w_.value(static_cast<uint64_t>(value));
    }
  } else if constexpr (Viewed<T> || std::is_same_v<T, const char*>) {
    w_.value(std::string_view(value));
  } else if constexpr (std::is_same_v<T, Decimal>) {
    // Whole, and well within the whole numbers a double holds exactly.
    if (value.value == std::trunc(value.value) && std::abs(value.value) < 1e15) {
      w_.value(static_cast<int64_t>(value.value));
    } else {
      w_.value(value.value);
    }
  } else if constexpr (Named<T>) {
    w_.value(campaign::nameOf(value));
  } else if constexpr (std::is_same_v<T, std::monostate>) {
    w_.null();
  } else if constexpr (requires { value.index(); value.valueless_by_exception(); }) {
    std::visit([&](const auto& alternative) { write(alternative); }, value);
  } else if constexpr (std::is_pointer_v<T>) {  // a view's part that may be missing, as an optional
    if (value != nullptr) {
      write(*value);
    } else {
      w_.null();
    }
  } else if constexpr (requires { value.has_value(); *value; }) {
    if (value) {
      write(*value);
    } else {
      w_.null();
    }
  } else if constexpr (requires { value.begin(); value.size(); }) {
    w_.beginArray();
    for (const auto& item : value) write(item);
    w_.endArray();
  } else {
    w_.beginObject();
    fields(*this, value);
    w_.endObject();
  }
}

/// |value| as JSON, through its fields(): compact with |indent| < 0, else pretty.
template <class T>
void write(JsonWriter& w, const T& value) {
  JsonOut(w).write(value);
}

/// The same as text.
template <class T>
std::string jsonText(const T& value, int indent = -1) {
  std::string text;
  {
    JsonWriter w(text, indent);  // |text| is whole once |w| is gone
    write(w, value);
  }
  return text;
}

}  // namespace outremer::codec
