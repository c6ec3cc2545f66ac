#include "render/text_advance.hpp"

#include "render/json_advance.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendStrengths(std::string& out, std::string_view when, int attack, int defence, int carry, int defenceCarry) {
  put(out, "{}: attack {}, defence {}; carried {} (toward defence {})\n", when, attack, defence,
      gen::pointsText(carry), gen::pointsText(defenceCarry));
}

void appendEvents(std::string& out, const gen::Advancement& a) {
  put(out, "\n{} {}\n", column("Event", 34), columnRight("Points", 6));
  for (const gen::AdvanceEvent& event : a.events) {
    put(out, "{} {}  {}\n", column(shown(event.id), 34), columnRight(gen::pointsText(event.points, true), 6),
        shown(event.entry));
  }
  put(out, "{} {}\n", column("carried in", 34), columnRight(gen::pointsText(a.carryIn), 6));
  put(out, "{} {}\n", column("total", 34), columnRight(gen::pointsText(a.total, true), 6));
}

void appendGains(std::string& out, const gen::Advancement& a) {
  appendPointsGained(out, a);
  appendStrengths(out, "After", a.attackAfter, a.defenceAfter, a.carryOut, a.defenceCarryOut);
  if (!a.demotedTo.empty()) put(out, "{}\n  \"{}\"\n", demotionOutcome(a), shown(a.demotionRule));
  if (a.promotion) put(out, "{}\n  \"{}\"\n", promotionOutcome(a), shown(a.promotion->rule));
  for (const std::string& note : a.notes) put(out, "Note: {}\n", shown(note));
}

}  // namespace

void appendPointsGained(std::string& out, const gen::Advancement& a) {
  put(out, "\nWhole points added to attack: {}; {} carried to the next game.\n", a.attackGained,
      gen::pointsText(a.carryOut));
  if (a.defencePerAttack != 0) {
    put(out, "Defence, one point per {} attack point(s) gained or lost: {}; {} carried toward the next.\n",
        gen::pointsText(a.defencePerAttack), a.defenceGained, gen::pointsText(a.defenceCarryOut));
  } else {
    out += "The book gives this class no rate of defence gain.\n";
  }
}

std::string briefText(const Brief& brief, const gen::Advancement& a) {
  std::string out = beginBriefText(brief.header);
  put(out, "{}{}{}{}{}\n", shown(a.classLabel), a.typeLabel.empty() ? "" : ": " + shown(a.typeLabel),
      a.mounted ? ", mounted" : ", on foot", a.order ? ", member of a fighting order" : "",
      a.deed ? ", a deed of valour" : "");
  if (a.range) {
    put(out, "Strength table: attack {}-{}, defence {}-{}.\n", a.range->minAttack, a.range->maxAttack,
        a.range->minDefence, a.range->maxDefence);
  }
  appendStrengths(out, "Before", a.attackBefore, a.defenceBefore, a.carryIn, a.defenceCarryIn);
  appendEvents(out, a);
  appendGains(out, a);
  put(out, "\nNext engagement: outremer advance {} --event ...\n", shown(nextOptions(a)));
  if (!brief.log.rolls().empty()) out += '\n';
  appendRollsText(out, brief.log);
  appendFootnotesText(out, brief.log);
  return out;
}

}  // namespace outremer::render
