#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dice/dice_expression.hpp"
#include "gen/rules.hpp"
#include "tables/money.hpp"

namespace outremer::campaign {

/// The campaign's house rules (table campaign-rules, reconstructed where the book is
/// silent) and the book's chances the campaign follows, read by id with clear errors.
class HouseRules {
 public:
  explicit HouseRules(const gen::Rules& rules) : rules_(rules) {}

  /// A `percent` field of row |id| of campaign-rules.
  int percent(std::string_view id) const;
  /// A `value` (number) field, as a whole number.
  int value(std::string_view id) const;
  tables::Money money(std::string_view id) const;
  const dice::DiceExpression& dice(std::string_view id) const;
  /// A list field of row |id|.
  const std::vector<std::string>& list(std::string_view id, std::string_view field) const;
  /// The `chance` field of row |rowId| of table |tableId| (an effects table's rule).
  int chance(std::string_view tableId, std::string_view rowId) const;
  /// The loot-kinds row robbing encounter type |type| yields, or "" when they are not
  /// wayfarers (campaign-wayfarers).
  std::string wayfarerLoot(std::string_view type) const;

 private:
  const tables::FieldValue& field(std::string_view tableId, std::string_view rowId, std::string_view name) const;
  const gen::Rules& rules_;
};

}  // namespace outremer::campaign
