#include "render/json_party.hpp"

#include "render/brief.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

ordered_json characterJson(const gen::Character& c) {
  return {{"name", c.name},
          {"type", c.type},
          {"label", c.label},
          {"side", c.side},
          {"mounted", c.mounted},
          {"armoured", c.armoured},
          {"military_order", c.militaryOrder},
          {"mercenary", c.mercenary},
          {"attack", c.attack},
          {"defence", c.defence},
          {"foot_attack", c.footAttack},
          {"foot_defence", c.footDefence},
          {"morale", c.morale},
          {"movement", c.movement},
          {"pay", moneyJson(c.pay.copper)},
          {"upkeep", moneyJson(c.upkeep.copper)}};
}

ordered_json partyJson(const gen::Party& party) {
  ordered_json members = ordered_json::array();
  for (const gen::Character& member : party.members) members.push_back(characterJson(member));
  return {{"group", party.group},
          {"group_label", party.groupLabel},
          {"size", party.members.size()},
          {"members", std::move(members)},
          {"mules", party.mules},
          {"wagons", party.wagons},
          {"purse", moneyJson(party.purse.copper)},
          {"daily_pay", moneyJson(party.dailyPay.copper)},
          {"daily_upkeep", moneyJson(party.dailyUpkeep.copper)},
          {"daily_cost", moneyJson(party.dailyPay.copper + party.dailyUpkeep.copper)},
          {"days_purse_lasts", party.daysPurseLasts}};
}

}  // namespace outremer::render
