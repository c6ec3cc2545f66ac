#include "tables/field_value.hpp"

#include <charconv>

namespace outremer::tables {
namespace {

// |text| read whole as a T, or nullopt.
template <typename T>
std::optional<T> readWhole(std::string_view text) {
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

std::optional<double> readNumber(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  return readWhole<double>(text);
}

std::optional<int> readPercent(std::string_view text) {
  if (text.ends_with('%')) text.remove_suffix(1);
  const auto value = readWhole<int>(text);
  if (!value || *value < 0 || *value > 100) return std::nullopt;
  return value;
}

std::optional<std::pair<int, int>> readSpan(std::string_view text) {
  const size_t dash = text.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const auto low = readWhole<int>(text.substr(0, dash));
  const auto high = readWhole<int>(text.substr(dash + 1));
  if (!low || !high || *low > *high) return std::nullopt;
  return std::pair{*low, *high};
}

}  // namespace outremer::tables
