#include "render/text_party.hpp"

#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendPartyMember(std::string& out, const gen::Character& c) {
  put(out, "{} {} {} {} {}\n", column(shown(c.name), 16),
      column(shown(c.label) + (c.militaryOrder ? " (order)" : ""), 20), strengthColumns(c),
      columnRight(c.pay.normalised(), 9), columnRight(c.upkeep.normalised(), 8));
}

void appendParty(std::string& out, const gen::Party& party) {
  put(out, "{}: {} members; mules {}, wagons {}\n\n", shown(party.groupLabel), party.members.size(),
      party.mules, party.wagons);
  put(out, "{} {} Mtd   A/D  Foot Mor Mov {} {}\n", column("Name", 16), column("Type", 20),
      columnRight("Pay/day", 9), columnRight("Keep/day", 8));
  if (party.members.empty()) out += '\n';  // the template's line after an empty list
  for (const gen::Character& member : party.members) appendPartyMember(out, member);
  put(out, "\nDaily cost: {} (pay {}, upkeep {})\n",
      tables::Money{party.dailyPay.copper + party.dailyUpkeep.copper}.normalised(),
      party.dailyPay.normalised(), party.dailyUpkeep.normalised());
  put(out, "Purse: {}, enough for {} days\n", party.purse.normalised(), party.daysPurseLasts);
}

}  // namespace

std::string briefText(const Brief& brief, const gen::Party& party) {
  std::string out = beginBriefText(brief.header);
  appendParty(out, party);
  out += '\n';
  appendLogText(out, brief.log);
  return out;
}

}  // namespace outremer::render
