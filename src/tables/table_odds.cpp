#include "tables/table_odds.hpp"

#include <algorithm>

#include "dice/distribution.hpp"

namespace outremer::tables {
namespace {

// Where a `see:` leads: the range table and column to expand, or why not.
struct Target {
  Nested nested = Nested::none;
  const Table* table = nullptr;
  size_t column = 0;
};

Target targetOf(const TableSet& set, const std::string& see) {
  if (see.empty()) return {};
  const Reference reference = readReference(see);
  const Table* table = set.find(reference.table);
  if (table == nullptr) return {Nested::unknown};
  if (reference.mark == '/') return {Nested::listRow};
  if (!table->isRangeTable()) return {Nested::list};
  if (reference.mark == '\0') {
    return table->columns.empty() ? Target{Nested::expanded, table, 0} : Target{Nested::columnNeeded};
  }
  const auto column = table->columnIndex(reference.part);
  if (!column) return {Nested::unknown};  // a field, not a column, or nothing
  return {Nested::expanded, table, *column};
}

// What is being expanded: the tables being expanded already, the outermost first, and the
// rows that may still be made.
struct Expansion {
  const TableSet& set;
  std::vector<const Table*> path;
  size_t rowsLeft = kMostOddsRows;
  size_t column = 0;  // the outermost table's
};

// The rows of |column| of |table| with their chances, each times |above|.
std::vector<RowOdds> rowsOf(Expansion& expansion, const Table& table, size_t column, const dice::Fraction& above) {
  const TableSet& set = expansion.set;
  std::vector<const Table*>& path = expansion.path;
  const dice::Distribution die = dice::Distribution::of(*table.die);
  path.push_back(&table);
  std::vector<RowOdds> rows;
  for (const Row& row : table.rows) {
    const std::optional<DieRange>& range = row.ranges[column];
    if (!range) continue;
    if (expansion.rowsLeft-- == 0) {
      const Table& outermost = *path.front();
      throw TooManyRows("'" + outermost.id + "'" +
                        (outermost.columns.empty() ? "" : " [" + outermost.columns[expansion.column] + "]") +
                        ": its see: references lead to more than " + std::to_string(kMostOddsRows) +
                        " rows, too many to list (each row of a table expanded under every row of another)");
    }
    RowOdds odds;
    odds.row = &row;
    odds.range = &*range;
    odds.onItsTable = die.between(range->low, range->high);
    odds.overall = above * odds.onItsTable;
    const Target target = targetOf(set, row.see);
    odds.nested = target.nested;
    if (target.nested == Nested::expanded) {
      if (std::find(path.begin(), path.end(), target.table) != path.end()) {
        odds.nested = Nested::alreadyAbove;
      } else if (path.size() >= static_cast<size_t>(kMaxNesting)) {
        odds.nested = Nested::tooDeep;
      } else {
        odds.nestedTable = target.table;
        odds.nestedColumn = target.column;
        odds.rows = rowsOf(expansion, *target.table, target.column, odds.overall);
      }
    }
    rows.push_back(std::move(odds));
  }
  path.pop_back();
  return rows;
}

}  // namespace

TableOdds tableOdds(const TableSet& set, const Table& table, size_t column) {
  Expansion expansion{set, {}, kMostOddsRows, column};
  return {&table, column, rowsOf(expansion, table, column, dice::Fraction{1, 1})};
}

}  // namespace outremer::tables
