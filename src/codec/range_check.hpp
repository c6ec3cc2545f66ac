#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "codec/field.hpp"
#include "codec/format_error.hpp"

namespace outremer::codec {

/// Holds a value in memory to the bounds its form (codec/field.hpp) gives the reader: each
/// number within its Range or Fraction, each NonEmpty string not empty, each Words string
/// one of them. A value that passes is one JsonIn reads back, so a writer can refuse what it
/// could not load again without writing and parsing it. Derived members, computed again
/// when written, are not looked at, nor are variants (a save's waiting brief bounds nothing
/// a journey can push past). The refusal is JsonIn's: a FormatError naming the path.
class RangeCheck {
 public:
  static constexpr bool kReads = false;

  explicit RangeCheck(std::string root) : root_(std::move(root)) {}

  template <class T, class... Spec>
  void operator()(std::string_view key, const T& value, const Spec&... spec) {
    path_.push_back({key, 0});
    check(value, spec...);
    path_.pop_back();
  }

  template <class T, class... Spec>
  void omitEmpty(std::string_view key, const T& value, const Spec&... spec) {
    if (!isEmpty(value)) (*this)(key, value, spec...);
  }

  template <class T, class... Spec>
  void when(bool present, std::string_view key, const T& value, const Spec&... spec) {
    if (present) (*this)(key, value, spec...);
  }

  template <class Get, class... Spec>
  void derived(std::string_view, const Get&, const Spec&...) {}

  template <class Get, class... Spec>
  void derivedIf(bool, std::string_view, const Get&, const Spec&...) {}

  template <class T, class... Spec>
  void check(const T& value, const Spec&... spec) {
    if constexpr (std::is_same_v<T, std::string>) {
      (checkText(value, spec), ...);
    } else if constexpr (std::is_same_v<T, bool> || Named<T>) {
      // Every value of the type is one the reader takes.
    } else if constexpr (std::is_floating_point_v<T>) {
      (checkNumber(double{value}, spec), ...);
    } else if constexpr (std::is_integral_v<T>) {
      static_assert(std::is_signed_v<T> || sizeof...(Spec) == 0, "a bounded count is signed");
      (checkNumber(int64_t{value}, spec), ...);
    } else if constexpr (requires { value.has_value(); *value; }) {
      if (value) check(*value, spec...);
    } else if constexpr (requires { value.valueless_by_exception(); }) {
    } else if constexpr (requires { value.begin(); value.size(); }) {
      size_t i = 0;
      for (const auto& item : value) {
        path_.push_back({{}, i++});
        check(item, spec...);
        path_.pop_back();
      }
    } else {
      fields(*this, value);
    }
  }

 private:
  std::string path() const;
  void checkText(const std::string& text, const NonEmpty&) const;
  void checkText(const std::string& text, const Words& words) const;
  void checkNumber(double value, const Fraction& bound) const;
  void checkNumber(int64_t value, const Range& range) const;

  // Where the check is, put into words only for a refusal: a member's key (the forms' own
  // literals), or an item's index where the key is empty.
  struct Step {
    std::string_view key;
    size_t index;
  };
  std::string root_;
  std::vector<Step> path_;
};

/// Checks |value| as RangeCheck does, its path starting at |root|. Throws FormatError.
template <class T>
void checkRanges(const T& value, std::string root) {
  RangeCheck(std::move(root)).check(value);
}

}  // namespace outremer::codec
