#include "tables/setup_zone.hpp"

#include <algorithm>
#include <charconv>

namespace outremer::tables {
namespace {

bool startsWith(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// A whole number from |low| to |high| that is the whole of |text|.
std::optional<int> wholeNumber(std::string_view text, int low, int high) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || value < low || value > high)
    return std::nullopt;
  return value;
}

// "side N" as N (1 to 4).
std::optional<int> sideNumber(std::string_view text) {
  if (!startsWith(text, "side ")) return std::nullopt;
  return wholeNumber(text.substr(5), 1, 4);
}

// |where| (the words after "WHO: ", without " on MAP" and ", hidden") into |zone|.
bool readWhere(std::string_view where, SetupZone& zone) {
  using Kind = SetupZone::Kind;
  if (where == "anywhere" || where == "middle" || where == "marked area" || where == "inside the walls") {
    zone.kind = where == "anywhere" ? Kind::anywhere : where == "middle" ? Kind::middle : Kind::area;
    return true;
  }
  if (where == "enters any side") {
    zone.kind = Kind::enters;
    return true;
  }
  for (const auto& [words, kind] : {std::pair{"enters ", Kind::enters}, std::pair{"leaves ", Kind::leaves},
                                    std::pair{"half by ", Kind::half}}) {
    if (!startsWith(where, words)) continue;
    const std::optional<int> side = sideNumber(where.substr(std::string_view(words).size()));
    if (!side) return false;
    zone.kind = kind;
    zone.side = *side;
    return true;
  }
  if (startsWith(where, "within ")) {
    const size_t hexes = where.find(" hexes of ");
    if (hexes == std::string_view::npos) return false;
    const std::optional<int> count = wholeNumber(where.substr(7, hexes - 7), 1, 100);
    const std::optional<int> side = sideNumber(where.substr(hexes + 10));
    if (!count || !side) return false;
    zone.kind = Kind::within;
    zone.hexes = *count;
    zone.side = *side;
    return true;
  }
  return false;
}

}  // namespace

std::optional<SetupZone> readSetupZone(std::string_view text, std::string& error) {
  const size_t colon = text.find(": ");
  if (colon == std::string_view::npos || colon == 0) {
    error = "a zone is 'WHO: WHERE' (e.g. 'them: enters side 3')";
    return std::nullopt;
  }
  SetupZone zone;
  zone.who = std::string(text.substr(0, colon));
  std::string_view where = text.substr(colon + 2);
  constexpr std::string_view kHidden = ", hidden";
  if (where.size() > kHidden.size() && where.substr(where.size() - kHidden.size()) == kHidden) {
    zone.hidden = true;
    where.remove_suffix(kHidden.size());
  }
  if (const size_t on = where.find(" on "); on != std::string_view::npos) {
    zone.map = std::string(where.substr(on + 4));
    where = where.substr(0, on);
  }
  zone.where = std::string(where);
  if (!readWhere(where, zone)) {
    error = "unknown zone '" + std::string(where) +
            "' (expected enters side N, enters any side, leaves side N, within H hexes of side N, half by "
            "side N, "
            "middle, marked area, inside the walls or anywhere)";
    return std::nullopt;
  }
  return zone;
}

std::optional<MapEdges> readMapEdges(const std::vector<std::string>& numbers, std::string& error) {
  MapEdges edges{};
  bool ok = numbers.size() == edges.size();
  for (size_t i = 0; ok && i < edges.size(); ++i) {
    const std::optional<int> side = wholeNumber(numbers[i], 1, 4);
    ok = side && std::find(edges.begin(), edges.begin() + static_cast<std::ptrdiff_t>(i), *side) ==
                     edges.begin() + static_cast<std::ptrdiff_t>(i);
    if (ok) edges[i] = *side;
  }
  if (!ok) {
    error = "a map's edges are its four side numbers, top, right, bottom and left, each of 1 to 4 once";
    return std::nullopt;
  }
  return edges;
}

}  // namespace outremer::tables
