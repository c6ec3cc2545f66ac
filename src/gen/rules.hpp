#pragma once

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

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

/// The tables as the generators read them: by id, with clear errors. Tables, rows, listed
/// items, names and dice expressions are indexed once, at construction, so that a
/// generator's thousands of look-ups cost a hash each; after that a Rules only reads, and
/// one may serve several threads.
class Rules {
 public:
  /// Indexes |set|, which must outlive the Rules. Never throws for tables that lack
  /// something: the look-ups say what is missing when a generator needs it.
  explicit Rules(const tables::TableSet& set);
  Rules(const Rules&) = delete;
  Rules& operator=(const Rules&) = delete;

  const tables::TableSet& set() const { return set_; }
  /// Throws RulesError naming the missing table.
  const tables::Table& table(std::string_view id) const;
  /// The table with id |id|, or nullptr.
  const tables::Table* findTable(std::string_view id) const;
  /// Throws RulesError naming the missing row.
  const tables::Row& row(std::string_view tableId, std::string_view rowId) const;
  /// The row of |table| with id |rowId|, or nullptr (as table.rowWithId, by the index).
  const tables::Row* findRow(const tables::Table& table, std::string_view rowId) const;
  /// The first row of list table |tableId| whose list field |field| holds |item|, or nullptr
  /// (by an index for the `types` lists, by reading the rows for any other).
  const tables::Row* rowListing(std::string_view tableId, std::string_view field, std::string_view item) const;
  /// The names a character of |type| may draw from, in the names table's order (see
  /// gen::namesFor), or nullptr when the tables give it none.
  const std::vector<std::string_view>* namesOf(std::string_view type) const;

  /// The text of field |name| of |row|; throws RulesError when absent.
  const std::string& text(const tables::Row& row, std::string_view name) const;
  /// A number field (may be absent: |fallback|).
  double number(const tables::Row& row, std::string_view name, double fallback) const;
  /// A range field ("24-36" as {24, 36}); throws RulesError when absent or unreadable.
  std::pair<int, int> range(const tables::Row& row, std::string_view name) const;
  /// A money field ("-" and absent are nothing).
  tables::Money money(const tables::Row& row, std::string_view name) const;
  /// A dice expression, parsed once per text; throws RulesError when unreadable.
  const dice::DiceExpression& dice(const std::string& text) const;

 private:
  using RowIndex = std::unordered_map<std::string_view, const tables::Row*>;
  struct IndexedTable {
    const tables::Table* table = nullptr;
    RowIndex rows;
    std::unordered_map<std::string_view, RowIndex> listings;  // `types` -> item -> first row listing it
    const tables::Row* find(std::string_view rowId) const;     // the row with id |rowId|, or nullptr
  };
  const IndexedTable* indexed(std::string_view id) const;
  /// Throws RulesError naming the missing table.
  const IndexedTable& required(std::string_view id) const;
  void indexTables();
  void indexNames();
  void readValues();

  const tables::TableSet& set_;
  std::unordered_map<std::string_view, IndexedTable> tables_;
  std::unordered_map<const tables::Table*, const IndexedTable*> byTable_;  // findRow's: no id to hash
  std::unordered_map<std::string_view, std::vector<std::string_view>> names_;
  // Number and money values read once, by the field value they come from.
  std::unordered_map<const tables::FieldValue*, double> numbers_;
  std::unordered_map<const tables::FieldValue*, tables::Money> money_;
  std::unordered_map<const tables::FieldValue*, std::pair<int, int>> ranges_;
  std::unordered_map<std::string, dice::DiceExpression> dice_;
  // Expressions no table field holds ("d7" for a pick among seven), parsed on first use.
  mutable std::mutex lateDiceMutex_;
  mutable std::map<std::string, dice::DiceExpression, std::less<>> lateDice_;
};

/// A die range "24-36" as {24, 36}; throws RulesError when unreadable.
std::pair<int, int> readRange(const std::string& text);

}  // namespace outremer::gen
