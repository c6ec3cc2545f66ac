// The JSON form of a raid on a Moslem village (schemas/village.schema.json).
#pragma once

#include "codec/encounter.hpp"
#include "codec/loot.hpp"
#include "gen/village.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::VillageRaid> = "village";

/// One row of Numbers in Moslem Village, as rolled.
template <class Io>
void fields(Io& io, Of<gen::VillageGroup> auto& group) {
  io("type", group.type);
  io("label", group.label);
  io("dice", group.dice);
  io("mounted", group.mounted);
  io("count", group.count, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::VillageRaid> auto& raid) {
  io.derived("size", [&] { return uint64_t{raid.inhabitants.size()}; }, kCount);
  io("numbers", raid.numbers);
  io("inhabitants", raid.inhabitants);
  io("map", raid.map);
  io("deployment", raid.deployment);
  io("loot", raid.loot);
}

}  // namespace outremer::codec
