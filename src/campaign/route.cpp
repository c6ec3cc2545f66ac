#include "campaign/route.hpp"

namespace outremer::campaign {
namespace {

// A detour hex is written "Name|place|terrain".
Hex detourHex(const std::string& text, const std::string& lordship) {
  Hex hex;
  const size_t first = text.find('|');
  const size_t second = text.find('|', first + 1);
  if (first == std::string::npos || second == std::string::npos) {
    throw gen::RulesError("route-detours: cannot read hex '" + text + "' (expected Name|place|terrain)");
  }
  hex.name = text.substr(0, first);
  hex.place = text.substr(first + 1, second - first - 1);
  hex.terrain = text.substr(second + 1);
  hex.town = hex.place == "town";
  hex.lordship = lordship;
  for (char c : hex.name) hex.id += (c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return hex;
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
    hexes_.push_back(std::move(hex));
  }
  if (hexes_.size() < 2) throw gen::RulesError("the route table needs at least two hexes");
  for (const tables::Row& row : rules.table("route-detours").rows) {
    Detour detour;
    detour.id = row.id;
    detour.name = row.entry;
    detour.leavesAt = rules.text(row, "leaves-at");
    detour.rejoinsAt = rules.text(row, "rejoins-at");
    if (indexOf(detour.leavesAt) < 0 || indexOf(detour.rejoinsAt) < 0) {
      throw gen::RulesError("route-detours: '" + row.id + "' leaves or rejoins at a hex not on the route");
    }
    const std::string lordship = hexes_[static_cast<size_t>(indexOf(detour.leavesAt))].lordship;
    for (const std::string& text : row.field("hexes")->items) detour.hexes.push_back(detourHex(text, lordship));
    detours_.push_back(std::move(detour));
  }
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

std::vector<const Detour*> Route::detoursFrom(const std::string& hexId) const {
  std::vector<const Detour*> found;
  for (const Detour& d : detours_) {
    if (d.leavesAt == hexId) found.push_back(&d);
  }
  return found;
}

}  // namespace outremer::campaign
