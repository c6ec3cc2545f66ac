// A logged roll in the words a brief shows it in: the dice as a GM reads them, what the
// roll decided, the table (and column) it was made on and the entry it landed on. The JSON
// form and the roll log's table both read them from here.
#pragma once

#include <string>
#include <string_view>

#include "gen/roll_log.hpp"

namespace outremer::codec {

/// "d20+10: 3+8 +10 = 21", "d10: 7 = 7", "d100: 5,4 = 54".
std::string diceWords(const gen::RollLog& log, const gen::LoggedRoll& roll);
/// What the roll decided; a chance adds its percent: "encounter check (40%)".
std::string purposeWords(const gen::RollLog& log, const gen::LoggedRoll& roll);
/// The words of the two above appended to |out|: a batch puts every roll's into one
/// buffer rather than a string each.
void appendDiceWords(std::string& out, const gen::RollLog& log, const gen::LoggedRoll& roll);
void appendPurposeWords(std::string& out, const gen::RollLog& log, const gen::LoggedRoll& roll);
/// Appends "TABLE" or "TABLE#COLUMN" for a roll on a table, nothing for another.
void appendTableWords(std::string& out, const gen::LoggedRoll& roll);
/// The entry a table roll landed on, "yes" or "no" for a chance, else "": words kept for
/// the log's lifetime, not a copy.
const std::string& entryWords(const gen::LoggedRoll& roll);

}  // namespace outremer::codec
