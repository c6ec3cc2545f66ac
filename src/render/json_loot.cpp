#include "render/json_loot.hpp"

#include "render/brief.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

template <typename T>
ordered_json orNull(const std::optional<T>& value) {
  return value ? ordered_json(*value) : ordered_json(nullptr);
}

}  // namespace

ordered_json coinsJson(const gen::Coins& coins) {
  return {{"gf", coins.gf}, {"sf", coins.sf}, {"sc", coins.sc}, {"cc", coins.cc}};
}

ordered_json lootJson(const gen::Loot& loot) {
  ordered_json items = ordered_json::array();
  for (const gen::LootItem& item : loot.items) {
    items.push_back({{"what", item.what},
                     {"found", item.found},
                     {"coins", coinsJson(item.coins)},
                     {"value", moneyJson(item.coins.value().copper)}});
  }
  ordered_json notes = ordered_json::array();
  for (const gen::LootNote& note : loot.notes) {
    notes.push_back({{"text", note.text}, {"chance", orNull(note.chance)}, {"people", orNull(note.people)}});
  }
  ordered_json herd = nullptr;
  if (loot.herd) {
    herd = {
        {"francs", loot.herd->francs}, {"drovers", loot.herd->drovers}, {"rustlers", loot.herd->rustlers}};
  }
  return {{"kind", loot.kind},
          {"label", loot.label},
          {"found", loot.found.empty() ? ordered_json(nullptr) : ordered_json(loot.found)},
          {"rules", loot.rules},
          {"rooms", orNull(loot.rooms)},
          {"mules", orNull(loot.mules)},
          {"wagons", orNull(loot.wagons)},
          {"herd", std::move(herd)},
          {"items", std::move(items)},
          {"ledger", coinsJson(loot.ledger)},
          {"total", moneyJson(loot.ledger.value().copper)},
          {"notes", std::move(notes)}};
}

std::string lootTitle(const gen::Loot& loot) { return "Loot: " + loot.label; }

}  // namespace outremer::render
