// The JSON form of an engagement's advancement (schemas/advance.schema.json): the events
// applied with the class's table, the strengths before and after, the demotion or promotion
// that followed, and the options of the next engagement.
#pragma once

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/names.hpp"
#include "codec/field.hpp"
#include "gen/advancement.hpp"

namespace outremer::campaign {

template <>
struct Names<gen::AdvanceNote> {
  static constexpr std::array<std::pair<gen::AdvanceNote, std::string_view>, 4> table{
      {{gen::AdvanceNote::outsideRange, "outside-range"},
       {gen::AdvanceNote::classOfTypes, "class-of-types"},
       {gen::AdvanceNote::heldAtMaximum, "held-at-maximum"},
       {gen::AdvanceNote::defenceAtMaximum, "defence-at-maximum"}}};
};

}  // namespace outremer::campaign

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Advancement> = "advance";

inline constexpr std::string_view kPromotionWays[] = {"roll", "right", "sponsor"};
inline constexpr std::string_view kPromotionNeeds[] = {"maximum-attack", "maximum-defence", "deed",
                                                       "minimum-of-promoted"};

/// What came of the promotion check, in a sentence (|advancement| has a promotion).
std::string promotionOutcome(const gen::Advancement& advancement);
/// "Demoted: he becomes a sergeant." (|advancement| is demoted).
std::string demotionOutcome(const gen::Advancement& advancement);
/// |note| of |advancement| in a sentence, with the figures it tells: "Defence stops at the
/// Other Knights's maximum of 18."
std::string noteWords(gen::AdvanceNote note, const gen::Advancement& advancement);
/// Each of |advancement|'s notes in a sentence, in their order.
std::vector<std::string> notesInWords(const gen::Advancement& advancement);
/// The options of the next engagement: the class asked (or the one demoted to), the
/// strengths and the carries this one leaves ("--class knight --attack 20 --defence 9").
std::string nextOptions(const gen::Advancement& advancement);

/// Points read as the hundredths they are kept in.
inline int hundredthsOf(Decimal points) { return static_cast<int>(std::lround(points.value * 100)); }

/// |hundredths| of a point (an int, const or not) as |key|: the number of points, whole when
/// whole.
template <class Io>
void points(Io& io, std::string_view key, auto& hundredths) {
  Decimal number{hundredths / 100.0};
  io(key, number);
  if constexpr (Io::kReads) hundredths = hundredthsOf(number);
}

template <class Io>
void fields(Io& io, Of<gen::AdvanceEvent> auto& event) {
  io("id", event.id);
  io("entry", event.entry);
  points(io, "points", event.points);
  io.derived("points_text", [&] { return gen::pointsText(event.points, true); });
  // Present or not, as the class's table gives a fighting order's value.
  bool order = event.orderPoints.has_value();
  if constexpr (Io::kReads) order = io.find("order_points") != nullptr;
  Decimal orderPoints{event.orderPoints.value_or(0) / 100.0};
  io.when(order, "order_points", orderPoints);
  io.derivedIf(order, "order_points_text", [&] { return gen::pointsText(event.orderPoints.value_or(0), true); });
  if constexpr (Io::kReads) {
    if (order) event.orderPoints = hundredthsOf(orderPoints);
  }
}

/// A class's events, as `advance --list-events CLASS` lists them.
struct ClassEvents {
  std::string className;  // as asked
  std::vector<gen::AdvanceEvent> events;
};

template <class Io>
void fields(Io& io, Of<ClassEvents> auto& list) {
  io("class", list.className);
  io("events", list.events);
}

/// A character's strengths and the carries toward the next points, before or after the
/// engagement.
struct Strengths {
  int attack = 0;
  int defence = 0;
  int carry = 0;         // hundredths of an attack point
  int defenceCarry = 0;  // hundredths of attack points toward the next defence point
};

template <class Io>
void fields(Io& io, Of<Strengths> auto& s) {
  io("attack", s.attack, kCount);
  io("defence", s.defence, kCount);
  points(io, "carry", s.carry);
  io.derived("carry_text", [&] { return gen::pointsText(s.carry); });
  points(io, "defence_carry", s.defenceCarry);
  io.derived("defence_carry_text", [&] { return gen::pointsText(s.defenceCarry); });
}

template <class Io>
void fields(Io& io, Of<gen::StrengthRange> auto& range) {
  io("min_attack", range.minAttack, kCount);
  io("max_attack", range.maxAttack, kCount);
  io("min_defence", range.minDefence, kCount);
  io("max_defence", range.maxDefence, kCount);
}

/// A demotion: the type he falls to, what came of it in a sentence, and the class's rule.
struct Demotion {
  std::string to;
  std::string outcome;
  std::string rule;
};

template <class Io>
void fields(Io& io, Of<Demotion> auto& demotion) {
  io("to", demotion.to);
  io.derived("outcome", [&]() -> const std::string& { return demotion.outcome; });
  io("rule", demotion.rule);
}

/// A promotion checked, with what came of it in a sentence.
struct PromotionCheck {
  gen::Promotion promotion;
  std::string outcome;
};

template <class Io>
void fields(Io& io, Of<PromotionCheck> auto& check) {
  auto& p = check.promotion;
  io("to", p.to);
  io("by", p.by, Words{kPromotionWays});
  io("needs", p.needs, Words{kPromotionNeeds});
  io("unmet", p.unmet, Words{kPromotionNeeds});
  io.derived("eligible", [&] { return p.unmet.empty(); });
  // A chance only where it is rolled for.
  std::optional<int> chance;
  if (p.by == "roll") chance = p.chance;
  io("chance", chance, kPercent);
  io("roll", p.roll, kD100);
  io("promoted", p.promoted);
  io.derived("outcome", [&]() -> const std::string& { return check.outcome; });
  io("rule", p.rule);
  if constexpr (Io::kReads) p.chance = chance.value_or(0);
}

/// |text| (a string, const or not) as |key|: null when empty.
template <class Io>
void textOrNull(Io& io, std::string_view key, auto& text) {
  std::optional<std::string> value;
  if (!text.empty()) value = text;
  io(key, value);
  if constexpr (Io::kReads) text = value.value_or("");
}

template <class Io>
void fields(Io& io, Of<gen::Advancement> auto& a) {
  io("class", a.classId);
  io("class_label", a.classLabel);
  textOrNull(io, "type", a.type);
  textOrNull(io, "type_label", a.typeLabel);
  io.omitEmpty("class_types", a.classTypes);
  io("mounted", a.mounted);
  io("order", a.order);
  io("deed", a.deed);
  // None given: null, and no words.
  std::optional<Decimal> perAttack;
  if (a.defencePerAttack != 0) perAttack = Decimal{a.defencePerAttack / 100.0};
  io("defence_per_attack", perAttack);
  io.derived("defence_per_attack_text",
             [&] { return a.defencePerAttack != 0 ? gen::pointsText(a.defencePerAttack) : std::string(); });
  Strengths before{a.attackBefore, a.defenceBefore, a.carryIn, a.defenceCarryIn};
  io("before", before);
  io("events", a.events);
  points(io, "event_points", a.eventPoints);
  io.derived("event_points_text", [&] { return gen::pointsText(a.eventPoints, true); });
  points(io, "total", a.total);
  io.derived("total_text", [&] { return gen::pointsText(a.total, true); });
  io("whole", a.whole, kSignedCount);
  io("attack_gained", a.attackGained, kSignedCount);
  io("held_at_maximum", a.heldAtMaximum, kCount);
  io("defence_gained", a.defenceGained, kSignedCount);
  Strengths after{a.attackAfter, a.defenceAfter, a.carryOut, a.defenceCarryOut};
  io("after", after);
  io("range", a.range);
  std::optional<Demotion> demotion;
  if (!a.demotedTo.empty()) demotion = Demotion{a.demotedTo, demotionOutcome(a), a.demotionRule};
  io("demotion", demotion);
  std::optional<PromotionCheck> promotion;
  if (a.promotion) promotion = PromotionCheck{*a.promotion, promotionOutcome(a)};
  io("promotion", promotion);
  io.derived("notes", [&] { return notesInWords(a); });
  io.omitEmpty("note_kinds", a.notes);
  io.derived("next", [&] { return nextOptions(a); });
  if constexpr (Io::kReads) {
    a.defencePerAttack = perAttack ? hundredthsOf(*perAttack) : 0;
    a.attackBefore = before.attack;
    a.defenceBefore = before.defence;
    a.carryIn = before.carry;
    a.defenceCarryIn = before.defenceCarry;
    a.attackAfter = after.attack;
    a.defenceAfter = after.defence;
    a.carryOut = after.carry;
    a.defenceCarryOut = after.defenceCarry;
    a.demotedTo = demotion ? demotion->to : "";
    a.demotionRule = demotion ? demotion->rule : "";
    if (promotion) a.promotion = std::move(promotion->promotion);
  }
}

}  // namespace outremer::codec
