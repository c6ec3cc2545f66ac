#include "render/json_advance.hpp"

#include <nlohmann/json.hpp>
#include <algorithm>
#include <string_view>

#include "util/text.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

// Points as a JSON number (hundredths are exact in binary for the quarters the tables use).
ordered_json points(int hundredths) {
  return hundredths % 100 == 0 ? ordered_json(hundredths / 100) : ordered_json(hundredths / 100.0);
}

ordered_json optionalText(const std::string& text) {
  return text.empty() ? ordered_json(nullptr) : ordered_json(text);
}

ordered_json strengthsJson(int attack, int defence, int carry, int defenceCarry) {
  return {{"attack", attack},
          {"defence", defence},
          {"carry", points(carry)},
          {"carry_text", gen::pointsText(carry)},
          {"defence_carry", points(defenceCarry)},
          {"defence_carry_text", gen::pointsText(defenceCarry)}};
}

ordered_json rangeJson(const std::optional<gen::StrengthRange>& range) {
  if (!range) return nullptr;
  return {{"min_attack", range->minAttack},
          {"max_attack", range->maxAttack},
          {"min_defence", range->minDefence},
          {"max_defence", range->maxDefence}};
}

// "an armoured mamluk": a type id as a noun with its article.
std::string aType(std::string id) {
  std::replace(id.begin(), id.end(), '-', ' ');
  const bool vowel = !id.empty() && std::string_view("aeiou").find(id[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + id;
}

// A need of advancement-ladder in words, with the figure it asks for.
std::string needWords(const gen::Advancement& a, const std::string& need) {
  if (need == "maximum-attack") return "attack at the maximum (" + std::to_string(a.range->maxAttack) + ")";
  if (need == "maximum-defence")
    return "defence at the maximum (" + std::to_string(a.range->maxDefence) + ")";
  if (need == "deed") return "a deed of valour (--deed)";
  if (need == "minimum-of-promoted") {
    return "attack at least " + std::to_string(a.promotion->promotedMinimum) + " (" + aType(a.promotion->to) +
           "'s minimum)";
  }
  return need;
}

}  // namespace

std::string promotionOutcome(const gen::Advancement& a) {
  const gen::Promotion& p = *a.promotion;
  const std::string to = aType(p.to);
  if (!p.unmet.empty()) {
    std::vector<std::string> words;
    for (const std::string& need : p.unmet) words.push_back(needWords(a, need));
    return "Not yet eligible to become " + to + ": needs " + util::join(words, " and ") + ".";
  }
  if (p.by == "roll") {
    const std::string dice = "d100 " + std::to_string(*p.roll) + " against " + std::to_string(p.chance) + "%";
    return p.promoted ? "Promoted: he becomes " + to + " (" + dice + ")."
                      : "Not promoted (" + dice + "); he may try again after the next engagement.";
  }
  if (p.by == "right") return "He becomes " + to + ".";
  return "Eligible to become " + to + " if knights sponsor him (the game master decides).";
}

std::string demotionOutcome(const gen::Advancement& a) { return "Demoted: he becomes " + aType(a.demotedTo) + "."; }

namespace {

ordered_json promotionJson(const gen::Advancement& a) {
  const std::optional<gen::Promotion>& p = a.promotion;
  if (!p) return nullptr;
  return {{"to", p->to},
          {"by", p->by},
          {"needs", p->needs},
          {"unmet", p->unmet},
          {"eligible", p->unmet.empty()},
          {"chance", p->by == "roll" ? ordered_json(p->chance) : ordered_json(nullptr)},
          {"roll", p->roll ? ordered_json(*p->roll) : ordered_json(nullptr)},
          {"promoted", p->promoted},
          {"outcome", promotionOutcome(a)},
          {"rule", p->rule}};
}

}  // namespace

ordered_json eventsJson(const std::vector<gen::AdvanceEvent>& events) {
  ordered_json list = ordered_json::array();
  for (const gen::AdvanceEvent& event : events) {
    ordered_json item = {{"id", event.id},
                         {"entry", event.entry},
                         {"points", points(event.points)},
                         {"points_text", gen::pointsText(event.points, true)}};
    if (event.orderPoints) {
      item["order_points"] = points(*event.orderPoints);
      item["order_points_text"] = gen::pointsText(*event.orderPoints, true);
    }
    list.push_back(std::move(item));
  }
  return list;
}

ordered_json advanceJson(const gen::Advancement& a) {
  return {{"class", a.classId},
          {"class_label", a.classLabel},
          {"type", optionalText(a.type)},
          {"type_label", optionalText(a.typeLabel)},
          {"mounted", a.mounted},
          {"order", a.order},
          {"deed", a.deed},
          {"defence_per_attack", a.defencePerAttack ? points(a.defencePerAttack) : ordered_json(nullptr)},
          {"defence_per_attack_text", a.defencePerAttack ? gen::pointsText(a.defencePerAttack) : ""},
          {"before", strengthsJson(a.attackBefore, a.defenceBefore, a.carryIn, a.defenceCarryIn)},
          {"events", eventsJson(a.events)},
          {"event_points", points(a.eventPoints)},
          {"event_points_text", gen::pointsText(a.eventPoints, true)},
          {"total", points(a.total)},
          {"total_text", gen::pointsText(a.total, true)},
          {"whole", a.whole},
          {"attack_gained", a.attackGained},
          {"held_at_maximum", a.heldAtMaximum},
          {"defence_gained", a.defenceGained},
          {"after", strengthsJson(a.attackAfter, a.defenceAfter, a.carryOut, a.defenceCarryOut)},
          {"range", rangeJson(a.range)},
          {"demotion", a.demotedTo.empty()
                           ? ordered_json(nullptr)
                           : ordered_json{{"to", a.demotedTo},
                                          {"outcome", demotionOutcome(a)},
                                          {"rule", a.demotionRule}}},
          {"promotion", promotionJson(a)},
          {"notes", a.notes},
          {"next", nextOptions(a)}};
}

void writeJson(codec::JsonWriter& w, const gen::Advancement& advancement) { w.value(advanceJson(advancement)); }

std::string nextOptions(const gen::Advancement& a) {
  std::string next = "--class " + (a.demotedTo.empty() ? a.asked : a.demotedTo) + " --attack " +
                     std::to_string(a.attackAfter) + " --defence " + std::to_string(a.defenceAfter);
  if (a.carryOut != 0) next += " --carry " + gen::pointsText(a.carryOut);
  if (a.defenceCarryOut != 0) next += " --defence-carry " + gen::pointsText(a.defenceCarryOut);
  return next;
}

}  // namespace outremer::render
