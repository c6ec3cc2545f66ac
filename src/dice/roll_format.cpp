#include "dice/roll_format.hpp"

namespace outremer::dice {

std::string formatDie(const DieRoll& die) {
  if (die.faceCount == 1) return std::to_string(die.faces[0]);
  const char* separator = die.sides == 100 ? "," : "+";
  return std::to_string(die.faces[0]) + separator + std::to_string(die.faces[1]);
}

std::string formatRoll(const Roll& roll) {
  // One plain die reads as itself: "d6: 4".
  if (roll.terms.size() == 1 && roll.terms[0].dice.size() == 1 && roll.terms[0].dice[0].faceCount == 1 &&
      roll.terms[0].term.sign > 0) {
    return roll.expression + ": " + std::to_string(roll.total);
  }
  std::string text = roll.expression + ":";
  bool first = true;
  for (const TermRoll& term : roll.terms) {
    text += ' ';
    if (!first || term.term.sign < 0) text += term.term.sign < 0 ? '-' : '+';
    first = false;
    if (term.dice.empty()) {
      text += std::to_string(term.term.constant);
      continue;
    }
    for (size_t i = 0; i < term.dice.size(); ++i) {
      if (i) text += '+';
      text += formatDie(term.dice[i]);
    }
  }
  text += " = " + std::to_string(roll.total);
  if (roll.total < 0) text += ", count 0";
  return text;
}

}  // namespace outremer::dice
