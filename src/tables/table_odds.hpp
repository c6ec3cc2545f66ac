#pragma once

#include <stdexcept>
#include <vector>

#include "dice/fraction.hpp"
#include "tables/table.hpp"
#include "tables/table_set.hpp"

namespace outremer::tables {

/// What became of a row's `see:` when its odds were worked out.
enum class Nested {
  none,          // the row has no `see:`
  expanded,      // a range table (or one of its columns): its rows follow
  listRow,       // TABLE/ROW-ID: one row of a list, read rather than rolled
  list,          // a list table, or a field of one: nothing to roll
  columnNeeded,  // a range table with columns, named without one: the situation picks it
  alreadyAbove,  // the table is being expanded above this row already
  tooDeep,       // kMaxNesting tables deep already
  unknown,       // no such table or column (a folder `tables check` would refuse)
};

/// How many tables deep `see:` is followed (the shipped tables go two deep).
inline constexpr int kMaxNesting = 8;

/// The most rows the odds of one table may list, nested rows included: the shipped tables
/// list a few hundred, while house-rule tables of 100 rows each leading to the next
/// would list 100^4 and more.
inline constexpr size_t kMostOddsRows = 100'000;

/// A table whose `see:` chain leads to more than kMostOddsRows rows; the message names
/// the table and the column.
class TooManyRows : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// One row's chance in one column of its table, and, when its `see:` leads to a range
/// table, the chances of that table's rows under it.
struct RowOdds {
  const Row* row = nullptr;
  const DieRange* range = nullptr;  // the row's range in the column
  dice::Fraction onItsTable;        // P(this row) on its own table's die
  dice::Fraction overall;           // onItsTable times the chances of the rows above it
  Nested nested = Nested::none;
  const Table* nestedTable = nullptr;  // set when expanded
  size_t nestedColumn = 0;
  std::vector<RowOdds> rows;  // the nested table's rows, when expanded
};

/// The rows of one column of a range table with their exact chances.
struct TableOdds {
  const Table* table = nullptr;
  size_t column = 0;
  std::vector<RowOdds> rows;  // the rows that can come up in the column, in table order
};

/// Each row's exact chance on |column| of range table |table| (its die read as
/// dice::Distribution::of reads it), following `see:` into the range tables of |set|: a
/// nested row's overall chance is its row's times its own. |table| must be a range table
/// and |column| one of its columns (0 when it has none). Throws TooManyRows once the rows
/// pass kMostOddsRows, before more are made.
TableOdds tableOdds(const TableSet& set, const Table& table, size_t column);

}  // namespace outremer::tables
