// `--format cards` (character cards) end to end: goldens, what each command puts on its
// cards, and the combinations refused.
#include <catch2/catch.hpp>

#include "run_cli.hpp"

using outremer::testing::checkGolden;
using outremer::testing::CliResult;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

// How many cards an HTML page of them holds.
size_t cardsIn(const std::string& html) {
  size_t count = 0;
  for (size_t at = html.find("<div class=\"card\">"); at != std::string::npos; at = html.find("<div class=\"card\">", at + 1)) {
    ++count;
  }
  return count;
}

// How many rows the tables of characters of a text brief hold: the lines under each heading
// line of "Name", "Type" and "Mtd", up to the blank line that ends the table.
size_t characterRows(const std::string& text) {
  size_t rows = 0;
  bool inTable = false;
  size_t start = 0;
  for (size_t end = text.find('\n'); end != std::string::npos; start = end + 1, end = text.find('\n', start)) {
    const std::string line = text.substr(start, end - start);
    if (line.find("Name ") != std::string::npos && line.find(" Type ") != std::string::npos &&
        line.find(" Mtd ") != std::string::npos) {
      inTable = true;
    } else if (line.empty()) {
      inTable = false;
    } else if (inTable) {
      ++rows;
    }
  }
  return rows;
}

}  // namespace

TEST_CASE("golden: cards of the party of seed 3 and of the encounter of seed 89") {
  CliResult result = runCli({"party", "--seed", "3", "--format", "cards"});
  CHECK(result.status == 0);
  CHECK(result.err.empty());
  checkGolden("party-seed-3-cards.html", result.out);
  CHECK(cardsIn(result.out) == 15);
  result = runCli({"encounter", "--seed", "89", "--format", "cards"});
  CHECK(result.status == 0);
  checkGolden("encounter-seed-89-cards.html", result.out);
  CHECK(cardsIn(result.out) == 19);  // 8 raiders and the 11 turcopoles chasing them
  CHECK(result.out.find("Replay: <code>outremer encounter --seed 89 --format cards</code>") != std::string::npos);
  CHECK(result.out.find("<sup>") != std::string::npos);  // reconstructed rows are marked
}

TEST_CASE("cards: a card for every character of each command that makes them") {
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"encounter", "--seed", "3"},
                                             {"village", "--seed", "13", "--rooms", "3"},
                                             {"mercenary", "--seed", "4"},
                                             {"party", "--seed", "3", "--group", "knight-and-retainers"}}) {
    INFO(args[0]);
    std::vector<std::string> cards = args;
    cards.insert(cards.end(), {"--format", "cards"});
    const CliResult sheet = runCli(cards);
    REQUIRE(sheet.status == 0);
    const CliResult text = runCli(args);
    CHECK(cardsIn(sheet.out) == characterRows(text.out));
    CHECK(cardsIn(sheet.out) > 0);
  }
  CliResult fight = runCli({"fight", "--seed", "9", "--format", "cards"});
  CHECK(fight.status == 0);
  CHECK(fight.out.find("Side: The party") != std::string::npos);
  CHECK(cardsIn(fight.out) == 17);  // the party's 8 and their 9
  CliResult generated = runCli({"scenario", "generate", "--points", "300", "--seed", "5", "--format", "cards"});
  CHECK(generated.status == 0);
  CHECK(generated.out.find("Side: The Franks") != std::string::npos);
  CHECK(generated.out.find("Side: The Ayyubids") != std::string::npos);
  CliResult printed = runCli({"scenario", "show", "save-the-true-cross", "--roll", "--seed", "2", "--format", "cards"});
  CHECK(printed.status == 0);
  CHECK(cardsIn(printed.out) == 16 + 22);
  CHECK(printed.out.find("Replay: <code>outremer scenario show save-the-true-cross --roll --seed 2 --format cards</code>") !=
        std::string::npos);
}

TEST_CASE("cards: the campaign's party, from its save") {
  TempDir dir;
  const std::string save = dir / "save.json";
  REQUIRE(runCli({"campaign", "new", "--save", save, "--seed", "22", "--group", "sergeant-and-retainers"}).status == 0);
  const CliResult result = runCli({"campaign", "status", "--save", save, "--format", "cards"});
  CHECK(result.status == 0);
  CHECK(cardsIn(result.out) == 14);
  CHECK(result.out.find("<h1>Sergeant and retainers: day 1</h1>") != std::string::npos);
}

TEST_CASE("cards: refused where there are no characters, with a template, and for a scenario not rolled") {
  CliResult result = runCli({"loot", "merchant", "--seed", "5", "--format", "cards"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --format: 'loot' makes no characters to put on cards\n");
  result = runCli({"odds", "d20", "--format", "cards"});
  CHECK(result.status == 2);
  CHECK(result.err.find("--format: cards are made by party, encounter") != std::string::npos);
  result = runCli({"batch", "party", "--count", "2", "--format", "cards"});
  CHECK(result.status == 2);
  result = runCli({"scenario", "show", "save-the-true-cross", "--format", "cards"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --format: cards need each character's strengths: add --roll\n");
  TempDir dir;
  result = runCli({"party", "--seed", "3", "--format", "cards", "--template", dir / "none.mustache"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --template: cards are written without a template\n");
  result = runCli({"party", "--seed", "3", "--format", "card"});
  CHECK(result.status == 2);
  CHECK(result.err ==
        "outremer: error: --format: unknown format 'card' (text, markdown, html, json, or cards where a command "
        "makes characters)\n");
}
