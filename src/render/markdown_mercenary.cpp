#include "render/markdown_mercenary.hpp"

#include "render/markdown_brief.hpp"
#include "render/markdown_encounter.hpp"
#include "render/markdown_village.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {

std::string briefMarkdown(const Brief& brief, const gen::MercenaryDuty& duty) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  out += '\n';
  put(out, "**Duty** (d100 {}): {}\n", duty.roll, markdownCell(duty.duty));
  out += "Paid at the normal mercenary rates per day: double the ordinary pay and upkeep.\n";
  if (duty.encounter) {
    out += '\n';
    appendEncounterMarkdown(out, *duty.encounter);
  }
  if (duty.raid) {
    out += '\n';
    appendVillageMarkdown(out, *duty.raid);
    out += '\n';
  }
  // No blank line before the roll log after an encounter: the template has none.
  appendRollsMarkdown(out, brief.log);
  appendFootnotesMarkdown(out, brief.log);
  out += '\n';
  return out;
}

}  // namespace outremer::render
