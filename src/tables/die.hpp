#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "dice/die.hpp"
#include "tables/table.hpp"

namespace outremer::tables {

/// True for the dice a table may name: d6, d10, d20 and d100.
bool isTableDie(dice::Die die);

/// The die a table names: "d6", "d10", "d20" or "d100"; nullopt for anything else.
std::optional<dice::Die> dieNamed(std::string_view text);

/// One value as printed for |die|: "00" on a d100 reads 100 and "0" on a d10 reads 10.
/// Returns nullopt when |text| is not a whole number.
std::optional<int> readDieValue(std::string_view text, dice::Die die);

/// A range as printed ("01-30", "81-00", "06+", "1 - 4", "5") read for |die|. Throws
/// std::invalid_argument with a message when it cannot be read or lies outside the die.
DieRange readDieRange(std::string_view text, dice::Die die);

/// True when |range| runs forwards and lies within |die|'s faces.
bool liesOn(const DieRange& range, dice::Die die);

}  // namespace outremer::tables
