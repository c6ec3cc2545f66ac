#include "tables/validator.hpp"

#include <catch2/catch.hpp>

#include "tables/table_set.hpp"
#include "table_problems.hpp"

using namespace outremer::tables;
using outremer::testing::problemsOf;

namespace {

const char* kHeader = "tables:\n  - id: weather\n    title: Weather\n    source: test\n";

}  // namespace

TEST_CASE("a gap in a die's range is named with the values nobody covers") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d100\n    rows:\n"
                                   "      - {range: \"01-40\", entry: Fair}\n"
                                   "      - {range: \"51-00\", entry: Rain}\n");
  CHECK(problems == std::vector<std::string>{"t.yaml:2:9: table 'weather': no entry for 41-50 on d100"});
}

TEST_CASE("an overlap is reported at the second row, per column") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d100\n    columns: [day, night]\n    rows:\n"
                                   "      - {ranges: {day: \"01-50\", night: \"01-60\"}, entry: Fair}\n"
                                   "      - {ranges: {day: \"51-00\", night: \"55-00\"}, entry: Rain}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:9:9: table 'weather' column 'night': range 55-00 overlaps 01-60 (line 8) at 55"});
}

TEST_CASE("a reference to a missing table suggests the near one") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    rows:\n"
                                   "      - {range: \"1-6\", entry: Rain, see: storm}\n"
                                   "  - id: storms\n    title: Storms\n    source: test\n"
                                   "    rows:\n      - {id: gale, entry: A gale}\n");
  CHECK(problems ==
        std::vector<std::string>{"t.yaml:7:42: unknown table 'storm' (did you mean 'storms'?)"});
}

TEST_CASE("references to a column or a row must exist too") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    rows:\n"
                                   "      - {range: \"1-3\", entry: Rain, see: storms/galee}\n"
                                   "      - {range: \"4-6\", entry: Hail, see: storms#cont}\n"
                                   "  - id: storms\n    title: Storms\n    source: test\n"
                                   "    fields: {count: dice}\n"
                                   "    rows:\n      - {id: gale, entry: A gale, count: d6}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:7:42: table 'storms' has no row 'galee' (did you mean 'gale'?)",
                        "t.yaml:8:42: table 'storms' has no column 'cont' (did you mean 'count'?)"});
}

TEST_CASE("a see: that leads back to its own table or row is a loop, named where it is written") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    columns: [day, night]\n    rows:\n"
                                   "      - {id: fair, ranges: {day: \"1-3\", night: \"1-3\"}, entry: Fair, see: weather}\n"
                                   "      - {id: rain, ranges: {day: \"4-6\", night: \"4-6\"}, entry: Rain, see: weather#night}\n"
                                   "  - id: deeds\n    title: Deeds\n    source: test\n    rows:\n"
                                   "      - {id: valour, entry: Valour, see: deeds/valour}\n"
                                   "      - {id: mercy, entry: Mercy, see: deeds/valour}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:8:74: table 'weather' row 'fair': see: 'weather' leads back to the row's own table, a loop",
                        "t.yaml:9:74: table 'weather' row 'rain': see: 'weather#night' leads back to the row's own "
                        "table, a loop",
                        "t.yaml:14:42: table 'deeds' row 'valour': see: 'deeds/valour' leads back to the row itself, a loop"});
}

TEST_CASE("a bad dice expression names where it stands") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    fields:\n      count: dice\n    rows:\n"
                                   "      - range: \"1-6\"\n        entry: Raiders\n        count: \"d20+\"\n");
  CHECK(problems ==
        std::vector<std::string>{"t.yaml:11:16: bad dice expression 'd20+': expected a number or a die "
                                 "such as 'd6' (at character 5)"});
}

TEST_CASE("a dice expression beyond the bounds is a problem, in a field and in a force") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    fields:\n      count: dice\n      forces: forces\n    rows:\n"
                                   "      - range: \"1-6\"\n        entry: Raiders\n        count: \"1000d999999\"\n"
                                   "        forces: [{count: 101d6, who: raiders}]\n");
  CHECK(problems ==
        std::vector<std::string>{"t.yaml:12:16: bad dice expression '1000d999999': a die has at most 1000 sides "
                                 "(at character 12)",
                                 "t.yaml:13:26: bad dice expression '101d6': at most 100 dice in all (at character 6)"});
}

TEST_CASE("required keys, unknown keys and provenance rules are enforced") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    fields: {pay: money, chance: \"percent?\"}\n    rows:\n"
                                   "      - {id: a, entry: A, pay: 1GF, chanse: 5}\n"
                                   "      - {id: b, entry: B, pay: 3 ducats, chance: 140}\n"
                                   "      - {id: c, entry: C, pay: '-', source: errata}\n"
                                   "      - {entry: D, pay: 1SC}\n");
  CHECK(problems == std::vector<std::string>{
                        "t.yaml:7:37: unknown key 'chanse' in row (did you mean 'chance'?)",
                        "t.yaml:8:32: cannot read '3 ducats' as coins (expected e.g. '1GF', '2SF 1SC', '5CC')",
                        "t.yaml:8:50: expected a percent 0..100, got '140'",
                        "t.yaml:9:9: an errata row needs a 'reason'",
                        "t.yaml:9:9: an errata row needs 'printed': what the book prints",
                        "t.yaml:10:9: row of a list table has no 'id'"});
}

TEST_CASE("YAML that does not parse names file, line and column") {
  const SourceText file{"bad.yaml", "tables:\n  - id: x\n    title: [open\n    rows: []\n"};
  try {
    loadAndCheck(std::span(&file, 1));
    FAIL("expected a syntax error");
  } catch (const TableSyntaxError& error) {
    CHECK(error.where().file == "bad.yaml");
    CHECK(error.where().line == 4);
    CHECK(std::string(error.what()) == "bad.yaml:4:9: end of sequence flow not found");
  }
}

TEST_CASE("a clean folder has no problems and builds its roll index") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    die: d6\n    rows:\n"
                                   "      - {range: \"1-5\", entry: Fair}\n"
                                   "      - {range: \"6\", entry: Storm, source: reconstructed, reason: torn}\n");
  CHECK(problems.empty());
}

TEST_CASE("a set-up zone that does not read is a problem where the tables are checked, not when a brief is drawn") {
  const auto problems = problemsOf(std::string(kHeader) +
                                   "    fields: {zones: \"zones?\"}\n    rows:\n"
                                   "      - {id: a, entry: A, zones: [\"them: anywhere\", \"the party: enters side 1\"]}\n"
                                   "      - {id: b, entry: B, zones: [\"them: over the hills\"]}\n");
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].starts_with("t.yaml:8:"));
  CHECK(problems[0].find("bad zone 'them: over the hills'") != std::string::npos);
}
