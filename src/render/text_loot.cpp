#include "render/text_loot.hpp"

#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

// The GF, SF, SC and CC columns.
std::string coinColumns(const gen::Coins& coins) {
  return fmt::format("{} {} {} {}", columnRight(std::to_string(coins.gf), 4),
                     columnRight(std::to_string(coins.sf), 4), columnRight(std::to_string(coins.sc), 4),
                     columnRight(std::to_string(coins.cc), 4));
}

// What the loot came with: the entry rolled, the rooms entered, the baggage, the herd.
void appendFound(std::string& out, const gen::Loot& loot) {
  if (!loot.found.empty()) put(out, "{}\n", shown(loot.found));
  if (loot.rooms) put(out, "Rooms entered: {}\n\n", *loot.rooms);
  if (loot.mules) {
    put(out, "Mules: {}, wagons: {}\n\n", *loot.mules, loot.wagons ? std::to_string(*loot.wagons) : "");
  }
  if (loot.herd) {
    put(out, "Herd worth {}SF, with {} drovers; {} people needed to drive it off\n\n", loot.herd->francs,
        loot.herd->drovers, loot.herd->rustlers);
  }
}

void appendNote(std::string& out, const gen::LootNote& note) {
  put(out, "Note: {}", shown(note.text));
  if (note.chance) put(out, " [{}%]", *note.chance);
  if (note.people) put(out, " [{} people]", *note.people);
  out += '\n';
}

}  // namespace

void appendLootText(std::string& out, const gen::Loot& loot) {
  appendFound(out, loot);
  put(out, "{} {} {} {} {} {}\n", column("Taken", 20), column("Found", 38), columnRight("GF", 4),
      columnRight("SF", 4), columnRight("SC", 4), columnRight("CC", 4));
  if (loot.items.empty()) out += '\n';  // the template's line after an empty list
  for (const gen::LootItem& item : loot.items) {
    put(out, "{} {} {}\n", column(shown(item.what), 20), column(shown(item.found), 38),
        coinColumns(item.coins));
  }
  put(out, "{} {} {}\n", column("Ledger (coins)", 20), column("", 38), coinColumns(loot.ledger));
  put(out, "Total: {}\n\n", loot.ledger.value().normalised());
  for (const std::string& rule : loot.rules) put(out, "Rule: {}\n", shown(rule));
  for (const gen::LootNote& note : loot.notes) appendNote(out, note);
}

}  // namespace outremer::render
