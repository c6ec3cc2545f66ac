#include "codec/advance.hpp"

#include <algorithm>

#include "util/text.hpp"

namespace outremer::codec {
namespace {

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

std::string noteWords(gen::AdvanceNote note, const gen::Advancement& a) {
  const auto maximum = [&](int figure) {
    return "the " + a.typeLabel + "'s maximum of " + std::to_string(figure) + ".";
  };
  switch (note) {
    case gen::AdvanceNote::outsideRange:
      return "He starts outside the " + a.typeLabel + "'s attack range (" + std::to_string(a.range->minAttack) + "-" +
             std::to_string(a.range->maxAttack) + ", " + (a.mounted ? "mounted" : "on foot") + ").";
    case gen::AdvanceNote::classOfTypes:
      return "The class covers several types (" + util::join(a.classTypes, ", ") +
             "): give the type as --class to check his minimum and maximum, demotion and promotion.";
    case gen::AdvanceNote::heldAtMaximum:
      return std::to_string(a.heldAtMaximum) + " whole point(s) not added: attack stops at " +
             maximum(a.range->maxAttack);
    case gen::AdvanceNote::defenceAtMaximum:
      return "Defence stops at " + maximum(a.range->maxDefence);
  }
  return {};
}

std::vector<std::string> notesInWords(const gen::Advancement& a) {
  std::vector<std::string> words;
  for (const gen::AdvanceNote note : a.notes) words.push_back(noteWords(note, a));
  return words;
}

std::string nextOptions(const gen::Advancement& a) {
  std::string next = "--class " + (a.demotedTo.empty() ? a.asked : a.demotedTo) + " --attack " +
                     std::to_string(a.attackAfter) + " --defence " + std::to_string(a.defenceAfter);
  if (a.carryOut != 0) next += " --carry " + gen::pointsText(a.carryOut);
  if (a.defenceCarryOut != 0) next += " --defence-carry " + gen::pointsText(a.defenceCarryOut);
  return next;
}

}  // namespace outremer::codec
