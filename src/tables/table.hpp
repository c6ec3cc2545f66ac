#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dice/die.hpp"
#include "tables/file_name.hpp"
#include "tables/money.hpp"
#include "tables/setup_zone.hpp"

namespace outremer::tables {

/// Where something stands in a table file; line and column are 1-based.
struct Location {
  FileName file;
  int line = 0;
  int column = 0;

  friend bool operator==(const Location&, const Location&) = default;
};

/// "file:line:column".
std::string format(const Location& where);

/// Where an entry's value comes from (docs/DESIGN.md, "Fidelity to the books").
enum class Provenance { printed, reconstructed, errata };
const char* name(Provenance provenance);

/// The kinds of per-row values a table can declare (docs/TABLE-FORMAT.md).
enum class FieldKind { text, dice, percent, money, number, range, table, list, forces, boolean, zones };
const char* name(FieldKind kind);
std::optional<FieldKind> fieldKindNamed(std::string_view text);

struct FieldSpec {
  std::string name;
  FieldKind kind = FieldKind::text;
  bool required = true;

  friend bool operator==(const FieldSpec&, const FieldSpec&) = default;
};

/// One force of a `forces` value: "d20 mounted ahead" as {d20, moslem-raider, true, ahead}.
struct Force {
  std::string count;
  std::string who;
  bool mounted = false;
  std::string role;
  Location where;  // of the count, where a bad expression is reported

  friend bool operator==(const Force&, const Force&) = default;
};

/// One declared value of a row. Scalars keep the text as written; `list` keeps items and
/// `forces` keeps forces.
struct FieldValue {
  std::string name;
  std::string text;
  std::vector<std::string> items;
  std::vector<Force> forces;
  Location where;
  // What |text| reads as (tables/field_value.hpp), read once when its table is indexed:
  // the generators ask for a field's number or range thousands of times a second.
  std::optional<double> number;
  std::optional<std::pair<int, int>> span;
  std::optional<Money> money;  // a money field's (tables/money.hpp)
  std::vector<SetupZone> zones;  // a zones field's items, each read (tables/setup_zone.hpp)

  friend bool operator==(const FieldValue&, const FieldValue&) = default;
};

/// A closed range of die values, already read (so "81-00" on a d100 is 81..100).
struct DieRange {
  int low = 0;
  int high = 0;
  std::string printed;
  bool contains(int roll) const { return roll >= low && roll <= high; }
  friend bool operator==(const DieRange&, const DieRange&) = default;
};

struct Row {
  std::string id;
  std::string entry;
  /// One slot per column of the table (one slot when it has none); empty where the row
  /// cannot come up in that column.
  std::vector<std::optional<DieRange>> ranges;
  std::string see;
  Provenance provenance = Provenance::printed;
  std::string reason;
  std::string printed;  // what the book prints, for errata and part-reconstructed rows
  std::string note;
  std::vector<FieldValue> fields;
  Location where;
  Location seeWhere;

  /// The value of field |name|, or nullptr.
  const FieldValue* field(std::string_view name) const;
  /// The text of field |name| as printed, or "" where the row has none.
  const std::string& fieldText(std::string_view name) const;

  friend bool operator==(const Row&, const Row&) = default;
};

/// A reference as `see:` and `table` fields write it: "TABLE", "TABLE#COLUMN" (a column or
/// field of that table) or "TABLE/ROW-ID" (one row of a list table).
struct Reference {
  std::string table;
  char mark = '\0';  // '#', '/', or '\0' for the whole table
  std::string part;  // the column, field or row id after the mark
};

/// |text| split at its first '#' or '/'; not checked against any table.
Reference readReference(std::string_view text);

struct Table {
  std::string id;
  std::string title;
  std::string source;
  std::optional<dice::Die> die;  // set for range tables
  std::vector<std::string> columns;
  std::vector<FieldSpec> fields;
  std::vector<std::string> notes;
  std::vector<Row> rows;
  Location where;

  bool isRangeTable() const { return die.has_value(); }
  /// Number of range columns: 1 for a range table without named columns.
  size_t columnCount() const { return columns.empty() ? 1 : columns.size(); }
  /// Index of column |name|, or nullopt.
  std::optional<size_t> columnIndex(std::string_view name) const;
  /// Index of the row with id |rowId|, or nullopt.
  const Row* rowWithId(std::string_view rowId) const;
  size_t count(Provenance provenance) const;

  /// Field by field, the roll index too: compare tables that both have it built (as in a
  /// TableSet) or neither.
  friend bool operator==(const Table&, const Table&) = default;

  /// The row a roll of |roll| gives in |column| of a range table, or nullptr where none
  /// covers it (or the roll is off the die). Constant time: reads the index that
  /// index() made.
  const Row* rowFor(size_t column, int roll) const {
    if (roll < 0 || roll >= rollStride_ || column >= columnCount()) return nullptr;
    const int16_t slot = rollIndex_[column * static_cast<size_t>(rollStride_) + static_cast<size_t>(roll)];
    return slot < 0 ? nullptr : &rows[static_cast<size_t>(slot)];
  }
  /// Reads each field value's number, range, money and zones, then fills the roll index
  /// (indexRolls). Call again after changing rows.
  void index();
  /// Fills the roll index from the rows' ranges (the first row wins an overlap, which the
  /// validator reports), for a table whose values were read already: the embedded form
  /// carries them.
  void indexRolls();

 private:
  std::vector<int16_t> rollIndex_;
  int rollStride_ = 0;
};

}  // namespace outremer::tables
