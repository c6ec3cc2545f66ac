// The embedded default tables: clean, and faithful to the book's worked examples.
#include <catch2/catch.hpp>

#include "tables/default_tables.hpp"
#include "tables/table_binary.hpp"
#include "tables/table_set.hpp"
#include "tables/validator.hpp"
#include "cli/table_source.hpp"

using namespace outremer::tables;

namespace {

const TableSet& defaults() {
  static const CheckedTables checked = outremer::tables::defaultTables();
  return checked.set;
}

const Row& rowFor(const char* id, int roll, const char* column = nullptr) {
  const Table* table = defaults().find(id);
  REQUIRE(table != nullptr);
  const size_t c = column ? table->columnIndex(column).value() : 0;
  const Row* row = table->rowFor(c, roll);
  REQUIRE(row != nullptr);
  return *row;
}

}  // namespace

TEST_CASE("the shipped tables pass the check") {
  std::vector<std::string> problems;
  for (const Problem& problem : validate(defaults().tables())) problems.push_back(format(problem));
  CHECK(problems.empty());
}

TEST_CASE("the embedded tables are exactly the tables/ folder read from YAML") {
  const CheckedTables fromYaml = loadAndCheck(outremer::cli::readTableFolder(OUTREMER_SOURCE "/tables"));
  CHECK(fromYaml.problems.empty());
  // Locations differ only in the folder prefix; compare the model with them made equal.
  std::vector<Table> yamlTables = fromYaml.set.tables();
  const std::string prefix = OUTREMER_SOURCE "/";
  auto strip = [&](Location& where) {
    if (where.file.starts_with(prefix)) where.file.erase(0, prefix.size());
  };
  for (Table& table : yamlTables) {
    strip(table.where);
    for (Row& row : table.rows) {
      strip(row.where);
      strip(row.seeWhere);
      for (FieldValue& value : row.fields) {
        strip(value.where);
        for (Force& force : value.forces) strip(force.where);
      }
    }
  }
  CHECK(toBinary(yamlTables) == toBinary(defaults().tables()));
}

TEST_CASE("the tables the issues name exist under stable ids") {
  for (const char* id : {"initial-encounter", "moslem-raiders", "brigands", "fighting-men", "pilgrim-group",
                         "village-loot", "mercenary-duty", "pilgrim-composition", "upkeep", "village-numbers",
                         "strength-christian", "strength-moslem", "advancement-knight", "morale-values",
                         "movement", "evade", "desertion", "purchase-characters", "tactical-maps", "names"}) {
    INFO(id);
    CHECK(defaults().find(id) != nullptr);
  }
}

TEST_CASE("worked example: highway by day, a roll of 78 is a Saracen raiding party") {
  const Row& row = rowFor("initial-encounter", 78, "highway-day");
  CHECK(row.see == "moslem-raiders");
}

TEST_CASE("worked example: raiders' intention 63 is Saracens chased by Turcopoles") {
  const Row& row = rowFor("moslem-raiders", 63);
  CHECK(row.entry == "d20 being pursued by d10+5 Turcopoles");
  const FieldValue* forces = row.field("forces");
  REQUIRE(forces != nullptr);
  REQUIRE(forces->forces.size() == 2);
  CHECK(forces->forces[0].count == "d20");
  CHECK(forces->forces[1].count == "d10+5");
  CHECK(forces->forces[1].who == "turcopole");
}

TEST_CASE("the initial encounter table is printed for its first three rows only") {
  const Table& table = *defaults().find("initial-encounter");
  CHECK(table.columns == std::vector<std::string>{"town-day", "town-night", "highway-day", "highway-night",
                                                  "countryside-day", "countryside-night"});
  CHECK(rowFor("initial-encounter", 1, "town-day").provenance == Provenance::printed);
  CHECK(rowFor("initial-encounter", 18, "town-day").entry == "Pedlars (tinkers etc)");
  CHECK(rowFor("initial-encounter", 33, "countryside-day").entry == "Pedlars (tinkers etc)");
  CHECK(rowFor("initial-encounter", 100, "countryside-night").provenance == Provenance::reconstructed);
}

TEST_CASE("the mercenary duty and village loot tables read as printed") {
  CHECK(rowFor("mercenary-duty", 30).see == "initial-encounter");
  CHECK(rowFor("mercenary-duty", 100).see == "village-numbers");
  CHECK(rowFor("village-loot", 1).entry.starts_with("Village Chest"));
  CHECK(rowFor("village-loot", 5).entry.starts_with("Personal Belongings"));
  CHECK(rowFor("village-loot", 100).entry == "Nothing");
}

TEST_CASE("the gaps the issue lists are labelled, with the printed values kept") {
  const Table& knight = *defaults().find("advancement-knight");
  CHECK(knight.rowWithId("defeat-superior-knight")->provenance == Provenance::reconstructed);
  const Row* capture = defaults().find("advancement-sergeant-squire")->rowWithId("capture-knight");
  REQUIRE(capture != nullptr);
  CHECK(capture->provenance == Provenance::errata);
  CHECK(capture->printed.find("-3") != std::string::npos);
  CHECK(defaults().find("advancement-men-at-arms")->count(Provenance::errata) == 2);
  const Row& foot = *defaults().find("movement")->rowWithId("unarmoured-foot");
  CHECK(foot.provenance == Provenance::reconstructed);
  CHECK(defaults().find("purchase-characters")->count(Provenance::reconstructed) >= 1);
}

TEST_CASE("Sir Mathew's events are worth 0.5 and 1 on the knights' table") {
  const Table& knight = *defaults().find("advancement-knight");
  CHECK(knight.rowWithId("defeat-equal-knight")->field("points")->text == "+0.5");
  CHECK(knight.rowWithId("capture-equal-knight")->field("points")->text == "+1");
}
