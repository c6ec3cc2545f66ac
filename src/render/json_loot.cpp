#include "render/json_loot.hpp"

#include "render/json_party.hpp"

namespace outremer::render {

namespace {

// Coins by kind: {"gf": N, "sf": N, "sc": N, "cc": N}.
void writeCoins(JsonWriter& w, const gen::Coins& coins) {
  w.beginObject().member("gf", coins.gf).member("sf", coins.sf).member("sc", coins.sc).member("cc", coins.cc);
  w.endObject();
}

void writeItem(JsonWriter& w, const gen::LootItem& item) {
  w.beginObject().member("what", item.what).member("found", item.found).key("coins");
  writeCoins(w, item.coins);
  w.key("value");
  writeJson(w, item.coins.value());
  w.endObject();
}


}  // namespace

void writeJson(JsonWriter& w, const gen::Herd& herd) {
  w.beginObject().member("francs", herd.francs).member("drovers", herd.drovers);
  w.member("rustlers", herd.rustlers).endObject();
}

void writeJson(JsonWriter& w, const gen::Loot& loot) {
  w.beginObject().member("kind", loot.kind).member("label", loot.label).key("found");
  if (loot.found.empty()) {
    w.null();
  } else {
    w.value(loot.found);
  }
  w.member("rules", loot.rules).member("rooms", loot.rooms).member("mules", loot.mules).member("wagons", loot.wagons);
  w.key("herd");
  writeOrNull(w, loot.herd);
  w.key("items").beginArray();
  for (const gen::LootItem& item : loot.items) writeItem(w, item);
  w.endArray().key("ledger");
  writeCoins(w, loot.ledger);
  w.key("total");
  writeJson(w, loot.ledger.value());
  w.key("notes").beginArray();
  for (const gen::LootNote& note : loot.notes) {
    w.beginObject().member("text", note.text).member("chance", note.chance).member("people", note.people);
    w.endObject();
  }
  w.endArray().endObject();
}

std::string lootTitle(const gen::Loot& loot) { return "Loot: " + loot.label; }

}  // namespace outremer::render
