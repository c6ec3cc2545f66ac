// What a table file may hold: UTF-8 text of a bounded size, one YAML document without
// aliases, each key once, ids in kebab-case; and how messages show the rest.
#include "tables/yaml_loader.hpp"
#include "table_problems.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "../cli/run_cli.hpp"
#include "tables/table_set.hpp"

using namespace outremer::tables;
using outremer::testing::problemsOf;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

// The message a file that is not YAML stops the load with.
std::string syntaxErrorOf(const std::string& yaml) {
  const SourceText file{"t.yaml", yaml};
  try {
    loadAndCheck(std::span(&file, 1));
  } catch (const TableSyntaxError& error) {
    return error.what();
  }
  return "(no syntax error)";
}

const std::string kWeather = "tables:\n  - id: weather\n    title: Weather\n    source: test\n    rows:\n";

// True when |text| holds none of the bytes a terminal acts on or cannot show.
bool printable(const std::string& text) { return !firstBadCharacter(text, "\n").has_value(); }

void write(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

const std::string kData = OUTREMER_TEST_DATA;

// `tables check DIR` exits 1 and `village --tables DIR` exits 2 (in JSON, where text that
// is not UTF-8 once threw), both naming |where|, and neither shows a raw byte of the files.
void refusedByCheckAndVillage(const std::string& dir, const std::string& where) {
  auto result = runCli({"tables", "check", dir});
  CHECK(result.status == 1);
  CHECK(result.out.find(where) != std::string::npos);
  CHECK(printable(result.out));
  result = runCli({"--format", "json", "village", "--tables", dir, "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.starts_with("outremer: error: "));
  CHECK(result.err.find(where) != std::string::npos);
  CHECK(printable(result.err));
}

}  // namespace

TEST_CASE("a table file that is not UTF-8 is refused at its first stray byte") {
  CHECK(problemsOf(kWeather + "      - {id: cafe, entry: \"Caf\xe9\"}\n") ==
        std::vector<std::string>{"t.yaml:6:31: byte \\xe9 is not UTF-8: a table file holds UTF-8 text"});
}

TEST_CASE("a binary file is refused without a byte of it in the message") {
  const std::string png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\x1b[2J", 21);
  CHECK(problemsOf(png) == std::vector<std::string>{"t.yaml:1:1: byte \\x89 is not UTF-8: a table file holds UTF-8 text"});
  const std::string nul("tables:\n  - id: x\0\x1b\xff", 19);
  CHECK(problemsOf(nul) ==
        std::vector<std::string>{"t.yaml:2:10: control character \\x00: a table file holds UTF-8 text"});
}

TEST_CASE("control characters written as YAML escapes are refused where they stand") {
  const auto problems = problemsOf(kWeather + "      - {id: red, entry: \"Red\\e[31m sky\"}\n"
                                              "      - {id: nul, entry: \"a\\0b\", note: \"next\\x85line\"}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:6:26: 'Red\\x1b[31m sky' holds control character \\x1b",
                        "t.yaml:7:26: 'a\\x00b' holds control character \\x00",
                        "t.yaml:7:40: 'next\\x85line' holds control character \\x85"});
}

TEST_CASE("a file over 1 MiB is refused before it is parsed") {
  std::string big = kWeather + "      - {id: fair, entry: Fair}\n";
  big += "# " + std::string(kMaxTableFileBytes - big.size() - 3, '=') + "\n";
  CHECK(big.size() == kMaxTableFileBytes);
  CHECK(problemsOf(big).empty());
  big += "#";
  CHECK(problemsOf(big) == std::vector<std::string>{
                               "t.yaml:1:1: file is larger than 1 MiB, the most a table file may hold: split its tables"});
}

TEST_CASE("a file with an alias is refused and not read") {
  const SourceText file{"t.yaml", kWeather + "      - &fair {id: fair, entry: Fair}\n      - *fair\n      - *fair\n"};
  const CheckedTables checked = loadAndCheck(std::span(&file, 1));
  CHECK(checked.set.tables().empty());
  std::vector<std::string> messages;
  for (const Problem& problem : checked.problems) messages.push_back(format(problem));
  CHECK(messages == std::vector<std::string>{"t.yaml:7:9: an alias ('*'): table files do not use aliases; "
                                             "write the value out"});
}

TEST_CASE("a key may not repeat and a file holds one document") {
  CHECK(problemsOf(kWeather + "      - id: fair\n        entry: Fair\n        entry: Foul\n---\ntables: []\n") ==
        std::vector<std::string>{"t.yaml:8:9: key 'entry' repeats (first on line 7)",
                                 "t.yaml:9:1: a second YAML document: a table file holds one, its 'tables:' list"});
}

TEST_CASE("ids, columns and field names are kebab-case, and a field is not named as a row key") {
  const auto problems = problemsOf(
      "tables:\n  - id: Weather Now\n    title: W\n    source: test\n    die: d6\n"
      "    columns: [day, Night, day]\n    fields: {Count: dice, entry: text}\n    rows:\n"
      "      - {id: gale--force, ranges: {day: 1-6, Night: 1-6}, entry: Gale, Count: d6}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:2:9: table id 'Weather Now' is not kebab-case (lower-case letters and digits joined by '-')",
                        "t.yaml:6:20: column 'Night' is not kebab-case (lower-case letters and digits joined by '-')",
                        "t.yaml:6:27: column 'day' is listed twice",
                        "t.yaml:7:14: field 'Count' is not kebab-case (lower-case letters and digits joined by '-')",
                        "t.yaml:7:27: field 'entry' has the name of a row key; name it otherwise",
                        "t.yaml:9:14: row id 'gale--force' is not kebab-case (lower-case letters and digits joined by '-')"});
}

TEST_CASE("a long value is quoted cut short") {
  CHECK(problemsOf("tables:\n  - {id: weather, title: W, source: test, die: " + std::string(100000, 'd') +
                   ", rows: []}\n") ==
        std::vector<std::string>{"t.yaml:2:48: unknown die '" + std::string(60, 'd') +
                                 "...' (expected d6, d10, d20 or d100)"});
}

TEST_CASE("yaml-cpp's cryptic messages reach the user in plain words") {
  CHECK(syntaxErrorOf("tables: " + std::string(600, '[') + std::string(600, ']') + "\n") ==
        "t.yaml:1:1209: lists and maps nested too deeply");
  CHECK(syntaxErrorOf("tables:\n  - id: weather: now\n") ==
        "t.yaml:2:16: unexpected ':' (check the indentation; quote a value that holds ': ')");
  CHECK(syntaxErrorOf("tables:\n  - id: a\n - id: b\n") ==
        "t.yaml:3:2: this does not fit the map it stands in (check the indentation)");
  CHECK(syntaxErrorOf("tables: @x\n") == "t.yaml:1:9: a value cannot start with this character (quote the value)");
  CHECK(syntaxErrorOf("tables: \"a\\qb\"\n") ==
        "t.yaml:1:13: unknown escape '\\q' in a double-quoted value (write \\\\ for a backslash)");
  // yaml-cpp would begin empty documents at such a ',' for ever.
  CHECK(syntaxErrorOf(",") ==
        "t.yaml:1:1: unexpected ',' outside any '[ ]' or '{ }' (quote a value that starts with it)");
  CHECK(syntaxErrorOf("- a\n, b\n") ==
        "t.yaml:2:1: unexpected ',' outside any '[ ]' or '{ }' (quote a value that starts with it)");
  CHECK(syntaxErrorOf("[a],\n") ==
        "t.yaml:1:4: unexpected ',' outside any '[ ]' or '{ }' (quote a value that starts with it)");
  CHECK(syntaxErrorOf("tables: \"\\udc00\"\n") ==
        "t.yaml:1:16: a \\u or \\U escape names no Unicode character (U+DC00)");
}

TEST_CASE("tables check exits 1 and a generator exits 2 on a file that is not UTF-8") {
  const std::string dir = kData + "/broken/not-utf8";
  refusedByCheckAndVillage(dir, dir + "/tables.yaml:10:33: byte \\xe9 is not UTF-8: a table file holds UTF-8 text");
}

TEST_CASE("tables check exits 1 and a generator exits 2 on a file with an alias") {
  const std::string dir = kData + "/broken/alias";
  refusedByCheckAndVillage(dir, dir + "/tables.yaml:13:16: an alias ('*')");
}

TEST_CASE("a binary table file is refused by check and by a generator, none of its bytes echoed") {
  const TempDir dir;
  write(dir / "tables.yaml", std::string("tables:\n  - id: \x1b[2J\0\xff\x1b]0;pwned\x07", 29));
  refusedByCheckAndVillage(dir / "", "tables.yaml:2:9: control character \\x1b: a table file holds UTF-8 text");
}

TEST_CASE("a table file over 1 MiB is refused by check and by a generator") {
  const TempDir dir;
  write(dir / "tables.yaml", "tables: []\n# " + std::string(2 * kMaxTableFileBytes, '=') + "\n");
  refusedByCheckAndVillage(dir / "", "tables.yaml:1:1: file is larger than 1 MiB");
}

TEST_CASE("a village count of 1000d999999 is refused by check and by the village generator") {
  const TempDir dir;
  for (const auto& entry : std::filesystem::directory_iterator(OUTREMER_SOURCE "/tables")) {
    if (entry.is_regular_file()) std::filesystem::copy_file(entry.path(), dir / entry.path().filename().string());
  }
  std::string village = outremer::testing::readText(dir / "village.yaml");
  const std::string bedouin = "count: \"d6\"\n";
  const size_t at = village.find(bedouin, village.find("id: bedouin"));
  REQUIRE(at != std::string::npos);
  village.replace(at, bedouin.size(), "count: \"1000d999999\"\n");
  write(dir / "village.yaml", village);
  refusedByCheckAndVillage(dir / "", "village.yaml:20:16: bad dice expression '1000d999999': a die has at most 1000 sides");
}
