// `outremer session` end to end: the golden page, its party from a file, and the usage
// errors naming their flags.
#include <catch2/catch.hpp>

#include <fstream>

#include "run_cli.hpp"

using outremer::testing::checkGolden;
using outremer::testing::CliResult;
using outremer::testing::readFile;
using outremer::testing::runCli;
using outremer::testing::TempDir;

TEST_CASE("golden: the session of seed 1 for 2 days") {
  const CliResult result = runCli({"session", "--seed", "1", "--days", "2"});
  CHECK(result.status == 0);
  CHECK(result.err.empty());
  checkGolden("session-seed-1-days-2.html", result.out);
}

TEST_CASE("session: --output FILE holds the page standard output shows, its replay line without the file") {
  TempDir dir;
  const CliResult shown = runCli({"session", "--seed", "5"});
  const CliResult written = runCli({"session", "--seed", "5", "--output", dir / "session.html"});
  REQUIRE(written.status == 0);
  CHECK(written.out.empty());
  // The file's name asked for HTML, which its replay line asks for in words.
  CHECK(readFile(dir / "session.html") == runCli({"session", "--seed", "5", "--format", "html"}).out);
  CHECK(shown.out.find("Replay: <code>outremer session --seed 5</code>") != std::string::npos);
  // Three days by default: an evening's play.
  CHECK(shown.out.find("<title>Session: days 1 to 3 of the pilgrimage</title>") != std::string::npos);
}

TEST_CASE("session: --party FILE is the party that travels") {
  TempDir dir;
  const CliResult party = runCli({"party", "--seed", "3", "--format", "json", "--output", dir / "party.json"});
  REQUIRE(party.status == 0);
  const CliResult result = runCli({"session", "--seed", "1", "--party", dir / "party.json"});
  REQUIRE(result.status == 0);
  const CliResult rolled = runCli({"session", "--seed", "1"});
  CHECK(result.out != rolled.out);
  CHECK(result.out.find("Party from a file") != std::string::npos);
  CHECK(result.out.find("--party") != std::string::npos);  // in its replay line
}

TEST_CASE("session: usage errors name their flag and exit 2") {
  TempDir dir;
  std::ofstream(dir / "not-a-party.json") << "{\"kind\": \"loot\", \"loot\": {}}";
  const std::pair<std::vector<std::string>, std::string> cases[] = {
      {{"session", "--days", "0"}, "--days: "},
      {{"session", "--days", "three"}, "--days: "},
      {{"session", "--days", "400"}, "--days: "},
      {{"session", "--party", dir / "missing.json"}, "--party: "},
      {{"session", "--party", dir / "not-a-party.json"}, "--party: "},
      {{"session", "--format", "text"}, "--format: "},
      {{"session", "--output", dir / "session.md"}, "--output: "},
  };
  for (const auto& [args, flag] : cases) {
    INFO(args.back());
    const CliResult result = runCli(args);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.rfind("outremer: error: " + flag, 0) == 0);
  }
}
