#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <regex>

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
  CHECK(check.out.find("22 files, 98 tables") != std::string::npos);
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

TEST_CASE("tables export --as csv writes one CSV per table, every row and field") {
  TempDir dir;
  REQUIRE(runCli({"tables", "export", dir / "csv", "--as", "csv"}).status == 0);
  const auto checked = outremer::tables::defaultTables();
  REQUIRE(dir.files().size() == 1);
  size_t files = 0;
  for (const auto& table : checked.set.tables()) {
    const auto records = parseCsv(readFile(dir / ("csv/" + table.id + ".csv")));
    REQUIRE(records.size() == table.rows.size() + 1);
    ++files;
    const auto& head = records[0];
    const auto idColumn = std::find(head.begin(), head.end(), "id") - head.begin();
    for (size_t i = 0; i < table.rows.size(); ++i) {
      REQUIRE(records[i + 1].size() == head.size());
      CHECK(records[i + 1][static_cast<size_t>(idColumn)] == table.rows[i].id);
      CHECK(records[i + 1][static_cast<size_t>(idColumn) + 1] == table.rows[i].entry);
    }
  }
  CHECK(files == 98);
  const auto encounter = parseCsv(readFile(dir / "csv/initial-encounter.csv"));
  CHECK(encounter[0][2] == "highway-day");
  CHECK(encounter[1][2] == "01-04");
}

TEST_CASE("tables export --as foundry writes RollTable documents with the documented fields") {
  TempDir dir;
  REQUIRE(runCli({"tables", "export", dir / "vtt", "--as", "foundry"}).status == 0);
  std::map<std::string, nlohmann::json> byId;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "vtt")) {
    const auto document = nlohmann::json::parse(readFile(entry.path().string()));
    byId[document.at("_id").get<std::string>()] = document;
  }
  REQUIRE(byId.size() == 92);  // every column of every range table, ids unique
  const std::map<std::string, std::pair<int, int>> spans = {
      {"1d100", {1, 100}}, {"2d10", {2, 20}}, {"1d10", {1, 10}}, {"1d6", {1, 6}}};
  const std::regex foundryIdPattern("[0-9A-Za-z]{16}");
  size_t links = 0;
  for (const auto& [id, document] : byId) {
    INFO(document.at("name"));
    CHECK(std::regex_match(id, foundryIdPattern));
    for (const char* key : {"name", "img", "description", "formula"}) CHECK(document.at(key).is_string());
    CHECK(document.at("replacement").is_boolean());
    CHECK(document.at("displayRoll").is_boolean());
    REQUIRE(spans.count(document.at("formula")) == 1);
    const auto [low, high] = spans.at(document.at("formula"));
    std::vector<int> hits(static_cast<size_t>(high + 1), 0);
    for (const auto& result : document.at("results")) {
      CHECK(std::regex_match(result.at("_id").get<std::string>(), foundryIdPattern));
      CHECK(result.at("text").is_string());
      CHECK(result.at("drawn") == false);
      const int from = result.at("range")[0];
      const int to = result.at("range")[1];
      REQUIRE(from >= low);
      REQUIRE(to <= high);
      REQUIRE(from <= to);
      CHECK(result.at("weight") == to - from + 1);
      for (int roll = from; roll <= to; ++roll) ++hits[static_cast<size_t>(roll)];
      if (result.at("type") == "document") {
        ++links;
        CHECK(result.at("documentCollection") == "RollTable");
        CHECK(byId.count(result.at("documentId")) == 1);
      } else {
        CHECK(result.at("type") == "text");
      }
    }
    // Each face of the die draws exactly one result, as the book's table gives one entry.
    for (int roll = low; roll <= high; ++roll) CHECK(hits[static_cast<size_t>(roll)] == 1);
  }
  CHECK(links > 0);
  const auto& highway = byId.at(outremer::cli::foundryId("initial-encounter", "highway-day"));
  CHECK(highway.at("formula") == "1d100");
  CHECK(highway.at("results")[0].at("range") == nlohmann::json::array({1, 4}));
  CHECK(highway.at("results")[0].at("type") == "document");
}
