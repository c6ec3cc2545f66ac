#include "dice/roll_format.hpp"

#include <algorithm>
#include <charconv>

#include "util/text.hpp"

namespace outremer::dice {

namespace {

using util::kIntDigits;

// A die's faces ("4,0" for a d100's tens and units, "3+5"), written at |to| (room for two
// numbers and a sign); returns where they end.
char* putDie(char* to, const DieRoll& die) {
  to = std::to_chars(to, to + kIntDigits, die.faces[0]).ptr;
  if (die.faceCount == 1) return to;
  *to++ = die.sides == 100 ? ',' : '+';
  return std::to_chars(to, to + kIntDigits, die.faces[1]).ptr;
}

// Each roll's words are put together in one string, not from a temporary a number: every
// roll of a brief's log is written so.
void appendDie(std::string& text, const DieRoll& die) {
  char faces[2 * kIntDigits + 1];
  text.append(faces, static_cast<size_t>(putDie(faces, die) - faces));
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
  // "d100: 4,0 = 40", put together where it is made and appended once: a table's roll has
  // several numbers of more than one digit, each of which would check the string's room.
  char words[1 + kIntDigits + 2 + (2 * kIntDigits + 1) + 3 + kIntDigits];
  char* to = words;
  const auto number = [&](int n) { to = std::to_chars(to, to + kIntDigits, n).ptr; };
  *to++ = 'd';
  number(die.sides);
  to = std::copy_n(": ", 2, to);
  to = putDie(to, die);
  to = std::copy_n(" = ", 3, to);
  number(die.value);
  text.append(words, static_cast<size_t>(to - words));
}

}  // namespace outremer::dice
