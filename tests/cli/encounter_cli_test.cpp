// encounter end to end: golden briefs, usage errors, the check, determinism.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::checkGolden;
using outremer::testing::kFormats;
using outremer::testing::runCli;

// encounter --seed 89 (Saracens pursued by Turcopoles) in every format is the example's
// golden (generator_test.cpp).

//   build/src/outremer encounter --seed 12 --where town --time night --check --format FORMAT
TEST_CASE("golden: encounter --seed 12 near town by night with the check, in text and json") {
  for (const auto& [format, ext] : {std::pair{"text", "txt"}, std::pair{"json", "json"}}) {
    INFO(format);
    const CliResult result = runCli(
        {"encounter", "--seed", "12", "--where", "town", "--time", "night", "--check", "--format", format});
    CHECK(result.status == 0);
    checkGolden("encounter-seed-12." + std::string(ext), result.out);
  }
}

TEST_CASE("encounter: defaults are the highway by day, the brief is JSON with the book's pieces") {
  const CliResult result = runCli({"encounter", "--seed", "89", "--format", "json"});
  REQUIRE(result.status == 0);
  const auto brief = nlohmann::json::parse(result.out);
  CHECK(brief["kind"] == "encounter");
  CHECK(brief["command"] == "outremer encounter --seed 89 --format json");
  const auto& e = brief["encounter"];
  CHECK(e["column"] == "highway-day");
  CHECK(e["type"] == "moslem-raiders");
  CHECK(e["result"] == "d20 being pursued by d10+5 Turcopoles");
  CHECK(e["check"].is_null());
  CHECK(e["deployment"]["situation"] == "chase");
  CHECK(!brief["footnotes"].empty());  // the reconstructed initial-encounter row, at least
}

TEST_CASE("encounter --check: 51 or more is a clear hex and the brief says so") {
  bool sawClear = false;
  for (int seed = 1; seed < 20 && !sawClear; ++seed) {
    const CliResult result =
        runCli({"encounter", "--check", "--seed", std::to_string(seed), "--format", "json"});
    REQUIRE(result.status == 0);
    const auto e = nlohmann::json::parse(result.out)["encounter"];
    if (!e["clear"]) continue;
    sawClear = true;
    CHECK(e["check"]["roll"] > 50);
    CHECK(e["groups"].empty());
    const CliResult text = runCli({"encounter", "--check", "--seed", std::to_string(seed)});
    CHECK(text.out.starts_with("Encounter check: the hex is clear (On Highway, by day)\n"));
    CHECK(text.out.find("Go on to the next hex.") != std::string::npos);
    CHECK(text.out.find("Met:") == std::string::npos);
  }
  CHECK(sawClear);
}

TEST_CASE(
    "encounter works in every format for every place and time, and the same seed gives the same bytes") {
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      for (const auto& [format, ext] : kFormats) {
        INFO(where << " " << time << " " << format);
        const std::vector<std::string> args = {"encounter", "--where", where,      "--time", time,
                                               "--seed",    "5",       "--format", format};
        const CliResult one = runCli(args);
        CHECK(one.status == 0);
        CHECK(!one.out.empty());
        CHECK(one.out == runCli(args).out);
      }
    }
  }
}

TEST_CASE("encounter: a bad --where or --time names the flag, with did-you-mean, exit 2") {
  CliResult result = runCli({"encounter", "--where", "hihgway", "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err ==
        "outremer: error: --where: unknown place 'hihgway' (did you mean 'highway'?); places: town, highway, "
        "countryside\n");
  result = runCli({"encounter", "--time", "nigh", "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.err ==
        "outremer: error: --time: unknown time 'nigh' (did you mean 'night'?); times: day, night\n");
  result = runCli({"encounter", "--where"});
  CHECK(result.status == 2);
}

//   build/src/outremer encounter --seed 89 --roster feudal --format FORMAT
TEST_CASE("golden: encounter --seed 89 --roster feudal, their side as figures, in every format") {
  for (const auto& [format, ext] : kFormats) {
    INFO(format);
    const CliResult result = runCli({"encounter", "--seed", "89", "--roster", "feudal", "--format", format});
    CHECK(result.status == 0);
    CHECK(result.err.empty());
    checkGolden("encounter-seed-89-roster." + ext, result.out);
  }
}

TEST_CASE("encounter --roster feudal adds their side as figures and changes nothing else") {
  const CliResult plain = runCli({"encounter", "--seed", "89", "--format", "json"});
  const CliResult rostered = runCli({"encounter", "--seed", "89", "--roster", "feudal", "--format", "json"});
  REQUIRE(rostered.status == 0);
  auto brief = nlohmann::json::parse(rostered.out);
  const auto roster = brief["encounter"]["feudal_roster"];
  CHECK(roster["men_per_figure"] == 5);
  REQUIRE(roster["sides"].size() == 1);
  CHECK(roster["sides"][0]["name"] == brief["encounter"]["type_label"]);
  CHECK(roster["sides"][0]["men"] == brief["encounter"]["opposing_count"]);
  CHECK(roster["sides"][0]["units"].size() >= 1);
  brief["encounter"].erase("feudal_roster");
  brief.erase("command");
  auto without = nlohmann::json::parse(plain.out);
  without.erase("command");
  CHECK(brief == without);
  CHECK(rostered.out == runCli({"encounter", "--seed", "89", "--roster", "feudal", "--format", "json"}).out);
}

TEST_CASE("encounter --roster feudal with nobody against the party says so and sets out no side") {
  // Seed 1 with the check: d100 88, a clear hex.
  const std::vector<std::string> clear = {"encounter", "--check", "--seed", "1", "--roster", "feudal", "--format"};
  std::vector<std::string> asJson = clear;
  asJson.push_back("json");
  const CliResult json = runCli(asJson);
  REQUIRE(json.status == 0);
  const auto brief = nlohmann::json::parse(json.out);
  REQUIRE(brief["encounter"]["clear"] == true);
  CHECK(brief["encounter"]["feudal_roster"]["sides"].empty());
  for (const auto& [format, ext] : kFormats) {
    INFO(format);
    std::vector<std::string> args = clear;
    args.push_back(format);
    const CliResult result = runCli(args);
    CHECK(result.status == 0);
    if (std::string(format) == "json") continue;
    CHECK(result.out.find("No one met stands against the party: no figures.") != std::string::npos);
    CHECK(result.out.find("0 men") == std::string::npos);
  }
}

TEST_CASE("encounter --roster names the flag for rules it does not know, exit 2") {
  const CliResult result = runCli({"encounter", "--seed", "89", "--roster", "saga"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "outremer: error: --roster: expected 'feudal' (the feudal-age skirmish rules), not 'saga'\n");
}
