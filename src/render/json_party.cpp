#include "render/json_party.hpp"

#include "render/brief.hpp"
#include "render/json_object.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

ordered_json characterJson(const gen::Character& c) {
  return JsonObject(16)
      .add("name", c.name)
      .add("type", c.type)
      .add("label", c.label)
      .add("side", c.side)
      .add("mounted", c.mounted)
      .add("armoured", c.armoured)
      .add("military_order", c.militaryOrder)
      .add("mercenary", c.mercenary)
      .add("attack", c.attack)
      .add("defence", c.defence)
      .add("foot_attack", c.footAttack)
      .add("foot_defence", c.footDefence)
      .add("morale", c.morale)
      .add("movement", c.movement)
      .add("pay", moneyJson(c.pay.copper))
      .add("upkeep", moneyJson(c.upkeep.copper))
      .take();
}

ordered_json partyJson(const gen::Party& party) {
  ordered_json members = ordered_json::array();
  members.get_ptr<ordered_json::array_t*>()->reserve(party.members.size());
  for (const gen::Character& member : party.members) members.push_back(characterJson(member));
  return JsonObject(11)
      .add("group", party.group)
      .add("group_label", party.groupLabel)
      .add("size", party.members.size())
      .add("members", std::move(members))
      .add("mules", party.mules)
      .add("wagons", party.wagons)
      .add("purse", moneyJson(party.purse.copper))
      .add("daily_pay", moneyJson(party.dailyPay.copper))
      .add("daily_upkeep", moneyJson(party.dailyUpkeep.copper))
      .add("daily_cost", moneyJson(party.dailyPay.copper + party.dailyUpkeep.copper))
      .add("days_purse_lasts", party.daysPurseLasts)
      .take();
}

std::string partyTitle(const gen::Party& party) { return "Pilgrim party: " + party.groupLabel; }

ordered_json partyBrief(const gen::Party& party, const gen::RollLog& log, uint64_t seed, const std::string& command) {
  return briefJson({"party", partyTitle(party), seed, command}, log, partyJson(party));
}

}  // namespace outremer::render
