// outremer scenario list and scenario show: the printed scenarios in text, Markdown and
// JSON, and the errors named as the man page says.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using outremer::testing::runCli;

TEST_CASE("scenario list names every printed scenario with its sides and points") {
  const auto result = runCli({"scenario", "list"});
  REQUIRE(result.status == 0);
  CHECK(result.out.starts_with("23 printed scenarios\n"));
  CHECK(result.out.find("\n  Road to Jerusalem\n    Christian: 36 characters, 565 points\n") != std::string::npos);
  CHECK(result.out.find("taking-back-galilee") != std::string::npos);
}

TEST_CASE("scenario show prints the set-up and sides as printed and priced") {
  const auto result = runCli({"scenario", "show", "spring-of-cresson"});
  REQUIRE(result.status == 0);
  CHECK(result.out.starts_with("Tactical Scenario 1: The spring of Cresson\nMontgisard (tactical). Id: spring-of-cresson\n"));
  CHECK(result.out.find("\nThe Franks: 12 characters, 408 points\n  Hospitallers: Rémi, Balian, Benoît, Ancelin, "
                        "Guérin, Raymond\n") != std::string::npos);
  CHECK(result.out.find("  - 4 and under: Striking Ayyubid victory.") != std::string::npos);
  CHECK(result.out.find("\nNot as printed\n  [reconstructed] Hospitallers, Templars,") != std::string::npos);
}

TEST_CASE("scenario show keeps the printed inconsistencies as errata") {
  const auto result = runCli({"scenario", "show", "flight-of-raymond"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("Length: 8 turns\n") != std::string::npos);
  CHECK(result.out.find("  [errata] turns: printed \"At the end of the 12 turns\".") != std::string::npos);
}

TEST_CASE("scenario show names an unknown id and the closest one with exit status 2") {
  const auto result = runCli({"scenario", "show", "gate-of-kerack"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "outremer: error: scenario show: unknown scenario 'gate-of-kerack' (did you mean "
                      "'gate-of-kerak'?); 'outremer scenario list' lists them\n");
}

TEST_CASE("scenario writes Markdown and JSON and refuses HTML naming the flag") {
  const auto markdown = runCli({"scenario", "show", "gate-of-kerak", "--format", "markdown"});
  REQUIRE(markdown.status == 0);
  CHECK(markdown.out.starts_with("# Tactical Scenario 13: The Gate of Kerak\n"));
  CHECK(markdown.out.find("| Peasants | Serlon, Gérald, Renaud, Paul, Norbert, Audouin, Toutain |") != std::string::npos);

  const auto json = runCli({"scenario", "show", "road-to-jerusalem", "--format", "json"});
  REQUIRE(json.status == 0);
  const auto scenario = nlohmann::json::parse(json.out);
  CHECK(scenario["outremer"] == "scenario");
  CHECK(scenario["sides"][0]["points"] == 565);
  CHECK(scenario["sides"][0]["groups"][6]["counts_as"]["formula"] == "3 ATT + 2 DEF");

  const auto html = runCli({"scenario", "list", "--format", "html"});
  CHECK(html.status == 2);
  CHECK(html.err == "outremer: error: --format: 'scenario' writes text, markdown or json\n");
}
