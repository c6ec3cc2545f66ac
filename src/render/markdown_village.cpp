#include "render/markdown_village.hpp"

#include "render/markdown_encounter.hpp"
#include "render/markdown_loot.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {

void appendVillageMarkdown(std::string& out, const gen::VillageRaid& raid) {
  put(out, "**Numbers in Moslem Village**: {} inhabitants.\n\n| Type | Id | Number | Dice |\n|---|---|--:|---|\n",
      raid.inhabitants.size());
  for (const gen::VillageGroup& group : raid.numbers) {
    put(out, "| {} | {} | {} | {} |\n", markdownCell(group.label), markdownCell(group.type), group.count, markdownCell(group.dice));
  }
  out +=
      "\n| Name | Type | Mounted | Attack/Defence | On foot | Morale | Move |\n"
      "|---|---|---|---|---|---|---|\n";
  for (const gen::Character& c : raid.inhabitants) {
    put(out, "| {} | {} | {} | {}/{} | {}/{} | {} | {} |\n", markdownCell(c.name), markdownCell(c.label), c.mounted ? "yes" : "no",
        c.attack, c.defence, c.footAttack, c.footDefence, c.morale, c.movement);
  }
  appendSceneMarkdown(out, raid.map, raid.deployment);
  put(out, "\n## {}\n\n", markdownCell(raid.loot.label));
  appendLootMarkdown(out, raid.loot);
}

}  // namespace outremer::render
