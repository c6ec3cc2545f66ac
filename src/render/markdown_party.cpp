#include "render/markdown_party.hpp"

#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendPartyMemberMarkdown(std::string& out, const gen::Character& c) {
  put(out, "| {} | {}{} | {} | {}/{} | {}/{} | {} | {} | {} | {} |\n", markdownCell(c.name), markdownCell(c.label),
      c.militaryOrder ? " (military order)" : "", c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack,
      c.footDefence, c.morale, c.movement, c.pay.normalised(), c.upkeep.normalised());
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::Party& party) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  out += '\n';
  put(out, "**{}**: {} members, {} mules, {} wagons.\n\n", markdownCell(party.groupLabel), party.members.size(),
      party.mules, party.wagons);
  out +=
      "| Name | Type | Mounted | Attack/Defence | On foot | Morale | Move | Pay/day | Upkeep/day |\n"
      "|---|---|---|---|---|---|---|---|---|\n";
  for (const gen::Character& member : party.members) appendPartyMemberMarkdown(out, member);
  put(out, "\nDaily cost **{}** (pay {}, upkeep {}).\n",
      tables::Money{party.dailyPay.copper + party.dailyUpkeep.copper}.normalised(), party.dailyPay.normalised(),
      party.dailyUpkeep.normalised());
  put(out, "Purse **{}**, enough for {} days.\n\n", party.purse.normalised(), party.daysPurseLasts);
  appendLogMarkdown(out, brief.log);
  return out;
}

}  // namespace outremer::render
