#include <string>

#include "render/describe.hpp"

namespace outremer::render {
namespace {

std::vector<std::string> coinCells(std::string first, const gen::Coins& coins) {
  return {std::move(first), "", std::to_string(coins.gf), std::to_string(coins.sf), std::to_string(coins.sc),
          std::to_string(coins.cc)};
}

// What the loot came with: the entry rolled, the rooms entered, the baggage, the herd.
void describeFound(std::vector<Block>& blocks, const gen::Loot& loot) {
  Paragraph found;
  if (!loot.found.empty()) found.lines.emplace_back(loot.found);
  if (loot.rooms) found.lines.push_back(Line::field("Rooms entered", std::to_string(*loot.rooms)));
  if (loot.mules) {
    found.lines.push_back(Line::field(
        "Mules", std::to_string(*loot.mules) + ", wagons: " + (loot.wagons ? std::to_string(*loot.wagons) : "")));
  }
  if (loot.herd) {
    found.lines.emplace_back("Herd worth " + std::to_string(loot.herd->francs) + "SF, with " +
                             std::to_string(loot.herd->drovers) + " drovers; " + std::to_string(loot.herd->rustlers) +
                             " people needed to drive it off");
  }
  if (!found.lines.empty()) add(blocks, std::move(found));
}

Line noteLine(const gen::LootNote& note) {
  Line line;
  line.strong("Note:").plain(" " + note.text);
  if (note.chance) line.plain(" (").strong(std::to_string(*note.chance) + "%").plain(")");
  if (note.people) line.plain(" (" + std::to_string(*note.people) + " people)");
  return line;
}

}  // namespace

void describe(std::vector<Block>& blocks, const gen::Loot& loot) {
  describeFound(blocks, loot);
  Table& table = add(
      blocks, Table{"loot", {{"Taken"}, {"Found"}, {"GF", true}, {"SF", true}, {"SC", true}, {"CC", true}}});
  for (const gen::LootItem& item : loot.items) {
    std::vector<std::string>& row = table.rows.emplace_back(coinCells(codec::lootItemName(item), item.coins));
    row[1] = codec::lootItemFound(item);
  }
  table.totals.push_back(coinCells("Ledger (coins)", loot.ledger));
  Line total;
  total.plain("Total: ").strong(loot.ledger.value().normalised());
  add(blocks, Paragraph{{total}});
  if (loot.rules.empty() && loot.notes.empty()) return;
  List& list = add(blocks, List{});
  for (const std::string& rule : loot.rules) list.items.push_back(Line::field("Rule", rule));
  for (const gen::LootNote& note : loot.notes) list.items.push_back(noteLine(note));
}

std::string lootTitle(const gen::Loot& loot) { return "Loot: " + loot.label; }

}  // namespace outremer::render
