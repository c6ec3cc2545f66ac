#include <string>

#include "render/describe.hpp"

namespace outremer::render {

std::vector<Column> characterColumns() {
  return {{"Name"}, {"Type"}, {"Mtd"}, {"A/D", true}, {"Foot", true}, {"Mor", true}, {"Mov", true}};
}

std::vector<std::string> characterCells(const gen::Character& c) {
  return {c.name,
          c.label + (c.militaryOrder ? " (military order)" : ""),
          c.mounted ? "yes" : "no",
          std::to_string(c.attack) + "/" + std::to_string(c.defence),
          std::to_string(c.footAttack) + "/" + std::to_string(c.footDefence),
          std::to_string(c.morale),
          std::to_string(c.movement)};
}

}  // namespace outremer::render
