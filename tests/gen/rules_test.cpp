// gen::Rules' indexes answer as the plain scans of the tables do.
#include "gen/rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "gen/character.hpp"
#include "shipped_tables.hpp"
#include "tables/field_value.hpp"

using outremer::testing::defaults;
using outremer::testing::rules;

using namespace outremer;

TEST_CASE("Rules finds every table and row that a scan of the tables finds") {
  for (const tables::Table& table : defaults().tables()) {
    CHECK(rules().findTable(table.id) == defaults().find(table.id));
    for (const tables::Row& row : table.rows) {
      if (!row.id.empty()) CHECK(rules().findRow(table, row.id) == table.rowWithId(row.id));
    }
  }
  CHECK(rules().findTable("no-such-table") == nullptr);
  CHECK(rules().findRow(rules().table("movement"), "no-such-row") == nullptr);
  CHECK_THROWS_AS(rules().rowListing("no-such-table", "types", "knight"), gen::RulesError);
}

TEST_CASE("Rules finds the first row listing an item, as a scan does") {
  for (const tables::Table& table : defaults().tables()) {
    for (const tables::Row& row : table.rows) {
      for (const tables::FieldValue& value : row.fields) {
        for (const std::string& item : value.items) {
          const auto first = std::find_if(table.rows.begin(), table.rows.end(), [&](const tables::Row& candidate) {
            const tables::FieldValue* listed = candidate.field(value.name);
            return listed && std::ranges::find(listed->items, item) != listed->items.end();
          });
          CHECK(rules().rowListing(table.id, value.name, item) == &*first);
        }
      }
    }
  }
  CHECK(rules().rowListing("morale-values", "types", "no-such-type") == nullptr);
}

TEST_CASE("Rules gives each character type the names namesFor gathers, in the same order") {
  int types = 0;
  for (const tables::Row& row : rules().table("name-cultures").rows) {
    for (const std::string& type : row.field("types")->items) {
      const std::vector<std::string_view>* indexed = rules().namesOf(type);
      REQUIRE(indexed != nullptr);
      CHECK(std::vector<std::string>(indexed->begin(), indexed->end()) == gen::namesFor(rules(), type));
      ++types;
    }
  }
  CHECK(types > 10);
  CHECK(rules().namesOf("no-such-type") == nullptr);
}

TEST_CASE("Rules reads every number and money value and range as the field's text reads") {
  for (const tables::Table& table : defaults().tables()) {
    for (const tables::Row& row : table.rows) {
      for (const tables::FieldValue& value : row.fields) {
        CHECK(rules().number(row, value.name, -7.5) == tables::readNumber(value.text).value_or(-7.5));
        const auto spec = std::ranges::find(table.fields, value.name, &tables::FieldSpec::name);
        if (spec != table.fields.end() && spec->kind == tables::FieldKind::money) {
          CHECK(rules().money(row, value.name) == tables::Money::parse(value.text));
        }
        if (spec != table.fields.end() && spec->kind == tables::FieldKind::range) {
          CHECK(rules().range(row, value.name) == gen::readRange(value.text));
        }
      }
    }
  }
}

TEST_CASE("Rules finds a row by its table the same whether the table is named or handed over") {
  const tables::Table& movement = rules().table("movement");
  CHECK(&rules().row("movement", "armoured-cavalry") == rules().findRow(movement, "armoured-cavalry"));
  CHECK_THROWS_WITH(rules().row("movement", "no-such-row"), "table 'movement' has no row 'no-such-row'");
  // A table of another set is read by its rows, not by this set's index.
  tables::Table copy = movement;
  CHECK(rules().findRow(copy, "armoured-cavalry") == copy.rowWithId("armoured-cavalry"));
}
