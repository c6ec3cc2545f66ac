// `outremer party` end to end: its golden brief (its example's, generator_test.cpp) and
// --output written atomically.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::checkGolden;
using outremer::testing::golden;
using outremer::testing::readFile;
using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;

TEST_CASE("golden: the party brief states its seed and the command that replays it") {
  const std::string text = golden("party-seed-3.txt");
  CHECK(text.starts_with("Pilgrim party: Knight and retainers\nSeed 3. Replay: outremer party --seed 3 --format text\n"));
  const std::string json = golden("party-seed-3.json");
  CHECK(json.find("\"seed\": \"3\",\n  \"command\": \"outremer party --seed 3 --format json\"") != std::string::npos);
}

TEST_CASE("party --output writes the brief to the file, not to standard output") {
  TempDir dir;
  const CliResult result = runCli({"party", "--seed", "3", "--format", "json", "--output", dir / "party.json"});
  CHECK(result.status == 0);
  CHECK(result.out.empty());
  checkGolden("party-seed-3.json", readFile(dir / "party.json"));
  CHECK(dir.files() == std::vector<std::string>{"party.json"});  // no temporary left
}

TEST_CASE("party --output replaces an existing file whole") {
  TempDir dir;
  {
    std::ofstream old(dir / "party.txt", std::ios::binary);
    old << std::string(100000, 'x');  // longer than the brief: no tail may survive
  }
  const CliResult result = runCli({"party", "--seed", "3", "--format", "text", "-o", dir / "party.txt"});
  CHECK(result.status == 0);
  checkGolden("party-seed-3.txt", readFile(dir / "party.txt"));
  CHECK(dir.files() == std::vector<std::string>{"party.txt"});
}

TEST_CASE("an unwritable --output exits 2 naming the flag and leaves no file") {
  TempDir dir;
  const std::string path = dir / "missing-folder/party.txt";
  const CliResult result = runCli({"party", "--seed", "3", "--output", path});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.starts_with("outremer: error: --output: cannot write '" + path + "': "));
  CHECK(dir.files().empty());
}

TEST_CASE("a party that cannot be made leaves an existing --output file as it was") {
  TempDir dir;
  {
    std::ofstream old(dir / "party.txt", std::ios::binary);
    old << "the old brief\n";
  }
  const CliResult result = runCli({"party", "--seed", "3", "--group", "knights-templar", "--output", dir / "party.txt"});
  CHECK(result.status == 2);
  CHECK(result.err.find("unknown group 'knights-templar'") != std::string::npos);
  CHECK(readFile(dir / "party.txt") == "the old brief\n");
  CHECK(dir.files() == std::vector<std::string>{"party.txt"});
}
