// The JSON form of loot (schemas/loot.schema.json).
#pragma once

#include <optional>
#include <string>

#include "codec/character.hpp"
#include "gen/loot.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Loot> = "loot";

/// Coins by kind: {"gf": N, "sf": N, "sc": N, "cc": N}.
template <class Io>
void fields(Io& io, Of<gen::Coins> auto& coins) {
  io("gf", coins.gf, kCopper);
  io("sf", coins.sf, kCopper);
  io("sc", coins.sc, kCopper);
  io("cc", coins.cc, kCopper);
}

/// What |item| is: "Room 3", "Pilgrims' purses".
std::string lootItemName(const gen::LootItem& item);
/// What |item| was found to be: the table's entry, or the dice that gave its coins ("d6 SF",
/// "d6 each of SF, SC, CC", one roll a kind).
std::string lootItemFound(const gen::LootItem& item);

// Written in words, read back as written (the words whole, no number or dice).
template <class Io>
void fields(Io& io, Of<gen::LootItem> auto& item) {
  std::string what = lootItemName(item);
  io("what", what);
  std::string found = lootItemFound(item);
  io("found", found);
  if constexpr (Io::kReads) {
    item.what = std::move(what);
    item.found = std::move(found);
  }
  io("coins", item.coins);
  io.derived("value", [&] { return item.coins.value(); });
}

template <class Io>
void fields(Io& io, Of<gen::Herd> auto& herd) {
  io("francs", herd.francs, Range{0, 1'000'000'000});
  io("drovers", herd.drovers, kCount);
  io("rustlers", herd.rustlers, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::LootNote> auto& note) {
  io("text", note.text);
  io("chance", note.chance, kPercent);
  io("people", note.people, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::Loot> auto& loot) {
  io("kind", loot.kind);
  io("label", loot.label);
  // What the baggage table gave, or null.
  std::optional<std::string> found;
  if (!loot.found.empty()) found = loot.found;
  io("found", found);
  if constexpr (Io::kReads) loot.found = found.value_or("");
  io("rules", loot.rules);
  io("rooms", loot.rooms, Range{0, gen::kMaxRooms});
  io("mules", loot.mules, kCount);
  io("wagons", loot.wagons, kCount);
  io("herd", loot.herd);
  io("items", loot.items);
  io("ledger", loot.ledger);
  io.derived("total", [&] { return loot.ledger.value(); });
  io("notes", loot.notes);
}

}  // namespace outremer::codec
