#pragma once

#include <string>

#include "dice/dice_expression.hpp"

namespace outremer::dice {

/// The dice of one die as a GM would read them aloud: "7" for a d6, "3+8" for a d20
/// (two d10), "5,4" for a d100 (tens die, units die).
std::string formatDie(const DieRoll& die);

/// A whole roll for audit: "d20+10: 3+8 +10 = 21"; a lone plain die "d6: 4"; a negative
/// total adds ", count 0".
std::string formatRoll(const RollView& roll);
std::string formatRoll(const Roll& roll);
/// The same words appended to |text|: a batch writes every roll's into one buffer.
void appendRoll(std::string& text, const RollView& roll);

/// One die thrown on its own, as a table or a chance is rolled, appended to |text|:
/// "d20: 3+8 = 11".
void appendThrow(std::string& text, const DieRoll& die);

}  // namespace outremer::dice
