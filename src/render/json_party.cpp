#include "render/json_party.hpp"

namespace outremer::render {

void writeJson(JsonWriter& w, const tables::Money& money) {
  w.beginObject().member("copper", money.copper).member("text", money.normalised()).endObject();
}

void writeCharacterMembers(JsonWriter& w, const gen::Character& c) {
  w.member("name", c.name).member("type", c.type).member("label", c.label).member("side", c.side);
  w.member("mounted", c.mounted).member("armoured", c.armoured).member("military_order", c.militaryOrder);
  w.member("mercenary", c.mercenary).member("attack", c.attack).member("defence", c.defence);
  w.member("foot_attack", c.footAttack).member("foot_defence", c.footDefence);
  w.member("morale", c.morale).member("movement", c.movement);
  w.key("pay");
  writeJson(w, c.pay);
  w.key("upkeep");
  writeJson(w, c.upkeep);
}

void writeJson(JsonWriter& w, const gen::Character& c) {
  w.beginObject();
  writeCharacterMembers(w, c);
  w.endObject();
}

void writeJson(JsonWriter& w, const gen::Party& party) {
  w.beginObject().member("group", party.group).member("group_label", party.groupLabel);
  w.member("size", uint64_t{party.members.size()}).key("members").beginArray();
  for (const gen::Character& member : party.members) writeJson(w, member);
  w.endArray().member("mules", party.mules).member("wagons", party.wagons);
  w.key("purse");
  writeJson(w, party.purse);
  w.key("daily_pay");
  writeJson(w, party.dailyPay);
  w.key("daily_upkeep");
  writeJson(w, party.dailyUpkeep);
  w.key("daily_cost");
  writeJson(w, tables::Money{party.dailyPay.copper + party.dailyUpkeep.copper});
  w.member("days_purse_lasts", party.daysPurseLasts).endObject();
}

std::string partyTitle(const gen::Party& party) { return "Pilgrim party: " + party.groupLabel; }

}  // namespace outremer::render
