#pragma once

#include <string>
#include <vector>

#include "gen/rules.hpp"

namespace outremer::campaign {

/// One day's hex of the journey (tables/route.yaml).
struct Hex {
  std::string id;
  std::string name;
  std::string place;  // initial-encounter column prefix: town, highway, countryside
  std::string terrain;
  std::string lordship;
  bool town = false;
  double x = 0, y = 0;  // on the route map: approximate longitude east, latitude north
};

/// A detour off the road to a holy site: the hexes it visits and where it rejoins.
struct Detour {
  std::string id;
  std::string name;
  std::string leavesAt;
  std::string rejoinsAt;
  std::vector<Hex> hexes;
};

/// A water drawn under the route map (tables/route.yaml, route-waters): a sea or a lake
/// (a closed outline) or a river (a line), as longitude and latitude points in order.
struct Water {
  struct Point {
    double x = 0, y = 0;  // approximate longitude east, latitude north
  };
  std::string id;
  std::string name;
  std::string kind;  // sea, lake, river
  std::vector<Point> points;
};

/// The road from Antioch to Jerusalem and its detours, read from the route tables.
class Route {
 public:
  /// Throws gen::RulesError when the route tables are missing or malformed. The waters'
  /// table may be missing (a map without them), not malformed.
  explicit Route(const gen::Rules& rules);

  const std::vector<Hex>& hexes() const { return hexes_; }
  const std::vector<Detour>& detours() const { return detours_; }
  /// The sea, lakes and rivers the route map draws under the road, in the table's order.
  const std::vector<Water>& waters() const { return waters_; }
  /// Index of hex |id| on the road, or -1.
  int indexOf(const std::string& id) const;
  /// The detour with id |id|, or nullptr.
  const Detour* detour(const std::string& id) const;
  /// Where a party stands: step |detourStep| of detour |detour|, or road hex |hex| when
  /// |detour| is empty (or unknown, or the step is off it). |hex| is kept within the road.
  const Hex& at(int hex, const std::string& detour, int detourStep) const;
  /// The hex |id| on the road or on a detour (a log entry's hex), or nullptr.
  const Hex* find(const std::string& id) const;
  /// Detours that leave from road hex |hexId|.
  std::vector<const Detour*> detoursFrom(const std::string& hexId) const;
  /// The towns the road reaches after its start, in order: those wages may fall due at
  /// (campaign new --pay-at).
  std::vector<const Hex*> townsAhead() const;

 private:
  std::vector<Hex> hexes_;
  std::vector<Detour> detours_;
  std::vector<Water> waters_;
};

}  // namespace outremer::campaign
