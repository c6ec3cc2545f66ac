// `outremer fight` end to end: golden briefs, the party and encounter read from files or
// from another seed, the brief with no fight, and bad files named by their flag.
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;
using nlohmann::json;

namespace {

json jsonOf(const std::vector<std::string>& args) {
  std::vector<std::string> all = args;
  all.insert(all.end(), {"--format", "json"});
  const CliResult result = runCli(all);
  REQUIRE(result.status == 0);
  return json::parse(result.out);
}

std::vector<std::string> fighterNames(const json& side) {
  std::vector<std::string> names;
  for (const json& f : side.at("fighters")) names.push_back(f.at("name").get<std::string>());
  return names;
}

std::vector<std::string> opposingNames(const json& encounter) {
  std::vector<std::string> names;
  for (const json& group : encounter.at("groups")) {
    if (!group.at("opposing").get<bool>()) continue;
    for (const json& m : group.at("members")) names.push_back(m.at("name").get<std::string>());
  }
  return names;
}

std::string write(const TempDir& dir, const std::string& name, const std::string& text) {
  const std::string path = dir / name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace

TEST_CASE("the fight brief says it is a house rule and names each attack's column") {
  const json brief = jsonOf({"fight", "--seed", "9"});
  const json& fight = brief.at("fight");
  CHECK(fight.at("house_rule").get<std::string>().find("house rule") != std::string::npos);
  REQUIRE(fight.at("fought").get<bool>());
  REQUIRE_FALSE(fight.at("rounds").empty());
  for (const json& round : fight.at("rounds")) {
    for (const json& attack : round.at("attacks")) CHECK_FALSE(attack.at("column").get<std::string>().empty());
  }
  const CliResult text = runCli({"fight", "--seed", "9"});
  CHECK(text.out.find("house rule") != std::string::npos);
  CHECK(text.out.find("column ") != std::string::npos);
}

TEST_CASE("fight --from-encounter fights the encounter that seed makes") {
  const json encounter = jsonOf({"encounter", "--seed", "89"}).at("encounter");
  const json fight = jsonOf({"fight", "--from-encounter", "89", "--seed", "3"}).at("fight");
  CHECK(fighterNames(fight.at("sides").at(1)) == opposingNames(encounter));
  const json party = jsonOf({"party", "--seed", "3"}).at("party");
  std::vector<std::string> partyNames;
  for (const json& m : party.at("members")) partyNames.push_back(m.at("name").get<std::string>());
  CHECK(fighterNames(fight.at("sides").at(0)) == partyNames);  // the party that seed makes
}

TEST_CASE("fight reads the party and the encounter from their JSON briefs") {
  TempDir dir;
  const std::string party = write(dir, "party.json", runCli({"party", "--seed", "3", "--format", "json"}).out);
  const json encounterBrief = jsonOf({"encounter", "--seed", "89"});
  const std::string encounter = write(dir, "encounter.json", encounterBrief.dump());
  const json fight = jsonOf({"fight", "--party", party, "--encounter", encounter, "--seed", "1"}).at("fight");
  CHECK(fight.at("encounter") == encounterBrief.at("encounter").at("type_label"));
  CHECK(fighterNames(fight.at("sides").at(1)) == opposingNames(encounterBrief.at("encounter")));
  CHECK(fight.at("sides").at(0).at("size") == jsonOf({"party", "--seed", "3"}).at("party").at("members").size());
}

TEST_CASE("an encounter with no one opposing the party is no fight, and says why") {
  TempDir dir;
  const std::string encounter =
      write(dir, "e.json", R"({"ambush": false, "party_ambushes": false, "groups": [], "map": null})");
  const CliResult result = runCli({"fight", "--encounter", encounter, "--seed", "1"});
  CHECK(result.status == 0);
  CHECK(result.out.find("No fight: They have no one to fight") != std::string::npos);
  const json fight = jsonOf({"fight", "--encounter", encounter, "--seed", "1"}).at("fight");
  CHECK_FALSE(fight.at("fought").get<bool>());
  CHECK(fight.at("winner").is_null());
  CHECK(fight.at("rounds").empty());
}

TEST_CASE("a bad encounter file exits 2 naming the flag and where") {
  TempDir dir;
  const std::string broken = write(dir, "broken.json", "{\n  \"groups\": [,]\n}\n");
  CliResult result = runCli({"fight", "--encounter", broken, "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: --encounter: " + broken + ":2:"));
  const std::string party = write(dir, "party.json", runCli({"party", "--seed", "3", "--format", "json"}).out);
  result = runCli({"fight", "--encounter", party, "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--encounter: " + party + ": kind: a brief of kind \"party\", not an encounter") !=
        std::string::npos);
  const std::string wrong = write(dir, "wrong.json", R"({"ambush": 1, "party_ambushes": false, "groups": []})");
  result = runCli({"fight", "--encounter", wrong, "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--encounter: " + wrong + ": ambush: expected true or false") != std::string::npos);
}

TEST_CASE("fight refuses two encounters at once, and place flags with a file") {
  TempDir dir;
  const std::string encounter = write(dir, "e.json", R"({"ambush": false, "party_ambushes": false, "groups": []})");
  CliResult result = runCli({"fight", "--encounter", encounter, "--from-encounter", "89"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--from-encounter") != std::string::npos);
  result = runCli({"fight", "--encounter", encounter, "--where", "town"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--where") != std::string::npos);
  result = runCli({"fight", "--from-encounter", "x9"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--from-encounter") != std::string::npos);
}

TEST_CASE("batch fight writes one fight brief a line") {
  const CliResult result = runCli({"batch", "fight", "--count", "3", "--seed", "5", "--format", "json"});
  REQUIRE(result.status == 0);
  size_t lines = 0;
  for (size_t at = 0; (at = result.out.find('\n', at)) != std::string::npos; ++at) ++lines;
  CHECK(lines == 3);
}
