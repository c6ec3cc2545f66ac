#include "codec/scenario.hpp"

#include <algorithm>

namespace outremer::codec {

std::vector<const tables::Row*> mappingsUsed(const PricedScenario& priced) {
  std::vector<const tables::Row*> rows;
  for (const gen::SidePoints& side : priced.sides) {
    for (const gen::GroupPoints& line : side.groups) {
      if (line.mapping != nullptr && std::find(rows.begin(), rows.end(), line.mapping) == rows.end()) {
        rows.push_back(line.mapping);
      }
    }
  }
  return rows;
}

std::string rangeIn(const tables::Row& row, size_t column) {
  return column < row.ranges.size() && row.ranges[column] ? row.ranges[column]->printed : "-";
}

}  // namespace outremer::codec
