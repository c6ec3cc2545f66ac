#include "render/text_village.hpp"

#include "render/text_brief.hpp"
#include "render/text_encounter.hpp"
#include "render/text_loot.hpp"

namespace outremer::render {

void appendVillageText(std::string& out, const gen::VillageRaid& raid) {
  put(out, "Numbers in Moslem Village: {} inhabitants\n", raid.inhabitants.size());
  // An empty list leaves the blank line after its section in the template.
  if (raid.numbers.empty()) out += '\n';
  for (const gen::VillageGroup& group : raid.numbers) {
    put(out, "  {} {} {}  {}\n", column(shown(group.label), 20), column(shown(group.type), 20),
        columnRight(std::to_string(group.count), 3), shown(group.dice));
  }
  put(out, "\n{} {} Mtd   A/D  Foot Mor Mov\n", column("Name", 16), column("Type", 20));
  if (raid.inhabitants.empty()) out += '\n';
  for (const gen::Character& c : raid.inhabitants) {
    put(out, "{} {} {}\n", column(shown(c.name), 16), column(shown(c.label), 20), strengthColumns(c));
  }
  appendSceneText(out, raid.map, raid.deployment);
  put(out, "\n{}\n", shown(raid.loot.label));
  appendLootText(out, raid.loot);
  out += '\n';
}

}  // namespace outremer::render
