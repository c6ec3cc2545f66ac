// What the tables say of one character type, worked out once per Rules: every character of
// the type is made from it, without looking its rows up again.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "gen/character.hpp"
#include "gen/roll_log.hpp"
#include "tables/money.hpp"

namespace outremer::gen {

/// What making a character of one type reads: his strength row and ranges (TypeStrength,
/// the same Rules::typeStrength keeps), and the rest below.
struct TypeRules : TypeStrength {
  /// What he costs a day one way of serving (Upkeep of Characters): nothing when no upkeep
  /// line keeps the type; the rows read that are not as printed, to footnote; or the
  /// tables' fault, to throw when this way is asked for.
  struct Cost {
    bool kept = false;
    tables::Money pay;
    tables::Money upkeep;
    std::vector<Footnote> notes;
    std::string error;
  };

  const std::vector<std::string_view>* names = nullptr;  // Rules::namesOf the type
  bool armoured = false;
  TableRow morale;  // no row: no morale-values row lists the type
  int moraleValue = 0;
  std::array<TableRow, 2> movement;  // on foot, riding (Movement 1.5)
  std::array<int, 2> move{};
  std::array<Cost, 8> costs;  // by costIndex()

  static size_t costIndex(bool mounted, bool militaryOrder, bool mercenary) {
    return (mounted ? 4 : 0) + (militaryOrder ? 2 : 0) + (mercenary ? 1 : 0);
  }
};

/// |type|'s rules read from the tables; rules.typeRules() keeps them.
TypeRules readTypeRules(const Rules& rules, std::string_view type);

}  // namespace outremer::gen
