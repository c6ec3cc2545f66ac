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

template <class Io>
void fields(Io& io, Of<gen::LootItem> auto& item) {
  io("what", item.what);
  io("found", item.found);
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
