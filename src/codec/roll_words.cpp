#include "codec/roll_words.hpp"

#include "dice/roll_format.hpp"

namespace outremer::codec {

using Thrown = gen::LoggedRoll::Thrown;

std::string diceWords(const gen::RollLog& log, const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::expression) return dice::formatRoll(log.view(roll));
  return dice::formatThrow(log.die(roll));
}

std::string purposeWords(const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::chance) return roll.purpose + " (" + std::to_string(roll.percent) + "%)";
  return roll.purpose;
}

std::string tableWords(const gen::LoggedRoll& roll) {
  if (roll.table == nullptr) return {};
  if (roll.table->columns.empty()) return roll.table->id;
  return roll.table->id + "#" + roll.table->columns[roll.column];
}

std::string_view entryWords(const gen::LoggedRoll& roll) {
  if (roll.thrown == Thrown::chance) return roll.result <= roll.percent ? "yes" : "no";
  return roll.row != nullptr ? std::string_view(roll.row->entry) : std::string_view();
}

}  // namespace outremer::codec
