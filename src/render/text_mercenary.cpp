#include "render/text_mercenary.hpp"

#include "render/text_brief.hpp"
#include "render/text_encounter.hpp"
#include "render/text_village.hpp"

namespace outremer::render {

std::string briefText(const Brief& brief, const gen::MercenaryDuty& duty) {
  std::string out = beginBriefText(brief.header);
  put(out, "Duty (d100 {}): {}\n", duty.roll, shown(duty.duty));
  out += "Paid at the normal mercenary rates per day: double the ordinary pay and upkeep.\n";
  if (duty.encounter) {
    out += '\n';
    appendEncounterText(out, *duty.encounter);
  }
  if (duty.raid) {
    out += '\n';
    appendVillageText(out, *duty.raid);
  }
  // No blank line before the roll log: the template has none after the encounter.
  appendRollsText(out, brief.log);
  appendFootnotesText(out, brief.log);
  out += '\n';
  return out;
}

}  // namespace outremer::render
