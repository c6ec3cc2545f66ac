#include "render/markdown_advance.hpp"

#include "render/json_advance.hpp"
#include "render/markdown_brief.hpp"
#include "render/text_advance.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendStrengthsMarkdown(std::string& out, const gen::Advancement& a) {
  out += "\n| | Attack | Defence | Carried | Toward defence |\n|---|--:|--:|--:|--:|\n";
  put(out, "| Before | {} | {} | {} | {} |\n", a.attackBefore, a.defenceBefore, gen::pointsText(a.carryIn),
      gen::pointsText(a.defenceCarryIn));
  put(out, "| After | **{}** | **{}** | {} | {} |\n", a.attackAfter, a.defenceAfter, gen::pointsText(a.carryOut),
      gen::pointsText(a.defenceCarryOut));
}

void appendEventsMarkdown(std::string& out, const gen::Advancement& a) {
  out += "\n| Event | Points | |\n|---|--:|---|\n";
  for (const gen::AdvanceEvent& event : a.events) {
    put(out, "| `{}` | {} | {} |\n", markdownCell(event.id), gen::pointsText(event.points, true), markdownCell(event.entry));
  }
  put(out, "| carried in | {} | |\n| **total** | **{}** | |\n", gen::pointsText(a.carryIn),
      gen::pointsText(a.total, true));
}

void appendGainsMarkdown(std::string& out, const gen::Advancement& a) {
  appendPointsGained(out, a);
  if (!a.demotedTo.empty()) put(out, "**{}**\n\n> {}\n", demotionOutcome(a), markdownCell(a.demotionRule));
  if (a.promotion) put(out, "**{}**\n\n> {}\n", promotionOutcome(a), markdownCell(a.promotion->rule));
  for (const std::string& note : a.notes) put(out, "- {}\n", markdownCell(note));
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::Advancement& a) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  put(out, "\n**{}**{}{}{}{}.\n", markdownCell(a.classLabel), a.typeLabel.empty() ? "" : ": " + markdownCell(a.typeLabel),
      a.mounted ? ", mounted" : ", on foot", a.order ? ", member of a fighting order" : "",
      a.deed ? ", a deed of valour" : "");
  if (a.range) {
    put(out, "Strength table: attack {}-{}, defence {}-{}.\n", a.range->minAttack, a.range->maxAttack,
        a.range->minDefence, a.range->maxDefence);
  } else {
    out += '\n';  // the template's skipped line leaves a blank one
  }
  appendStrengthsMarkdown(out, a);
  appendEventsMarkdown(out, a);
  appendGainsMarkdown(out, a);
  put(out, "\nNext engagement: `outremer advance {} --event ...`\n", markdownCell(nextOptions(a)));
  if (!brief.log.rolls().empty()) out += '\n';
  appendRollsMarkdown(out, brief.log);
  appendFootnotesMarkdown(out, brief.log);
  return out;
}

}  // namespace outremer::render
