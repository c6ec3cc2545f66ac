// outremer scenario list and scenario show: the printed scenarios in text, Markdown, HTML
// and JSON, and the errors named as the man page says.
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
  CHECK(result.out.find("\nThe Franks: 12 characters, 408 points\n  - Hospitallers: Rémi, Balian, Benoît, Ancelin, "
                        "Guérin, Raymond = 6 x Holy\n") != std::string::npos);
  CHECK(result.out.find("  - 4 and under: Striking Ayyubid victory.") != std::string::npos);
  CHECK(result.out.find("\nNot as printed\n  [1] scenario-character-types: Hospitallers, Templars,") !=
        std::string::npos);
}

TEST_CASE("scenario show keeps the printed inconsistencies as errata") {
  const auto result = runCli({"scenario", "show", "flight-of-raymond"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("Length: 8 turns\n") != std::string::npos);
  CHECK(result.out.find("  [1] turns (errata). The set-up says") != std::string::npos);
  CHECK(result.out.find("      Printed: At the end of the 12 turns\n") != std::string::npos);
}

TEST_CASE("scenario show names an unknown id and the closest one with exit status 2") {
  const auto result = runCli({"scenario", "show", "gate-of-kerack"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "outremer: error: scenario show: unknown scenario 'gate-of-kerack' (did you mean "
                      "'gate-of-kerak'?); 'outremer scenario list' lists them\n");
}

TEST_CASE("scenario show lists every id when none is close to the unknown one") {
  const auto result = runCli({"scenario", "show", "montgisrd"});
  CHECK(result.status == 2);
  CHECK(result.err.starts_with("outremer: error: scenario show: unknown scenario 'montgisrd'; ids: spring-of-cresson, "));
  CHECK(result.err.find(", gate-of-kerak, ") != std::string::npos);
}

TEST_CASE("scenario writes Markdown and JSON and refuses a template naming the flag") {
  const auto markdown = runCli({"scenario", "show", "gate-of-kerak", "--format", "markdown"});
  REQUIRE(markdown.status == 0);
  CHECK(markdown.out.starts_with("# Tactical Scenario 13: The Gate of Kerak\n"));
  CHECK(markdown.out.find("- **Peasants:** Serlon, Gérald, Renaud, Paul, Norbert, Audouin, Toutain = 7 x Peasant") !=
        std::string::npos);

  const auto json = runCli({"scenario", "show", "road-to-jerusalem", "--format", "json"});
  REQUIRE(json.status == 0);
  const auto scenario = nlohmann::json::parse(json.out);
  CHECK(scenario["outremer"] == "scenario");
  CHECK(scenario["sides"][0]["points"] == 565);
  CHECK(scenario["sides"][0]["groups"][6]["counts_as"]["formula"] == "3 ATT + 2 DEF");

  const auto templated = runCli({"scenario", "list", "--template", "x.mustache"});
  CHECK(templated.status == 2);
  CHECK(templated.err == "outremer: error: --template: 'scenario' writes without a template\n");
}

namespace {

// |text| as HTML shows it: & < > " ' escaped.
std::string inHtml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// How many times |what| is in |text|.
size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("scenario list and show write an HTML page with every scenario, side and victory level") {
  const auto list = runCli({"scenario", "list", "--format", "html"});
  REQUIRE(list.status == 0);
  CHECK(list.out.starts_with("<!DOCTYPE html>"));
  CHECK(list.out.find("<h1>Printed scenarios (23)</h1>") != std::string::npos);
  const auto scenarios =
      nlohmann::json::parse(runCli({"scenario", "list", "--format", "json"}).out)["scenarios"];
  REQUIRE(scenarios.size() == 23);
  for (const auto& listed : scenarios) {
    const std::string id = listed["id"];
    INFO(id);
    CHECK(list.out.find("<code>" + id + "</code>") != std::string::npos);
    const auto html = runCli({"scenario", "show", id, "--format", "html"});
    REQUIRE(html.status == 0);
    CHECK(html.out.ends_with("</html>\n"));
    CHECK(count(html.out, "<table") == count(html.out, "</table>"));
    const auto scenario = nlohmann::json::parse(runCli({"scenario", "show", id, "--format", "json"}).out);
    for (const auto& side : scenario["sides"]) {
      const std::string heading = side["name"].get<std::string>() + ": " +
                                  std::to_string(side["characters"].get<int>()) + " characters, " +
                                  std::to_string(side["points"].get<int>()) + " points";
      CHECK(html.out.find("<h2>" + inHtml(heading) + "</h2>") != std::string::npos);
    }
    for (const auto& level : scenario["victory"]["levels"]) {
      CHECK(html.out.find("<li>" + inHtml(level.get<std::string>()) + "</li>") != std::string::npos);
    }
  }
}

TEST_CASE("scenario show --format html carries the morale, the rolled strengths and the roster") {
  const auto html = runCli({"scenario", "show", "save-the-true-cross", "--roll", "--seed", "3", "--roster",
                            "feudal", "--format", "html"});
  REQUIRE(html.status == 0);
  for (const char* part :
       {"<h2>Morale (Montgisard, 4.1 Morale to 4.5 Desertion)</h2>", "<h2>Rolled strengths</h2>",
        "<h2>Roll log</h2>", "<h2>Feudal-age roster</h2>",
        "<h2>The Franks: 15 men, 4 figures in 2 units</h2>",
        "Replay: <code>outremer scenario show save-the-true-cross --roll --seed 3 --roster feudal "
        "--format html</code>"}) {
    INFO(part);
    CHECK(html.out.find(part) != std::string::npos);
  }
  CHECK(html.out == runCli({"scenario", "show", "save-the-true-cross", "--roll", "--seed", "3", "--roster",
                            "feudal", "--format", "html"})
                        .out);
}

TEST_CASE("scenario show --roll rolls each character with the seed and replay stated") {
  const auto result = runCli({"scenario", "show", "spring-of-cresson", "--roll", "--seed", "5"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("Id: spring-of-cresson\nSeed 5. Replay: outremer scenario show spring-of-cresson --roll "
                        "--seed 5\n") != std::string::npos);
  CHECK(result.out.find("\nRolled strengths\n") != std::string::npos);
  CHECK(result.out.find("\n  Rémi     Holy Order Knights  yes  25/11") != std::string::npos);
  CHECK(result.out.find("\nRoll log\n  Dice ") != std::string::npos);
  CHECK(result.out.find("strength of Rémi (Holy Order Knights; 10 reads 0)") != std::string::npos);
  const auto again = runCli({"scenario", "show", "spring-of-cresson", "--roll", "--seed", "5"});
  CHECK(again.out == result.out);
  const auto other = runCli({"scenario", "show", "spring-of-cresson", "--roll", "--seed", "6"});
  CHECK(other.out != result.out);
}

TEST_CASE("scenario show without --roll rolls nothing and refuses a seed") {
  const auto plain = runCli({"scenario", "show", "spring-of-cresson"});
  CHECK(plain.out.find("Rolled strengths") == std::string::npos);
  CHECK(plain.out.find("Seed ") == std::string::npos);
  const auto seeded = runCli({"scenario", "show", "spring-of-cresson", "--seed", "5"});
  CHECK(seeded.status == 2);
  CHECK(seeded.err == "outremer: error: --seed: 'scenario show' rolls only with --roll\n");
}

TEST_CASE("scenario show --roll in Markdown and JSON") {
  const auto markdown = runCli({"scenario", "show", "road-to-jerusalem", "--roll", "--seed", "2", "--format", "markdown"});
  REQUIRE(markdown.status == 0);
  CHECK(markdown.out.find("\nSeed `2`. Replay: `outremer scenario show road-to-jerusalem --roll --seed 2 --format "
                          "markdown`\n") != std::string::npos);
  CHECK(markdown.out.find("\n## Rolled strengths\n") != std::string::npos);
  CHECK(markdown.out.find("\n| Holy Knights 1 | Holy Order Knights | yes | ") != std::string::npos);
  CHECK(markdown.out.find("\n## Roll log\n") != std::string::npos);

  const auto json = runCli({"scenario", "show", "road-to-jerusalem", "--roll", "--seed", "2", "--format", "json"});
  REQUIRE(json.status == 0);
  const auto scenario = nlohmann::json::parse(json.out);
  CHECK(scenario["version"] == 3);
  CHECK(scenario["rolled"]["seed"] == "2");
  CHECK(scenario["rolled"]["sides"][0]["groups"][0]["type"] == "Holy Knights");
  CHECK(scenario["rolled"]["sides"][0]["groups"][0]["characters"].size() == 8);
  CHECK(scenario["rolled"]["rolls"][0]["purpose"] == "strength of Holy Knights 1 (Holy Order Knights; 10 reads 0)");
  const auto plain = nlohmann::json::parse(runCli({"scenario", "show", "road-to-jerusalem", "--format", "json"}).out);
  CHECK(plain["rolled"].is_null());
}

TEST_CASE("scenario show --roster feudal prints each side as figures in units") {
  const auto result = runCli({"scenario", "show", "road-to-jerusalem", "--roster", "feudal"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("\nFeudal-age roster\n  1 figure = 5 men,") != std::string::npos);
  CHECK(result.out.find("\nChristian: 36 men, 7 figures in 2 units\n  Unit             Figures  Kind        From\n"
                        "  1 (cavalry, 3)  Centenar  HC Elite    Holy Order Knights, Other Knights\n") !=
        std::string::npos);
  CHECK(result.out.find("                         1  LI Warrior  Crossbowman; light crossbow, 5-10 shots\n") !=
        std::string::npos);
  CHECK(result.out.find("\nRoster: not as printed\n") != std::string::npos);

  const auto json = runCli({"scenario", "show", "road-to-jerusalem", "--roster", "feudal", "--format", "json"});
  const auto roster = nlohmann::json::parse(json.out)["roster"];
  CHECK(roster["men_per_figure"] == 5);
  CHECK(roster["sides"][0]["figures"] == 7);
  CHECK(roster["sides"][0]["units"][0]["cavalry"] == true);

  const auto markdown = runCli({"scenario", "show", "road-to-jerusalem", "--roster", "feudal", "--format", "markdown"});
  CHECK(markdown.out.find("\n## Feudal-age roster\n") != std::string::npos);
  CHECK(markdown.out.find("| 1 (cavalry, 3) | Centenar | HC Elite | Holy Order Knights, Other Knights |") !=
        std::string::npos);
}

TEST_CASE("scenario show --roster names the flag for rules it does not know") {
  const auto result = runCli({"scenario", "show", "road-to-jerusalem", "--roster", "saga"});
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "outremer: error: --roster: expected 'feudal' (the feudal-age skirmish rules), not 'saga'\n");
}

TEST_CASE("scenario show gives each side's morale where the scenario plays Montgisard's morale rules") {
  const auto result = runCli({"scenario", "show", "save-the-true-cross"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("\nMorale (Montgisard, 4.1 Morale to 4.5 Desertion)\n  In use: the scenario says \"Morale "
                        "rules should be used in this scenario.\"\n") != std::string::npos);
  CHECK(result.out.find("\nThe Ayyubids (Saracens column)\n") != std::string::npos);
  CHECK(result.out.find("\n     12  Bakkar    Mamluk Emir                Emirs\n") != std::string::npos);
  CHECK(result.out.find("\nMorale tests (4.1.2): a character tests when\n") != std::string::npos);
  CHECK(result.out.find("\nDesertion (4.5.1)\n") != std::string::npos);

  const auto json = runCli({"scenario", "show", "heroic-charge", "--format", "json"});
  REQUIRE(json.status == 0);
  const auto morale = nlohmann::json::parse(json.out)["morale"];
  CHECK(morale["in_use"].contains("reason"));
  CHECK(morale["sides"][0]["column"] == "Western Europe");
  CHECK(morale["sides"][0]["characters"][0] ==
        nlohmann::json{{"name", "Balian of Ibelin"}, {"type", "Baron"}, {"count", 1}, {"level", 12}, {"class", "Barons"}, {"cell", "Barons; King"}});
  CHECK(morale["desertion"][1] == nlohmann::json{{"entry", "The character joins a friendly group after the battle if:"},
                                                 {"panicking", "4 - 10"},
                                                 {"routing", "7 - 10"}});
  const auto markdown = runCli({"scenario", "show", "heroic-charge", "--format", "markdown"});
  CHECK(markdown.out.find("\n## Morale (Montgisard, 4.1 Morale to 4.5 Desertion)\n\nIn use [reconstructed]: ") !=
        std::string::npos);
  CHECK(markdown.out.find("| 12 | Balian of Ibelin | Baron | Barons |\n") != std::string::npos);
}

TEST_CASE("scenario show has no morale section where the scenario does not play the rules") {
  const auto text = runCli({"scenario", "show", "spring-of-cresson"});
  CHECK(text.out.find("Morale (Montgisard") == std::string::npos);
  const auto json = runCli({"scenario", "show", "spring-of-cresson", "--format", "json"});
  CHECK(nlohmann::json::parse(json.out)["morale"].is_null());
}
