// The command line end to end, in process: output, exit status, golden files.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

namespace {

using Result = outremer::testing::CliResult;

Result run(std::vector<std::string> args) { return outremer::testing::runCli(std::move(args)); }

using outremer::testing::checkGolden;

const std::string kData = OUTREMER_TEST_DATA;

}  // namespace

TEST_CASE("golden: tables show mercenary-duty") {
  const Result result = run({"tables", "show", "mercenary-duty"});
  CHECK(result.status == 0);
  checkGolden("tables-show-mercenary-duty.txt", result.out);
}

TEST_CASE("golden: tables show evade") {
  const Result result = run({"tables", "show", "evade"});
  CHECK(result.status == 0);
  checkGolden("tables-show-evade.txt", result.out);
}

TEST_CASE("golden: lookup of the book's worked example, highway by day, 78") {
  const Result result = run({"lookup", "initial-encounter", "78", "--column", "highway-day"});
  CHECK(result.status == 0);
  checkGolden("lookup-initial-encounter-78.txt", result.out);
}

TEST_CASE("golden: roll with seed 7 shows every die") {
  const Result result = run({"roll", "d100", "d20+10", "d6 (minus 3 from die roll)", "2d6", "--seed", "7"});
  CHECK(result.status == 0);
  checkGolden("roll-seed-7.txt", result.out);
}

TEST_CASE("same seed, same output, no seed prints the fresh seed it used") {
  CHECK(run({"roll", "d100", "d20", "--seed", "99"}).out == run({"--seed", "99", "roll", "d100", "d20"}).out);
  const Result fresh = run({"roll", "d6"});
  CHECK(fresh.status == 0);
  CHECK(fresh.out.starts_with("seed "));
  const std::string seed = fresh.out.substr(5, fresh.out.find(' ', 5) - 5);
  CHECK(run({"roll", "d6", "--seed", seed}).out == fresh.out);
}

TEST_CASE("lookup refuses what is not on the table, with did-you-mean") {
  Result result = run({"lookup", "initial-encounter", "101", "--column", "highway-day"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: lookup: roll '101' is not on a d100 (1..100; 00 reads 100)\n");
  result = run({"lookup", "brigand", "5"});
  CHECK(result.status == 2);
  CHECK(result.err.find("unknown table 'brigand' (did you mean 'brigands'?)") != std::string::npos);
  result = run({"lookup", "initial-encounter", "5", "--column", "highway"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--column: table 'initial-encounter' has no column 'highway' (did you mean "
                        "'highway-day'?)") != std::string::npos);
  result = run({"lookup", "initial-encounter", "5"});
  CHECK(result.err.find("--column: table 'initial-encounter' needs a column") != std::string::npos);
  CHECK(run({"lookup", "mercenary-duty", "00"}).out.find("81-00  Raiding Moslem Village") != std::string::npos);
}

TEST_CASE("usage errors name the command or flag and exit 2") {
  Result result = run({"rol", "d6"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: unknown command 'rol' (did you mean 'roll'?); see 'outremer --help'\n");
  result = run({"roll", "d6+"});
  CHECK(result.status == 2);
  CHECK(result.err ==
        "outremer: error: roll: cannot read 'd6+' at character 4: expected a number or a die such as 'd6'\n");
  result = run({"roll", "d6", "--seed", "x"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--seed") != std::string::npos);
  CHECK(run({"--version"}).out.starts_with(std::string("outremer ") + OUTREMER_VERSION + " (tables sha256 "));
  CHECK(run({"--help"}).status == 0);
}

TEST_CASE("tables check passes on the shipped tables and reports the provenance counts") {
  const Result result = run({"tables", "check"});
  CHECK(result.status == 0);
  CHECK(result.out.find(" reconstructed, ") != std::string::npos);
  CHECK(result.out.ends_with("ok: no problems\n"));
}

TEST_CASE("tables check on broken folders: file:line:column and exit 1, unparsable YAML exits 2") {
  Result result = run({"tables", "check", kData + "/broken/gap"});
  CHECK(result.status == 1);
  CHECK(result.out.starts_with(kData + "/broken/gap/tables.yaml:2:9: table 'weather': no entry for 41-50 on d100\n"));
  result = run({"tables", "check", kData + "/broken/overlap"});
  CHECK(result.status == 1);
  CHECK(result.out.starts_with(kData + "/broken/overlap/tables.yaml:10:9: table 'weather' column 'night': "
                                       "range 55-00 overlaps 01-60 (line 8) at 55\n"));
  result = run({"tables", "check", kData + "/broken/bad-reference"});
  CHECK(result.status == 1);
  CHECK(result.out.starts_with(kData + "/broken/bad-reference/tables.yaml:9:14: unknown table 'storm' "
                                       "(did you mean 'storms'?)\n"));
  result = run({"tables", "check", kData + "/broken/bad-expression"});
  CHECK(result.status == 1);
  CHECK(result.out.starts_with(kData + "/broken/bad-expression/tables.yaml:11:16: bad dice expression 'd20+'"));
  result = run({"tables", "check", kData + "/broken/unparsable"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: " + kData + "/broken/unparsable/tables.yaml:4:9: end of sequence flow not found\n");
}

TEST_CASE("the --tables option uses a user's folder and refuses a broken one") {
  Result result = run({"--tables", kData + "/good", "lookup", "weather", "6"});
  CHECK(result.status == 0);
  CHECK(result.out.find("6  Storm") != std::string::npos);
  CHECK(result.out.find("[reconstructed] the fixture's scan is torn here") != std::string::npos);
  result = run({"lookup", "weather", "2", "--tables", kData + "/broken/gap"});
  CHECK(result.status == 2);
  // One line, as every error is: the first problem and where to see them all.
  CHECK(result.err == "outremer: error: " + kData + "/broken/gap/tables.yaml:2:9: table 'weather': no entry for 41-50 "
                      "on d100 (the tables have 1 problem(s); see them all with 'outremer tables check " + kData +
                      "/broken/gap')\n");
  result = run({"--tables", "/nonexistent", "tables", "list"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --tables: '/nonexistent' is not a folder\n");
}

TEST_CASE("a golden file that is missing fails the test instead of comparing as empty") {
  CHECK_THROWS_WITH(outremer::testing::golden("no-such-golden.txt"),
                    Catch::Matchers::Contains("tests/golden/no-such-golden.txt is missing"));
}

TEST_CASE("HTML goldens keep the page's stylesheet once, in page.css") {
  const std::string page = "<html>\n<style>\nbody { margin: 0; }\n</style>\n<body>x</body>\n";
  CHECK(outremer::testing::stylesheetOf(page) == "body { margin: 0; }\n");
  CHECK(outremer::testing::withoutStylesheet(page) ==
        "<html>\n<style>\n" + outremer::testing::kStylesheetMarker + "</style>\n<body>x</body>\n");
}
