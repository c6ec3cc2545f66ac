#include "campaign/route.hpp"

#include <algorithm>

#include <optional>
#include <string_view>

#include "campaign/day_words.hpp"
#include "tables/field_value.hpp"

namespace outremer::campaign {
namespace {

// The parts of |text| between '|'.
std::vector<std::string_view> splitBars(std::string_view text) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t bar = text.find('|'); bar != std::string_view::npos; bar = text.find('|', start)) {
    parts.push_back(text.substr(start, bar - start));
    start = bar + 1;
  }
  parts.push_back(text.substr(start));
  return parts;
}

// A detour is taken by answering its id, which the day's own words would shadow.
void refuseDayWord(const std::string& id) {
  const auto answered = [&id](std::string_view shown) { return answerWord(shown) == id; };
  if (std::none_of(day_words::all.begin(), day_words::all.end(), answered)) return;
  std::string words;
  for (const std::string_view shown : day_words::all)
    words += (words.empty() ? "" : ", ") + std::string(answerWord(shown));
  throw gen::RulesError("route-detours: '" + id + "' is a word of the day's menu (" + words +
                        "): a detour's id must be another, as the party takes it by answering its id");
}

// A detour hex is written "Name|place|terrain|x|y".
Hex detourHex(const std::string& text, const std::string& lordship) {
  const std::vector<std::string_view> parts = splitBars(text);
  const std::optional<double> x = parts.size() == 5 ? tables::readNumber(parts[3]) : std::nullopt;
  const std::optional<double> y = parts.size() == 5 ? tables::readNumber(parts[4]) : std::nullopt;
  if (!x || !y) {
    throw gen::RulesError("route-detours: cannot read hex '" + text + "' (expected Name|place|terrain|x|y)");
  }
  Hex hex;
  hex.name = parts[0];
  hex.place = parts[1];
  hex.terrain = parts[2];
  hex.x = *x;
  hex.y = *y;
  hex.town = hex.place == "town";
  hex.lordship = lordship;
  for (char c : hex.name) hex.id += (c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return hex;
}

// A water's point is written "x|y".
Water::Point waterPoint(const std::string& text, const std::string& water) {
  const std::vector<std::string_view> parts = splitBars(text);
  const std::optional<double> x = parts.size() == 2 ? tables::readNumber(parts[0]) : std::nullopt;
  const std::optional<double> y = parts.size() == 2 ? tables::readNumber(parts[1]) : std::nullopt;
  if (!x || !y) {
    throw gen::RulesError("route-waters: cannot read point '" + text + "' of '" + water + "' (expected x|y)");
  }
  return {*x, *y};
}

std::vector<Water> watersOf(const gen::Rules& rules) {
  std::vector<Water> waters;
  const tables::Table* table = rules.findTable("route-waters");
  if (!table) return waters;
  for (const tables::Row& row : table->rows) {
    Water water{row.id, row.entry, rules.text(row, "kind"), {}};
    if (water.kind != "sea" && water.kind != "lake" && water.kind != "river") {
      throw gen::RulesError("route-waters: '" + row.id + "' is of kind '" + water.kind +
                            "' (expected sea, lake or river)");
    }
    const tables::FieldValue* points = row.field("points");
    if (!points || points->items.size() < 2) {
      throw gen::RulesError("route-waters: '" + row.id + "' needs at least two points");
    }
    for (const std::string& text : points->items) water.points.push_back(waterPoint(text, row.id));
    waters.push_back(std::move(water));
  }
  return waters;
}

}  // namespace

Route::Route(const gen::Rules& rules) {
  for (const tables::Row& row : rules.table("route").rows) {
    Hex hex;
    hex.id = row.id;
    hex.name = row.entry;
    hex.place = rules.text(row, "place");
    hex.terrain = rules.text(row, "terrain");
    hex.lordship = rules.text(row, "lordship");
    hex.town = rules.text(row, "town") == "true";
    hex.x = rules.number(row, "x", 0);
    hex.y = rules.number(row, "y", 0);
    hexes_.push_back(std::move(hex));
  }
  if (hexes_.size() < 2) throw gen::RulesError("the route table needs at least two hexes");
  for (const tables::Row& row : rules.table("route-detours").rows) {
    Detour detour;
    detour.id = row.id;
    detour.name = row.entry;
    detour.leavesAt = rules.text(row, "leaves-at");
    detour.rejoinsAt = rules.text(row, "rejoins-at");
    refuseDayWord(detour.id);
    if (indexOf(detour.leavesAt) < 0 || indexOf(detour.rejoinsAt) < 0) {
      throw gen::RulesError("route-detours: '" + row.id + "' leaves or rejoins at a hex not on the route");
    }
    const std::string lordship = hexes_[static_cast<size_t>(indexOf(detour.leavesAt))].lordship;
    for (const std::string& text : row.field("hexes")->items) detour.hexes.push_back(detourHex(text, lordship));
    detours_.push_back(std::move(detour));
  }
  waters_ = watersOf(rules);
}

int Route::indexOf(const std::string& id) const {
  for (size_t i = 0; i < hexes_.size(); ++i) {
    if (hexes_[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

const Detour* Route::detour(const std::string& id) const {
  for (const Detour& d : detours_) {
    if (d.id == id) return &d;
  }
  return nullptr;
}

const Hex& Route::at(int hex, const std::string& detourId, int detourStep) const {
  if (const Detour* d = detourId.empty() ? nullptr : detour(detourId)) {
    if (detourStep >= 0 && static_cast<size_t>(detourStep) < d->hexes.size()) {
      return d->hexes[static_cast<size_t>(detourStep)];
    }
  }
  return hexes_[std::min(static_cast<size_t>(std::max(hex, 0)), hexes_.size() - 1)];
}

const Hex* Route::find(const std::string& id) const {
  const int index = indexOf(id);
  if (index >= 0) return &hexes_[static_cast<size_t>(index)];
  for (const Detour& d : detours_) {
    for (const Hex& hex : d.hexes) {
      if (hex.id == id) return &hex;
    }
  }
  return nullptr;
}

std::vector<const Detour*> Route::detoursFrom(const std::string& hexId) const {
  std::vector<const Detour*> found;
  for (const Detour& d : detours_) {
    if (d.leavesAt == hexId) found.push_back(&d);
  }
  return found;
}

std::vector<const Hex*> Route::townsAhead() const {
  std::vector<const Hex*> towns;
  for (size_t i = 1; i < hexes_.size(); ++i) {
    if (hexes_[i].town) towns.push_back(&hexes_[i]);
  }
  return towns;
}

}  // namespace outremer::campaign
