// loot and village end to end (their examples' goldens are generator_test.cpp's): usage
// errors, determinism.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using outremer::testing::CliResult;
using outremer::testing::kFormats;
using outremer::testing::runCli;

TEST_CASE("every loot kind works in every format, and the same seed gives the same bytes") {
  for (const char* kind :
       {"village", "pilgrims", "churchmen", "merchant", "great-lord", "pedlar", "messenger", "drovers"}) {
    for (const auto& [format, ext] : kFormats) {
      INFO(kind << " " << format);
      const CliResult one = runCli({"loot", kind, "--seed", "42", "--format", format});
      CHECK(one.status == 0);
      CHECK(!one.out.empty());
      CHECK(runCli({"--seed", "42", "loot", kind, "--format", format}).out.size() == one.out.size());
      CHECK(runCli({"loot", kind, "--seed", "42", "--format", format}).out == one.out);
    }
  }
  CHECK(runCli({"village", "--seed", "8", "--rooms", "3"}).out ==
        runCli({"village", "--seed", "8", "--rooms", "3"}).out);
}

TEST_CASE("the JSON ledger is normalised: total copper is the coins' worth") {
  const CliResult result = runCli({"loot", "great-lord", "--seed", "11", "--format", "json"});
  REQUIRE(result.status == 0);
  const auto brief = nlohmann::json::parse(result.out);
  const auto& loot = brief.at("loot");
  const auto& ledger = loot.at("ledger");
  const int64_t copper = ledger.at("gf").get<int64_t>() * 625 + ledger.at("sf").get<int64_t>() * 125 +
                         ledger.at("sc").get<int64_t>() * 25 + ledger.at("cc").get<int64_t>();
  CHECK(loot.at("total").at("copper") == copper);
  CHECK(loot.at("total").at("text") == "33GF 3SF 4SC 21CC");
  CHECK(brief.at("command") == "outremer loot great-lord --seed 11 --format json");
}

TEST_CASE("loot village with --rooms N searches N rooms") {
  const CliResult result = runCli({"loot", "village", "--rooms", "12", "--seed", "1", "--format", "json"});
  REQUIRE(result.status == 0);
  const auto loot = nlohmann::json::parse(result.out).at("loot");
  CHECK(loot.at("rooms") == 12);
  CHECK(loot.at("items").size() == 12);
  CHECK(loot.at("items").back().at("what") == "Room 12");
}

TEST_CASE("bad --rooms exits 2 naming --rooms") {
  for (const char* rooms : {"0", "1001", "-3", "abc", "2.5", ""}) {
    INFO("--rooms '" << rooms << "'");
    for (const char* command : {"loot", "village"}) {
      std::vector<std::string> args{command};
      if (std::string(command) == "loot") args.push_back("village");
      args.insert(args.end(), {"--rooms", rooms});
      const CliResult result = runCli(args);
      CHECK(result.status == 2);
      CHECK(result.out.empty());
      CHECK(result.err.find("--rooms") != std::string::npos);
    }
  }
  const CliResult result = runCli({"loot", "village", "--rooms", "0"});
  CHECK(result.err == "outremer: error: --rooms: '0' is not a number of rooms from 1 to 1000\n");
  const CliResult wayfarers = runCli({"loot", "pilgrims", "--rooms", "3"});
  CHECK(wayfarers.status == 2);
  CHECK(wayfarers.err.find("--rooms: only a village raid enters rooms") != std::string::npos);
}

TEST_CASE("an unknown loot kind exits 2 with did-you-mean and the kinds") {
  const CliResult result = runCli({"loot", "merchent", "--seed", "1"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(
      result.err ==
      "outremer: error: loot: unknown kind 'merchent' (did you mean 'merchant'?); kinds: village, pilgrims, "
      "churchmen, merchant, great-lord, pedlar, messenger, drovers\n");
  CHECK(runCli({"loot"}).status == 2);
}
