#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

#include "dice/dice_expression.hpp"
#include "tables/money.hpp"
#include "tables/table_set.hpp"

namespace outremer::gen {

/// A table, row or value a generator needs is missing from the tables in use (a user's
/// --tables folder may lack it): a clear message, never a crash.
class RulesError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The tables as the generators read them: by id, with clear errors, and with dice
/// expressions parsed once.
class Rules {
 public:
  explicit Rules(const tables::TableSet& set) : set_(set) {}

  const tables::TableSet& set() const { return set_; }
  /// Throws RulesError naming the missing table.
  const tables::Table& table(std::string_view id) const;
  /// Throws RulesError naming the missing row.
  const tables::Row& row(std::string_view tableId, std::string_view rowId) const;
  /// The row of list table |tableId| whose list field |field| holds |item|, or nullptr.
  const tables::Row* rowListing(std::string_view tableId, std::string_view field, std::string_view item) const;

  /// The text of field |name| of |row|; throws RulesError when absent.
  const std::string& text(const tables::Row& row, std::string_view name) const;
  /// A number field (may be absent: |fallback|).
  double number(const tables::Row& row, std::string_view name, double fallback) const;
  /// A money field ("-" and absent are nothing).
  tables::Money money(const tables::Row& row, std::string_view name) const;
  /// A dice expression, parsed once per text; throws RulesError when unreadable.
  const dice::DiceExpression& dice(const std::string& text) const;

 private:
  const tables::TableSet& set_;
  mutable std::map<std::string, dice::DiceExpression, std::less<>> dice_;
};

/// A die range "24-36" as {24, 36}; throws RulesError when unreadable.
std::pair<int, int> readRange(const std::string& text);

}  // namespace outremer::gen
