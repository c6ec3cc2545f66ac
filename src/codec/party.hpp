// The JSON form of a pilgrim party (schemas/party.schema.json).
#pragma once

#include "codec/character.hpp"
#include "gen/party.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Party> = "party";

template <class Io>
void fields(Io& io, Of<gen::Party> auto& party) {
  io("group", party.group);
  io("group_label", party.groupLabel);
  io.derived("size", [&] { return uint64_t{party.members.size()}; });
  io("members", party.members);
  io("mules", party.mules, kCount);
  io("wagons", party.wagons, kCount);
  io("purse", party.purse);
  io("daily_pay", party.dailyPay);
  io("daily_upkeep", party.dailyUpkeep);
  io.derived("daily_cost", [&] { return party.dailyPay + party.dailyUpkeep; });
  io("days_purse_lasts", party.daysPurseLasts);
}

}  // namespace outremer::codec
