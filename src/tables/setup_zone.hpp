#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace outremer::tables {

// Where a side sets up or comes on, as a set-up diagram draws it: a table row's `zones`
// (encounter-deployment, generated-battles) or a printed scenario's `diagram`. Each is
// written "WHO: WHERE[ on MAP][, hidden]" (docs/TABLE-FORMAT.md).

/// Where on the map(s) a zone lies. Sides are numbered as on the maps, 1 to 4, side 3
/// opposite side 1.
struct SetupZone {
  enum class Kind : uint8_t {
    enters,    // "enters side N", "enters any side": comes on at an edge
    leaves,    // "leaves side N": must get off by an edge
    within,    // "within H hexes of side N": a band along an edge
    half,      // "half by side N": the half of the map next to an edge
    middle,    // "middle": the middle of the map
    area,      // "marked area", "inside the walls": a marked place the text does not place
    anywhere,  // "anywhere": the whole map
  };
  std::string who;  // the side, as the text names it ("them", "the party", "{first}", "Moslem")
  Kind kind = Kind::anywhere;
  std::string where;  // the WHERE words as written ("within 3 hexes of side 1")
  int side = 0;       // 1 to 4; 0 for any side (enters) and for kinds at no edge
  int hexes = 0;      // within
  std::string map;    // the map it is on; empty: every map of the layout
  bool hidden = false;

  friend bool operator==(const SetupZone&, const SetupZone&) = default;
};

/// |text| read as a zone, or nullopt with |error| saying what is wrong.
std::optional<SetupZone> readSetupZone(std::string_view text, std::string& error);

/// A map's edge numbers, clockwise from the top edge: top, right, bottom, left.
using MapEdges = std::array<int, 4>;

/// |numbers| ("3", "4", "1", "2") read as edges: each of 1 to 4 once. Nullopt with |error|
/// otherwise.
std::optional<MapEdges> readMapEdges(const std::vector<std::string>& numbers, std::string& error);

}  // namespace outremer::tables
