#include "tables/table_odds.hpp"

#include <catch2/catch.hpp>

#include "../dice/fraction_text.hpp"
#include "../gen/shipped_tables.hpp"

using namespace outremer::tables;
using outremer::dice::Fraction;

namespace {

TableSet tablesFrom(const std::string& yaml) {
  const SourceText file{"t.yaml", yaml};
  CheckedTables checked = loadAndCheck(std::span(&file, 1));
  REQUIRE(checked.problems.empty());
  return std::move(checked.set);
}

// The overall chances of |rows| summed; each expanded row's nested rows must sum to its
// own chance (checked on the way down, naming the row).
Fraction sumChecked(const std::vector<RowOdds>& rows, const std::string& where) {
  Fraction sum;
  for (const RowOdds& row : rows) {
    sum = sum + row.overall;
    if (row.nested == Nested::expanded) {
      INFO(where << " > " << row.row->entry);
      CHECK(sumChecked(row.rows, where + " > " + row.row->entry) == row.overall);
    } else {
      CHECK(row.rows.empty());
    }
  }
  return sum;
}

const RowOdds* rowWithSee(const std::vector<RowOdds>& rows, const std::string& see) {
  for (const RowOdds& row : rows) {
    if (row.row->see == see) return &row;
  }
  return nullptr;
}

const char* kNested =
    "tables:\n"
    "  - id: weather\n    title: Weather\n    source: test\n    die: d6\n    rows:\n"
    "      - {range: \"1-3\", entry: Fair, see: winds}\n"
    "      - {range: \"4\", entry: Storm, see: storms#night}\n"
    "      - {range: \"5\", entry: Gale, see: gales/strong}\n"
    "      - {range: \"6\", entry: Any, see: storms}\n"
    "  - id: winds\n    title: Winds\n    source: test\n    die: d20\n    rows:\n"
    "      - {range: \"2-11\", entry: Calm, see: weather}\n"
    "      - {range: \"12-20\", entry: Breeze}\n"
    "  - id: storms\n    title: Storms\n    source: test\n    die: d10\n    columns: [day, night]\n    "
    "rows:\n"
    "      - {ranges: {day: \"1-5\", night: \"1-2\"}, entry: Rain}\n"
    "      - {ranges: {day: \"6-0\", night: \"3-0\"}, entry: Hail}\n"
    "  - id: gales\n    title: Gales\n    source: test\n    rows:\n"
    "      - {id: strong, entry: A strong gale}\n";

}  // namespace

TEST_CASE("the worked example: Moslem raiders on the highway by day is 12 in 100") {
  const TableSet& set = outremer::testing::defaults();
  const Table& table = *set.find("initial-encounter");
  const TableOdds odds = tableOdds(set, table, *table.columnIndex("highway-day"));
  const RowOdds* raiders = rowWithSee(odds.rows, "moslem-raiders");
  REQUIRE(raiders != nullptr);
  CHECK(raiders->range->printed == "76-87");
  CHECK(raiders->onItsTable == outremer::dice::reduced(12, 100));
  CHECK(raiders->overall == Fraction{3, 25});
  CHECK(raiders->nested == Nested::expanded);
  REQUIRE(raiders->nestedTable == set.find("moslem-raiders"));
  REQUIRE(!raiders->rows.empty());
  const RowOdds& first = raiders->rows.front();
  CHECK(first.overall == Fraction{3, 25} * first.onItsTable);
}

TEST_CASE("every range table and column of the shipped tables sums to 1, nested rows to their row") {
  const TableSet& set = outremer::testing::defaults();
  int columns = 0;
  for (const Table& table : set.tables()) {
    if (!table.isRangeTable()) continue;
    for (size_t column = 0; column < table.columnCount(); ++column) {
      const std::string where = table.id + (table.columns.empty() ? "" : "#" + table.columns[column]);
      INFO(where);
      const TableOdds odds = tableOdds(set, table, column);
      CHECK(!odds.rows.empty());
      CHECK(sumChecked(odds.rows, where) == Fraction{1, 1});
      ++columns;
    }
  }
  CHECK(columns > 60);
}

TEST_CASE("see: is followed into range tables and columns, not into lists or back up") {
  const TableSet set = tablesFrom(kNested);
  const TableOdds odds = tableOdds(set, *set.find("weather"), 0);
  REQUIRE(odds.rows.size() == 4);
  const RowOdds& fair = odds.rows[0];
  CHECK(fair.overall == Fraction{1, 2});
  CHECK(fair.nested == Nested::expanded);
  REQUIRE(fair.rows.size() == 2);
  // d20 is two d10: 2..11 is 1+2+...+10 = 55 of 100.
  CHECK(fair.rows[0].onItsTable == Fraction{11, 20});
  CHECK(fair.rows[0].overall == Fraction{11, 40});
  CHECK(fair.rows[0].nested == Nested::alreadyAbove);
  CHECK(fair.rows[0].rows.empty());
  const RowOdds& storm = odds.rows[1];
  CHECK(storm.nested == Nested::expanded);
  CHECK(storm.nestedColumn == 1);
  REQUIRE(storm.rows.size() == 2);
  CHECK(storm.rows[0].overall == Fraction{1, 30});  // 1/6 times 2/10
  CHECK(odds.rows[2].nested == Nested::listRow);
  CHECK(odds.rows[3].nested == Nested::columnNeeded);
  CHECK(sumChecked(odds.rows, "weather") == Fraction{1, 1});
}

TEST_CASE("a see: chain that would list more rows than kMostOddsRows is refused before they are made") {
  // Four d100 tables, each row of one leading to the next: 100^4 rows in all.
  std::string yaml = "tables:\n";
  for (int t = 1; t <= 4; ++t) {
    yaml += "  - id: t" + std::to_string(t) + "\n    title: T\n    source: test\n    die: d100\n    rows:\n";
    for (int r = 1; r <= 100; ++r) {
      const std::string range = r == 100 ? "00" : (r < 10 ? "0" : "") + std::to_string(r);
      yaml += "      - {range: \"" + range + "\", entry: R" + (t < 4 ? ", see: t" + std::to_string(t + 1) : "") + "}\n";
    }
  }
  const TableSet set = tablesFrom(yaml);
  CHECK_THROWS_AS(tableOdds(set, *set.find("t1"), 0), TooManyRows);
  CHECK_THROWS_WITH(tableOdds(set, *set.find("t1"), 0),
                    "'t1': its see: references lead to more than 100000 rows, too many to list (each row of a "
                    "table expanded under every row of another)");
  CHECK(tableOdds(set, *set.find("t3"), 0).rows.size() == 100);  // 100 + 100^2 rows: within the limit
}

TEST_CASE("a row that cannot come up in a column is left out of it") {
  const TableSet& set = outremer::testing::defaults();
  const Table& table = *set.find("desertion");
  for (size_t column = 0; column < table.columnCount(); ++column) {
    for (const RowOdds& row : tableOdds(set, table, column).rows)
      CHECK(row.range == &*row.row->ranges[column]);
  }
  const TableSet handmade = tablesFrom(
      "tables:\n  - id: t\n    title: T\n    source: test\n    die: d6\n    columns: [a, b]\n    rows:\n"
      "      - {ranges: {a: \"1-6\", b: \"1-3\"}, entry: One}\n"
      "      - {ranges: {b: \"4-6\"}, entry: Two}\n");
  CHECK(tableOdds(handmade, *handmade.find("t"), 0).rows.size() == 1);
  CHECK(tableOdds(handmade, *handmade.find("t"), 1).rows.size() == 2);
}
