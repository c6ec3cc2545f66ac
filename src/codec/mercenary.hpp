// The JSON form of a mercenary duty (schemas/mercenary.schema.json).
#pragma once

#include "codec/encounter.hpp"
#include "codec/village.hpp"
#include "gen/mercenary.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::MercenaryDuty> = "mercenary";

template <class Io>
void fields(Io& io, Of<gen::MercenaryDuty> auto& duty) {
  io("roll", duty.roll, kD100);
  io("duty", duty.duty);
  io("follow", duty.follow);
  io("encounter", duty.encounter);
  io("village", duty.raid);
}

}  // namespace outremer::codec
