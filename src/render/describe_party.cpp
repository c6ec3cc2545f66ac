#include <string>

#include "render/describe.hpp"

namespace outremer::render {

void describe(std::vector<Block>& blocks, const gen::Party& party) {
  Line group;
  group.strong(party.groupLabel)
      .plain(": " + std::to_string(party.members.size()) + " members; mules " + std::to_string(party.mules) +
             ", wagons " + std::to_string(party.wagons));
  add(blocks, Paragraph{{group}});
  Table& table = add(blocks, Table{"members", characterColumns()});
  table.columns.push_back({"Pay/day", true});
  table.columns.push_back({"Upkeep/day", true});
  for (const gen::Character& member : party.members) {
    std::vector<std::string>& row = table.rows.emplace_back(characterCells(member));
    row.push_back(member.pay.normalised());
    row.push_back(member.upkeep.normalised());
  }
  Line cost;
  cost.plain("Daily cost: ")
      .strong(tables::Money{party.dailyPay.copper + party.dailyUpkeep.copper}.normalised())
      .plain(" (pay " + party.dailyPay.normalised() + ", upkeep " + party.dailyUpkeep.normalised() + ")");
  Line purse;
  purse.plain("Purse: ")
      .strong(party.purse.normalised())
      .plain(", enough for " + std::to_string(party.daysPurseLasts) + " days");
  add(blocks, Paragraph{{cost, purse}});
}

std::string partyTitle(const gen::Party& party) { return "Pilgrim party: " + party.groupLabel; }

}  // namespace outremer::render
