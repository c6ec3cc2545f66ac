// `--compact` (a brief for one printed page) end to end: goldens, what it leaves out and
// what it keeps.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::checkGolden;
using outremer::testing::CliResult;
using outremer::testing::runCli;

TEST_CASE("golden: the compact brief of the encounter of seed 89 in text, markdown and html") {
  for (const auto& [format, ext] : {std::pair{"text", "txt"}, {"markdown", "md"}, {"html", "html"}}) {
    INFO(format);
    const CliResult result = runCli({"encounter", "--seed", "89", "--compact", "--format", format});
    CHECK(result.status == 0);
    CHECK(result.err.empty());
    checkGolden(std::string("encounter-seed-89-compact.") + ext, result.out);
  }
}

TEST_CASE("compact: no roll log and no footnote texts, but the marks and the replay line") {
  for (const char* format : {"text", "markdown", "html"}) {
    INFO(format);
    const CliResult full = runCli({"encounter", "--seed", "89", "--format", format});
    const CliResult compact = runCli({"encounter", "--seed", "89", "--compact", "--format", format});
    REQUIRE(compact.status == 0);
    CHECK(full.out.find("Roll log") != std::string::npos);
    CHECK(compact.out.find("Roll log") == std::string::npos);
    CHECK(compact.out.find("d100: 8,0 = 80") == std::string::npos);  // the first roll's dice
    // A footnote's reason is gone; its mark, table and entry stay.
    CHECK(full.out.find("worked example") != std::string::npos);
    CHECK(compact.out.find("worked example") == std::string::npos);
    CHECK(compact.out.find("Not as printed") != std::string::npos);
    CHECK(compact.out.find("[1]") != std::string::npos);
    CHECK(compact.out.find("[14]") != std::string::npos);
    CHECK(compact.out.find("initial-encounter") != std::string::npos);
    CHECK(compact.out.find("Replay: ") != std::string::npos);
    CHECK(compact.out.find("outremer encounter --seed 89 --compact --format ") != std::string::npos);
    // The body is whole.
    CHECK(compact.out.find("Güksün") != std::string::npos);
    CHECK(compact.out.find("Victory") != std::string::npos);
  }
  CliResult result = runCli({"party", "--seed", "3", "--compact"});
  CHECK(result.status == 0);
  CHECK(result.out.find("Roll log") == std::string::npos);
  result = runCli({"encounter", "--seed", "89", "--compact", "--format", "json"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --compact: a JSON brief is always whole (text, markdown or html)\n");
}
