// The JSON form of money and of a character (schemas/common.schema.json, "money" and
// "character"), as every brief and the campaign save write them.
#pragma once

#include <string_view>

#include "codec/field.hpp"
#include "gen/character.hpp"
#include "tables/money.hpp"

namespace outremer::codec {

inline constexpr std::string_view kSides[] = {"christian", "moslem"};

/// {"copper": N, "text": "1GF 2SF"}: the text always normalised, and derived.
template <class Io>
void fields(Io& io, Of<tables::Money> auto& money) {
  io("copper", money.copper, kCopper);
  io.derived("text", [&] { return money.words(); });
}

/// Money that may be a debt (a balance the purse is short): the form of money, of either
/// sign ("owes 1SC 5CC").
struct SignedMoney {
  tables::Money money;
};

template <class Io>
void fields(Io& io, Of<SignedMoney> auto& amount) {
  io("copper", amount.money.copper, kSignedCopper);
  io.derived("text", [&] { return amount.money.words(); });
}

template <class Io>
void fields(Io& io, Of<gen::Character> auto& c) {
  io("name", c.name, NonEmpty{});
  io("type", c.type, NonEmpty{});
  io("label", c.label, NonEmpty{});
  io("side", c.side, Words{kSides});
  io("mounted", c.mounted);
  io("armoured", c.armoured);
  io("military_order", c.militaryOrder);
  io("mercenary", c.mercenary);
  io("attack", c.attack, kCount);
  io("defence", c.defence, kCount);
  io("foot_attack", c.footAttack, kCount);
  io("foot_defence", c.footDefence, kCount);
  io("morale", c.morale, kCount);
  io("movement", c.movement, kCount);
  io("pay", c.pay);
  io("upkeep", c.upkeep);
}

}  // namespace outremer::codec
