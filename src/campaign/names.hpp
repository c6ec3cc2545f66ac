#pragma once

#include <optional>
#include <string_view>

namespace outremer::campaign {

/// The words of an enum's values, one table each (Names<E>::table): the save writes them and
/// the text shows them.
template <typename E>
struct Names;

/// The word for |value| (every value has one).
template <typename E>
constexpr std::string_view nameOf(E value) {
  for (const auto& [v, word] : Names<E>::table) {
    if (v == value) return word;
  }
  return {};
}

/// The value named |word|, or nullopt when no value has that name.
template <typename E>
constexpr std::optional<E> fromName(std::string_view word) {
  for (const auto& [v, name] : Names<E>::table) {
    if (name == word) return v;
  }
  return std::nullopt;
}

}  // namespace outremer::campaign
