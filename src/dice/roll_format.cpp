#include "dice/roll_format.hpp"

#include "util/text.hpp"

namespace outremer::dice {

namespace {

// Each roll's words are put together in one string, not from a temporary a number: every
// roll of a brief's log is written so.
void appendDie(std::string& text, const DieRoll& die) {
  util::appendNumber(text, die.faces[0]);
  if (die.faceCount == 1) return;
  text += die.sides == 100 ? ',' : '+';
  util::appendNumber(text, die.faces[1]);
}

// Room for a roll's words without regrowing: "d20+10: 3+8 +10 = 21" and the like.
constexpr size_t kRollWords = 48;

}  // namespace

std::string formatDie(const DieRoll& die) {
  std::string text;
  appendDie(text, die);
  return text;
}

std::string formatRoll(const RollView& roll) {
  std::string text;
  text.reserve(kRollWords);
  appendRoll(text, roll);
  return text;
}

void appendRoll(std::string& text, const RollView& roll) {
  text += roll.expression;
  // One plain die reads as itself: "d6: 4".
  if (roll.terms.size() == 1 && roll.terms[0].count == 1 && roll.dice.size() == 1 &&
      roll.dice[0].faceCount == 1 && roll.terms[0].sign > 0) {
    text += ": ";
    util::appendNumber(text, roll.total);
    return;
  }
  text += ':';
  bool first = true;
  size_t die = 0;
  for (const Term& term : roll.terms) {
    text += ' ';
    if (!first || term.sign < 0) text += term.sign < 0 ? '-' : '+';
    first = false;
    if (term.count == 0) {
      util::appendNumber(text, term.constant);
      continue;
    }
    for (int i = 0; i < term.count && die < roll.dice.size(); ++i, ++die) {
      if (i) text += '+';
      appendDie(text, roll.dice[die]);
    }
  }
  text += " = ";
  util::appendNumber(text, roll.total);
  if (roll.total < 0) text += ", count 0";
}

std::string formatRoll(const Roll& roll) { return formatRoll(RollView{roll.expression, roll.terms, roll.dice, roll.total}); }

void appendThrow(std::string& text, const DieRoll& die) {
  text += 'd';
  util::appendNumber(text, die.sides);
  text += ": ";
  appendDie(text, die);
  text += " = ";
  util::appendNumber(text, die.value);
}

}  // namespace outremer::dice
