#include "render/markdown_loot.hpp"

#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

// What the loot came with: the entry rolled, the rooms entered, the baggage, the herd.
void appendFoundMarkdown(std::string& out, const gen::Loot& loot) {
  if (!loot.found.empty()) put(out, "{}\n\n", markdownCell(loot.found));
  if (loot.rooms) put(out, "Rooms entered: {}.\n\n", *loot.rooms);
  if (loot.mules) {
    put(out, "Mules: {}, wagons: {}.\n\n", *loot.mules, loot.wagons ? std::to_string(*loot.wagons) : "");
  }
  if (loot.herd) {
    put(out, "Herd worth {}SF, with {} drovers; {} people needed to drive it off.\n\n", loot.herd->francs,
        loot.herd->drovers, loot.herd->rustlers);
  }
}

void appendNoteMarkdown(std::string& out, const gen::LootNote& note) {
  put(out, "- Note: {}", markdownCell(note.text));
  if (note.chance) put(out, " **{}%**", *note.chance);
  if (note.people) put(out, " ({} people)", *note.people);
  out += '\n';
}

}  // namespace

void appendLootMarkdown(std::string& out, const gen::Loot& loot) {
  appendFoundMarkdown(out, loot);
  out += "| Taken | Found | GF | SF | SC | CC |\n|---|---|--:|--:|--:|--:|\n";
  for (const gen::LootItem& item : loot.items) {
    put(out, "| {} | {} | {} | {} | {} | {} |\n", markdownCell(item.what), markdownCell(item.found), item.coins.gf, item.coins.sf,
        item.coins.sc, item.coins.cc);
  }
  put(out, "| **Ledger (coins)** | | **{}** | **{}** | **{}** | **{}** |\n\nTotal: **{}**\n\n", loot.ledger.gf,
      loot.ledger.sf, loot.ledger.sc, loot.ledger.cc, loot.ledger.value().normalised());
  for (const std::string& rule : loot.rules) put(out, "- Rule: {}\n", markdownCell(rule));
  for (const gen::LootNote& note : loot.notes) appendNoteMarkdown(out, note);
}

}  // namespace outremer::render
