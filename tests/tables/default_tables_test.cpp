// The embedded default tables: clean, and faithful to the book's worked examples.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tables/default_tables.hpp"
#include "tables/table_set.hpp"
#include "tables/validator.hpp"
#include "cli/table_source.hpp"
#include "../gen/shipped_tables.hpp"

using namespace outremer::tables;

using outremer::testing::defaults;

namespace {

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
    if (where.file.view().starts_with(prefix)) where.file = where.file.view().substr(prefix.size());
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
  CHECK(TableSet(std::move(yamlTables)).tables() == defaults().tables());
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

TEST_CASE("Organizing Units' unit morale is quoted whole, the stiffening sentence and the pointer to the modifiers") {
  const Row* stiffening = defaults().find("feudal-unit-organisation")->rowWithId("stiffening");
  REQUIRE(stiffening != nullptr);
  CHECK(stiffening->entry ==
        "The morale of the unit depends on the majority grade of its figures, but is affected by other grades of "
        "men. You can, for example, \"stiffen\" a group of levees by placing some warriors or elites with them. If "
        "you had a group of 12 levees, for example, you could raise their morale by placing 7 warriors with them "
        "(see the Morale Modifiers).");
  CHECK(stiffening->provenance == Provenance::printed);
}

TEST_CASE("Sir Mathew's events are worth 0.5 and 1 on the knights' table") {
  const Table& knight = *defaults().find("advancement-knight");
  CHECK(knight.rowWithId("defeat-equal-knight")->field("points")->text == "+0.5");
  CHECK(knight.rowWithId("capture-equal-knight")->field("points")->text == "+1");
}

namespace {

using TypeIds = std::set<std::string>;

// What each printed row of the tables that name character types names, in the book's own
// words, read as the type ids of CHARACTER-TYPES.md. A row labelled printed must name no
// type beyond these; a table listed with no rows prints no such table at all.
const std::map<std::string, std::map<std::string, TypeIds>>& bookRows() {
  static const std::map<std::string, std::map<std::string, TypeIds>> rows = {
      {"loot-kinds", {}},
      {"strength-christian",
       {{"holy-order-knight", {"holy-order-knight"}},
        {"knight", {"knight"}},
        {"squire", {"squire"}},
        {"sergeant", {"sergeant"}}}},
      {"strength-moslem",
       {{"armoured-mamluk", {"armoured-mamluk"}},
        {"unarmoured-mamluk", {"unarmoured-mamluk"}},
        {"syrian-cavalryman", {"syrian-cavalryman"}},
        {"seljuk-cavalryman", {"seljuk-cavalryman"}}}},
      {"morale-values",
       {{"knights-royal-mamluks", {"knight", "holy-order-knight", "royal-mamluk"}},
        {"other-mamluks-sergeants", {"armoured-mamluk", "unarmoured-mamluk", "sergeant"}},
        {"squires-assassins-clergy", {"squire", "assassin", "clergy"}},
        {"halberdiers-syrian-cavalry", {"halberdier", "syrian-cavalryman"}},
        {"billmen-turcopoles-bedouin", {"billman", "turcopole", "bedouin"}},
        {"all-spearman", {"spearman", "syrian-spearman", "fatimid-spearman", "sudanese-spearman", "moslem-spearman"}},
        {"all-missilemen",
         {"shortbowman", "longbowman", "crossbowman", "horse-archer", "moslem-crossbowman", "slinger",
          "sudanese-bowman", "moslem-missileman"}},
        {"engineers", {"engineer"}},
        {"peasants", {"peasant", "moslem-peasant"}},
        {"civilians", {"civilian", "moslem-civilian"}}}},
      {"advancement-classes",
       {{"advancement-knight", {"knight", "holy-order-knight"}},
        {"advancement-sergeant-squire", {"sergeant", "squire"}},
        {"advancement-men-at-arms",
         {"halberdier", "billman", "spearman", "shortbowman", "longbowman", "crossbowman", "men-at-arms"}},
        {"advancement-mamluk", {"royal-mamluk", "armoured-mamluk", "unarmoured-mamluk"}},
        {"advancement-cavalrymen", {"syrian-cavalryman", "seljuk-cavalryman", "bedouin", "assassin"}},
        {"advancement-peasant", {"peasant", "moslem-peasant"}}}},
      {"advancement-peasant", {{"deed-of-valour", {"spearman"}}}},
      // Each type's own row, with the types the book sends him down or up to.
      {"advancement-ladder",
       {{"knight", {"knight", "spearman"}},
        {"squire", {"squire", "knight", "spearman"}},
        {"sergeant", {"sergeant", "knight", "halberdier"}},
        {"halberdier", {"halberdier", "sergeant"}},
        {"billman", {"billman", "halberdier"}},
        {"spearman", {"spearman", "billman", "peasant"}},
        {"shortbowman", {"shortbowman", "billman", "peasant"}},
        {"longbowman", {"longbowman", "billman", "peasant"}},
        {"crossbowman", {"crossbowman", "billman", "peasant"}},
        {"armoured-mamluk", {"armoured-mamluk", "unarmoured-mamluk"}},
        {"unarmoured-mamluk", {"unarmoured-mamluk", "armoured-mamluk", "syrian-cavalryman"}},
        {"syrian-cavalryman", {"syrian-cavalryman", "unarmoured-mamluk", "syrian-spearman"}},
        {"seljuk-cavalryman", {"seljuk-cavalryman", "seljuk-infantryman"}},
        {"bedouin", {"bedouin", "moslem-peasant"}},
        {"assassin", {"assassin", "moslem-peasant"}},
        {"horse-archer", {"horse-archer", "moslem-peasant"}},
        {"syrian-spearman", {"syrian-spearman", "syrian-cavalryman", "moslem-peasant"}},
        {"fatimid-spearman", {"fatimid-spearman", "seljuk-cavalryman", "moslem-peasant"}},
        {"seljuk-infantryman", {"seljuk-infantryman", "moslem-peasant"}},
        {"moslem-crossbowman", {"moslem-crossbowman", "moslem-peasant"}},
        {"slinger", {"slinger", "moslem-peasant"}},
        {"sudanese-bowman", {"sudanese-bowman", "moslem-peasant"}},
        {"sudanese-spearman", {"sudanese-spearman", "moslem-peasant"}},
        {"peasant", {"peasant", "spearman"}}}},
  };
  return rows;
}

// Every character type id: the rows of the strength tables.
TypeIds characterTypes() {
  TypeIds types;
  for (const char* id : {"strength-christian", "strength-moslem"}) {
    for (const Row& row : defaults().find(id)->rows) types.insert(row.id);
  }
  return types;
}

// The type ids |row| of table |tableId| carries: its own id where rows are types, and
// every value of its type fields that is a character type.
TypeIds typesCarried(const std::string& tableId, const Row& row) {
  static const TypeIds known = characterTypes();
  TypeIds carried;
  if (tableId.starts_with("strength-") || tableId == "advancement-ladder") carried.insert(row.id);
  for (const FieldValue& value : row.fields) {
    if (known.contains(value.text)) carried.insert(value.text);
    for (const std::string& item : value.items) {
      if (known.contains(item)) carried.insert(item);
    }
  }
  return carried;
}

std::pair<int, int> span(const Row& row, const char* field) {
  const FieldValue* value = row.field(field);
  REQUIRE(value != nullptr);
  const size_t dash = value->text.find('-');
  return {std::stoi(value->text.substr(0, dash)), std::stoi(value->text.substr(dash + 1))};
}

}  // namespace

TEST_CASE("a row labelled printed names only the types the book's row names") {
  for (const auto& [tableId, book] : bookRows()) {
    const Table* table = defaults().find(tableId);
    REQUIRE(table != nullptr);
    for (const Row& row : table->rows) {
      if (row.provenance != Provenance::printed) continue;
      INFO(tableId << "/" << row.id);
      const auto printed = book.find(row.id);
      CHECK(printed != book.end());  // the book prints no such row
      if (printed == book.end()) continue;
      for (const std::string& type : typesCarried(tableId, row)) {
        INFO("type " << type);
        CHECK(printed->second.contains(type));
      }
    }
  }
}

TEST_CASE("the rows the book does not print are labelled reconstructed with a reason") {
  for (const auto& [tableId, rowId] : std::vector<std::pair<std::string, std::string>>{
           {"loot-kinds", "great-lord"},
           {"advancement-ladder", "moslem-spearman"},
           {"advancement-ladder", "moslem-missileman"},
           {"advancement-ladder", "halberdier"},
           {"morale-values", "brigand"},
           {"morale-values", "seljuk-infantryman"},
           {"pilgrim-composition", "noble-civilian"}}) {
    INFO(tableId << "/" << rowId);
    const Row* row = defaults().find(tableId)->rowWithId(rowId);
    REQUIRE(row != nullptr);
    CHECK(row->provenance == Provenance::reconstructed);
    CHECK(!row->reason.empty());
  }
}

// The Hints on determining initial character strengths work defence out from attack at the
// class's rate; the printed rows bear it out (sergeant 16-24 / 7-12: 8 / 1.5 -> 5).
TEST_CASE("every strength row's defence range follows its advancement class's rate") {
  const Table& classes = *defaults().find("advancement-classes");
  for (const char* tableId : {"strength-christian", "strength-moslem"}) {
    for (const Row& row : defaults().find(tableId)->rows) {
      const Row* cls = classes.rowWithId(row.field("class")->text);
      if (cls == nullptr || cls->field("defence-per-attack") == nullptr) continue;
      const double rate = std::stod(cls->field("defence-per-attack")->text);
      for (const auto& [attackField, defenceField] :
           {std::pair{"mounted-attack", "mounted-defence"}, std::pair{"foot-attack", "foot-defence"}}) {
        if (row.field(attackField) == nullptr) continue;
        INFO(tableId << "/" << row.id << " " << attackField << " at 1 per " << rate);
        const auto attack = span(row, attackField);
        const auto defence = span(row, defenceField);
        CHECK(defence.second - defence.first == static_cast<int>((attack.second - attack.first) / rate));
      }
    }
  }
}

TEST_CASE("every character type draws its name from one row of name-cultures") {
  const Table& who = *defaults().find("name-cultures");
  const Table& names = *defaults().find("names");
  for (const std::string& type : characterTypes()) {
    INFO(type);
    int rows = 0;
    for (const Row& row : who.rows) {
      const auto& types = row.field("types")->items;
      rows += static_cast<int>(std::count(types.begin(), types.end(), type));
    }
    CHECK(rows == 1);
  }
  // Every pot drawn from holds enough names to draw a party from.
  for (const Row& row : who.rows) {
    for (const std::string& culture : row.field("cultures")->items) {
      INFO(row.id << ": " << culture << " " << row.field("sex")->text);
      size_t pot = 0;
      for (const Row& list : names.rows) {
        if (list.field("culture")->text == culture && list.field("sex")->text == row.field("sex")->text) {
          pot += list.field("names")->items.size();
        }
      }
      CHECK(pot >= 12);
    }
  }
}
