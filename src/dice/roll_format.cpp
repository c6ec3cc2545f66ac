#include "dice/roll_format.hpp"

namespace outremer::dice {

std::string formatDie(const DieRoll& die) {
  if (die.faceCount == 1) return std::to_string(die.faces[0]);
  const char* separator = die.sides == 100 ? "," : "+";
  return std::to_string(die.faces[0]) + separator + std::to_string(die.faces[1]);
}

std::string formatRoll(const RollView& roll) {
  // One plain die reads as itself: "d6: 4".
  if (roll.terms.size() == 1 && roll.terms[0].count == 1 && roll.dice.size() == 1 && roll.dice[0].faceCount == 1 &&
      roll.terms[0].sign > 0) {
    return std::string(roll.expression) + ": " + std::to_string(roll.total);
  }
  std::string text = std::string(roll.expression) + ":";
  bool first = true;
  size_t die = 0;
  for (const Term& term : roll.terms) {
    text += ' ';
    if (!first || term.sign < 0) text += term.sign < 0 ? '-' : '+';
    first = false;
    if (term.count == 0) {
      text += std::to_string(term.constant);
      continue;
    }
    for (int i = 0; i < term.count && die < roll.dice.size(); ++i, ++die) {
      if (i) text += '+';
      text += formatDie(roll.dice[die]);
    }
  }
  text += " = " + std::to_string(roll.total);
  if (roll.total < 0) text += ", count 0";
  return text;
}

std::string formatRoll(const Roll& roll) { return formatRoll(RollView{roll.expression, roll.terms, roll.dice, roll.total}); }

std::string formatThrow(const DieRoll& die) {
  return "d" + std::to_string(die.sides) + ": " + formatDie(die) + " = " + std::to_string(die.value);
}

}  // namespace outremer::dice
