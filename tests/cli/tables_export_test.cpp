#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "../util/special_files.hpp"
#include "run_cli.hpp"
#include "cli/table_export.hpp"
#include "tables/default_tables.hpp"
#include "util/atomic_file.hpp"

using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

// Splits one CSV record list (RFC 4180: quoted fields may hold commas, quotes and line
// breaks) into records of fields.
std::vector<std::vector<std::string>> parseCsv(const std::string& text) {
  std::vector<std::vector<std::string>> records(1, std::vector<std::string>(1));
  bool quoted = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    std::string& field = records.back().back();
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      records.back().emplace_back();
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      ++i;
      records.emplace_back(1);
    } else {
      field += c;
    }
  }
  if (records.back() == std::vector<std::string>(1)) records.pop_back();
  return records;
}

}  // namespace

TEST_CASE("tables export writes the shipped YAML, which --tables reads back to the same briefs") {
  TempDir dir;
  const auto result = runCli({"tables", "export", dir / "house"});
  REQUIRE(result.status == 0);
  CHECK(result.out == "24 yaml files written to " + dir / "house" + "\n");
  CHECK(readFile(dir / "house/encounters.yaml") == readFile(std::string(OUTREMER_SOURCE) + "/tables/encounters.yaml"));
  CHECK(readFile(dir / "house/scenarios/montgisard.yaml") ==
        readFile(std::string(OUTREMER_SOURCE) + "/tables/scenarios/montgisard.yaml"));
  // The printed scenarios come back with the tables: the same list, the same scenario.
  for (const std::vector<std::string>& words : {std::vector<std::string>{"scenario", "list"},
                                               std::vector<std::string>{"scenario", "show", "save-the-true-cross"}}) {
    std::vector<std::string> house = {"--tables", dir / "house"};
    house.insert(house.end(), words.begin(), words.end());
    const auto embedded = runCli(words);
    REQUIRE(embedded.status == 0);
    CHECK(runCli(house).out == embedded.out);
  }
  const auto check = runCli({"tables", "check", dir / "house"});
  CHECK(check.status == 0);
  CHECK(check.out.find("22 files, 99 tables") != std::string::npos);
  for (const std::string kind : {"encounter", "party", "village"}) {
    const auto embedded = runCli({kind, "--seed", "5", "--format", "json"});
    const auto exported = runCli({"--tables", dir / "house", kind, "--seed", "5", "--format", "json"});
    // The same brief, but for the replay command, which names --tables.
    const auto body = [](const std::string& json) {
      auto brief = nlohmann::json::parse(json);
      brief.erase("command");
      return brief;
    };
    REQUIRE(embedded.status == 0);
    CHECK(body(embedded.out) == body(exported.out));
  }
}

TEST_CASE("tables export refuses to replace files without --force, and writes nothing then") {
  TempDir dir;
  REQUIRE(runCli({"tables", "export", dir / "house"}).status == 0);
  outremer::util::writeFile(dir / "house/loot.yaml", "my house rules\n");
  const auto refused = runCli({"tables", "export", dir / "house"});
  CHECK(refused.status == 2);
  CHECK(refused.err.find("--force") != std::string::npos);
  CHECK(refused.err.find("already holds 24 of the 24 files") != std::string::npos);
  CHECK(readFile(dir / "house/loot.yaml") == "my house rules\n");
  REQUIRE(runCli({"tables", "export", dir / "house", "--force"}).status == 0);
  CHECK(readFile(dir / "house/loot.yaml") != "my house rules\n");
}

TEST_CASE("a full disk during tables export is exit 1 naming the file that could not be written") {
  TempDir dir;
  const std::string folder = dir / "house";
  REQUIRE(runCli({"tables", "export", folder}).status == 0);
  const std::string full = outremer::testing::deviceLike(dir, "full");
  std::filesystem::remove(folder + "/advancement.yaml");
  std::filesystem::create_symlink(full, folder + "/advancement.yaml");  // the first file written
  const auto r = runCli({"tables", "export", folder, "--force"});
  CHECK(r.status == 1);
  CHECK(r.err == "outremer: error: tables export: cannot write '" + folder +
                     "/advancement.yaml': No space left on device (the files before it are written; the rest are not)\n");
}

TEST_CASE("tables export names the flag of a bad request") {
  TempDir dir;
  outremer::util::writeFile(dir / "file", "x");
  CHECK(runCli({"tables", "export", dir / "file"}).err.find("is a file, not a folder") != std::string::npos);
  const auto form = runCli({"tables", "export", dir / "x", "--as", "pdf"});
  CHECK(form.status == 2);
  CHECK(form.err.find("--as: unknown form 'pdf'") != std::string::npos);
  const auto yaml = runCli({"--tables", dir / "x", "tables", "export", dir / "y"});
  CHECK(yaml.status == 2);
  CHECK(yaml.err.find("--tables:") != std::string::npos);
  CHECK(runCli({"tables", "export", dir / "x", "--format", "json"}).err.find("--format") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "x"));
}

TEST_CASE("tables export --as csv writes one CSV per table, every row and field, ranges as numbers") {
  TempDir dir;
  REQUIRE(runCli({"tables", "export", dir / "csv", "--as", "csv"}).status == 0);
  const auto checked = outremer::tables::defaultTables();
  REQUIRE(dir.files().size() == 1);
  // What a spreadsheet turns into a date: "01-10", "2-1", "3/4".
  const std::regex dateLike(R"(\s*\d+\s*[-/]\s*\d+.*)");
  const std::regex whole("[0-9]+");
  size_t files = 0;
  size_t grids = 0;
  for (const auto& table : checked.set.tables()) {
    INFO(table.id);
    const auto records = parseCsv(readFile(dir / ("csv/" + table.id + ".csv")));
    ++files;
    const auto& head = records.at(0);
    for (const std::string& heading : head) CHECK_FALSE(std::regex_match(heading, dateLike));
    if (table.isRangeTable() && !table.columns.empty() && table.die->sides <= 10) {
      // A grid: a line per face, a column per named column, each cell the entry it gives.
      ++grids;
      REQUIRE(head.size() == table.columns.size() + 1);
      CHECK(head[0] == "die");
      REQUIRE(records.size() == static_cast<size_t>(table.die->maximum() - table.die->minimum() + 2));
      for (int face = table.die->minimum(); face <= table.die->maximum(); ++face) {
        const auto& line = records.at(static_cast<size_t>(face - table.die->minimum() + 1));
        REQUIRE(line.size() == head.size());
        CHECK(line[0] == std::to_string(face));
        for (size_t column = 0; column < table.columns.size(); ++column) {
          const auto* row = table.rowFor(column, face);
          REQUIRE(row != nullptr);
          CHECK(line[column + 1].rfind(row->entry, 0) == 0);
          CHECK_FALSE(std::regex_match(line[column + 1], dateLike));
        }
      }
      continue;
    }
    REQUIRE(records.size() == table.rows.size() + 1);
    const size_t rangeColumns = table.isRangeTable() ? 2 * table.columnCount() : 0;
    const auto idColumn = static_cast<size_t>(std::find(head.begin(), head.end(), "id") - head.begin());
    REQUIRE(idColumn == rangeColumns);
    for (size_t i = 0; i < table.rows.size(); ++i) {
      const auto& line = records[i + 1];
      REQUIRE(line.size() == head.size());
      CHECK(line[idColumn] == table.rows[i].id);
      CHECK(line[idColumn + 1] == table.rows[i].entry);
      for (size_t column = 0; column < rangeColumns; column += 2) {
        const auto& range = table.rows[i].ranges.at(column / 2);
        CHECK(head[column].ends_with("low"));
        CHECK(head[column + 1].ends_with("high"));
        if (!range) {
          CHECK(line[column].empty());
          CHECK(line[column + 1].empty());
          continue;
        }
        // Whole numbers, never "01-10": a spreadsheet keeps them as numbers.
        REQUIRE(std::regex_match(line[column], whole));
        REQUIRE(std::regex_match(line[column + 1], whole));
        CHECK(std::stoi(line[column]) == range->low);
        CHECK(std::stoi(line[column + 1]) == range->high);
      }
    }
  }
  CHECK(files == 99);
  CHECK(grids == 7);
  const auto encounter = parseCsv(readFile(dir / "csv/initial-encounter.csv"));
  CHECK(encounter[0][4] == "highway-day low");
  CHECK(encounter[0][5] == "highway-day high");
  CHECK(encounter[1][4] == "1");
  CHECK(encounter[1][5] == "4");
  const auto mercenary = parseCsv(readFile(dir / "csv/mercenary-duty.csv"));
  CHECK(mercenary[0][0] == "low");
  CHECK(mercenary[5][0] == "81");
  CHECK(mercenary[5][1] == "100");
  const auto combat = parseCsv(readFile(dir / "csv/combat-mounted.csv"));
  CHECK(combat[0][1] == "odds 1:1");
  CHECK(combat[0][2] == "odds 2:1");
  CHECK(combat[0][12] == "odds 12:1+");
  CHECK(combat[1][1] == "C");                  // die 1 at 1-1, as printed
  CHECK(combat[6][1] == "A [reconstructed]");  // die 6 at 1-1
}

namespace {

// The fields of the Foundry VTT data models as each version's API documentation gives them,
// read with CONST.TABLE_RESULT_TYPES of that version:
//   v10: https://foundryvtt.com/api/v10/classes/foundry.documents.BaseRollTable.html
//        https://foundryvtt.com/api/v10/classes/foundry.documents.BaseTableResult.html
//        https://foundryvtt.com/api/v10/enums/foundry.CONST.TABLE_RESULT_TYPES.html
//   v11: https://foundryvtt.com/api/v11/classes/foundry.documents.BaseRollTable.html
//        https://foundryvtt.com/api/v11/classes/foundry.documents.BaseTableResult.html
//        https://foundryvtt.com/api/v11/enums/foundry.CONST.TABLE_RESULT_TYPES.html
//   v12: https://foundryvtt.com/api/v12/classes/foundry.documents.BaseRollTable.html
//        https://foundryvtt.com/api/v12/classes/foundry.documents.BaseTableResult.html
//        https://foundryvtt.com/api/v12/variables/foundry.CONST.TABLE_RESULT_TYPES.html
// Up to 11 a result's type is a number (TEXT 0, DOCUMENT 1, COMPENDIUM 2); 12 names them
// ("text", "document", "pack") and reads a number as the name it stood for.
struct FoundryModel {
  std::string version;
  std::set<std::string> rollTable;
  std::set<std::string> tableResult;
  nlohmann::json text;
  nlohmann::json document;
};

const std::vector<FoundryModel>& foundryModels() {
  static const std::set<std::string> rollTable = {"_id",   "name",        "img",         "description", "results",
                                                  "formula", "replacement", "displayRoll", "folder",      "sort",
                                                  "ownership", "flags",     "_stats"};
  static const std::set<std::string> tableResult = {"_id",    "type",   "text",  "img",   "documentCollection",
                                                    "documentId", "weight", "range", "drawn", "flags"};
  static const std::vector<FoundryModel> models = {{"10", rollTable, tableResult, 0, 1},
                                                   {"11", rollTable, tableResult, 0, 1},
                                                   {"12", rollTable, tableResult, "text", "document"}};
  return models;
}

std::map<std::string, nlohmann::json> foundryDocuments(const std::string& folder) {
  std::map<std::string, nlohmann::json> byKey;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    const auto document = nlohmann::json::parse(readFile(entry.path().string()));
    const std::string key = document.at("flags").at("outremer").at("key");
    CHECK(entry.path().stem().string() == key);
    byKey[key] = document;
  }
  return byKey;
}

}  // namespace

TEST_CASE("tables export --as foundry writes RollTables with the fields of each Foundry version") {
  const auto checked = outremer::tables::defaultTables();
  size_t rangeColumns = 0;
  for (const auto& table : checked.set.tables()) rangeColumns += table.isRangeTable() ? table.columnCount() : 0;
  const std::regex bareDice(R"((^|[^A-Za-z0-9])[0-9]*[dD][0-9]+([^A-Za-z0-9]|$))");
  const std::regex inlineRoll(R"(\[\[[^\]]*\]\])");
  for (const FoundryModel& model : foundryModels()) {
    INFO("Foundry " << model.version);
    TempDir dir;
    const auto r = runCli({"tables", "export", dir / "vtt", "--as", "foundry", "--foundry-version", model.version});
    REQUIRE(r.status == 0);
    const auto byKey = foundryDocuments(dir / "vtt");
    // Every column of every range table, and the list tables their entries send to.
    REQUIRE(byKey.size() > rangeColumns);
    CHECK(r.out == std::to_string(byKey.size() + 1) + " foundry files written to " + dir / "vtt" + "\n");
    CHECK(std::filesystem::exists(dir / "vtt/import-outremer.js"));
    const std::map<std::string, std::pair<int, int>> spans = {
        {"1d100", {1, 100}}, {"2d10", {2, 20}}, {"1d10", {1, 10}}, {"1d6", {1, 6}}};
    size_t links = 0;
    size_t letters = 0;
    for (const auto& [key, document] : byKey) {
      INFO(key);
      for (const auto& [field, value] : document.items()) CHECK(model.rollTable.count(field) == 1);
      CHECK_FALSE(document.contains("_id"));  // Foundry makes it: a fixed one could clash
      for (const char* field : {"name", "img", "description", "formula"}) CHECK(document.at(field).is_string());
      CHECK(document.at("replacement").is_boolean());
      CHECK(document.at("displayRoll").is_boolean());
      const std::string formula = document.at("formula");
      std::pair<int, int> span;
      if (spans.count(formula) == 1) {
        span = spans.at(formula);
      } else {
        // A list table: one result per row, 1dN over its N rows.
        const auto* table = checked.set.find(key);
        REQUIRE(table != nullptr);
        REQUIRE_FALSE(table->isRangeTable());
        CHECK(formula == "1d" + std::to_string(table->rows.size()));
        span = {1, static_cast<int>(table->rows.size())};
      }
      const auto [low, high] = span;
      std::vector<int> hits(static_cast<size_t>(high + 1), 0);
      const bool letterTable = key.rfind("combat-", 0) == 0 || key.rfind("missile-", 0) == 0;
      for (const auto& result : document.at("results")) {
        for (const auto& [field, value] : result.items()) CHECK(model.tableResult.count(field) == 1);
        CHECK_FALSE(result.contains("_id"));
        const std::string text = result.at("text");
        INFO(text);
        CHECK(result.at("drawn") == false);
        CHECK(result.at("img").is_string());
        CHECK(result.at("documentCollection").is_string());
        CHECK(result.at("documentId").is_null());  // import-outremer.js sets a link's
        const auto& range = result.at("range");
        REQUIRE(range.size() == 2);
        REQUIRE(range[0].is_number_integer());
        const int from = range[0];
        const int to = range[1];
        REQUIRE(from >= low);
        REQUIRE(to <= high);
        REQUIRE(from <= to);
        CHECK(result.at("weight") == to - from + 1);
        for (int roll = from; roll <= to; ++roll) ++hits[static_cast<size_t>(roll)];
        const auto& flags = result.at("flags").at("outremer");
        if (flags.contains("link")) {
          ++links;
          CHECK(result.at("type") == model.document);
          CHECK(result.at("documentCollection") == "RollTable");
          CHECK(byKey.count(flags.at("link")) == 1);  // every link ends on an exported table
        } else {
          CHECK(result.at("type") == model.text);
          CHECK(result.at("documentCollection") == "");
        }
        for (const auto& named : flags.value("tables", nlohmann::json::array())) CHECK(byKey.count(named) == 1);
        // Dice are inline rolls, never a bare "d6".
        CHECK_FALSE(std::regex_search(std::regex_replace(text, inlineRoll, ""), bareDice));
        // A combat or missile result letter is spelled out by its key.
        if (letterTable) {
          ++letters;
          CHECK_FALSE(std::regex_match(text, std::regex("[A-Z]( \\[[a-z]+\\])?")));
        }
      }
      for (int roll = low; roll <= high; ++roll) CHECK(hits[static_cast<size_t>(roll)] == 1);
    }
    CHECK(links > 0);
    CHECK(letters > 0);
    const auto& highway = byKey.at("initial-encounter.highway-day");
    CHECK(highway.at("formula") == "1d100");
    CHECK(highway.at("results")[0].at("range") == nlohmann::json::array({1, 4}));
    CHECK(highway.at("results")[0].at("flags").at("outremer").at("link") == "peasants");
    // Churchmen with escort, not exported before (a list table): now a RollTable, linked.
    CHECK(byKey.count("churchmen") == 1);
    const auto& combat = byKey.at("combat-mounted.1-1");
    CHECK(combat.at("results")[0].at("text") == "C: Defender Retreat 1 Hex +");
    const auto& churchmen = byKey.at("churchmen");
    CHECK(churchmen.at("results")[1].at("text") ==
          "roll [[1d10]] for number of coins of each type if you rob them. (amount: [[1d10]]; coin: each type)");
  }
}

TEST_CASE("tables export --as foundry writes version 12 unless told, and the same tables for each version") {
  TempDir dir;
  REQUIRE(runCli({"tables", "export", dir / "default", "--as", "foundry"}).status == 0);
  REQUIRE(runCli({"tables", "export", dir / "v12", "--as", "foundry", "--foundry-version", "12"}).status == 0);
  REQUIRE(runCli({"tables", "export", dir / "v10", "--as", "foundry", "--foundry-version", "10"}).status == 0);
  const auto latest = foundryDocuments(dir / "default");
  CHECK(latest == foundryDocuments(dir / "v12"));
  CHECK(readFile(dir / "default/import-outremer.js") == readFile(dir / "v12/import-outremer.js"));
  // Version 10 differs in the result types only.
  auto older = foundryDocuments(dir / "v10");
  REQUIRE(older.size() == latest.size());
  for (auto& [key, document] : older) {
    for (auto& result : document.at("results")) result["type"] = result.at("type") == 1 ? "document" : "text";
    CHECK(document == latest.at(key));
  }
}

TEST_CASE("tables export --foundry-version is 10, 11 or 12, and only with --as foundry") {
  TempDir dir;
  const auto nine = runCli({"tables", "export", dir / "x", "--as", "foundry", "--foundry-version", "9"});
  CHECK(nine.status == 2);
  CHECK(nine.err.find("--foundry-version: unknown version '9'") != std::string::npos);
  const auto csv = runCli({"tables", "export", dir / "x", "--as", "csv", "--foundry-version", "11"});
  CHECK(csv.status == 2);
  CHECK(csv.err.find("--foundry-version: only with --as foundry") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "x"));
}

TEST_CASE("Foundry inline rolls are made of dice expressions only") {
  using outremer::cli::foundryInlineRolls;
  CHECK(foundryInlineRolls("2d10 men") == "[[2d10]] men");
  CHECK(foundryInlineRolls("d6+1 coins") == "[[1d6+1]] coins");
  CHECK(foundryInlineRolls("roll d10 for number") == "roll [[1d10]] for number");
  CHECK(foundryInlineRolls("d100, then d6-1") == "[[1d100]], then [[1d6-1]]");
  // The book's d20 is two d10 added.
  CHECK(foundryInlineRolls("d20+10 raiders") == "[[2d10+10]] raiders");
  CHECK(foundryInlineRolls("2d20+80") == "[[4d10+80]]");
  // Not dice: words, ids, money, a lone letter, a die with no sides.
  for (const std::string text : {"and6", "d6x", "mid10", "3rd", "1d", "D", "1GF 2SC", "12-1", "d1"}) {
    CHECK(foundryInlineRolls(text) == text);
  }
}
