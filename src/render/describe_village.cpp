#include <string>

#include "render/describe.hpp"

namespace outremer::render {

void describe(std::vector<Block>& blocks, const gen::VillageRaid& raid) {
  Section& numbers =
      add(blocks, Section{"Numbers in Moslem Village: " + std::to_string(raid.inhabitants.size()) + " inhabitants", {}});
  Table& counts = add(numbers.blocks, Table{"numbers", {{"Type"}, {"Id"}, {"Number", true}, {"Dice"}}});
  for (const gen::VillageGroup& group : raid.numbers) {
    counts.rows.push_back({group.label, group.type, std::to_string(group.count), group.dice});
  }
  Table& inhabitants = add(blocks, Table{"members", characterColumns()});
  for (const gen::Character& c : raid.inhabitants) inhabitants.rows.push_back(characterCells(c));
  describeScene(blocks, raid.map, raid.deployment);
  describe(add(blocks, Section{raid.loot.label, {}}).blocks, raid.loot);
}

std::string villageTitle() { return "Raid on a Moslem village"; }

}  // namespace outremer::render
