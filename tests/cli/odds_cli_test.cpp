// `outremer odds`: exact chances of a dice expression's totals and of a table's rows.
#include <catch2/catch.hpp>

#include "../dice/fraction_text.hpp"

#include <nlohmann/json.hpp>

#include "dice/fraction.hpp"
#include "run_cli.hpp"

using outremer::testing::checkGolden;
using outremer::testing::CliResult;
using outremer::testing::runCli;

namespace {

// The fractions "n/d" of |chances| summed exactly.
outremer::dice::Fraction sumOf(const std::vector<std::string>& chances) {
  outremer::dice::Fraction sum;
  for (const std::string& text : chances) {
    const size_t slash = text.find('/');
    sum = sum +
          outremer::dice::reduced(std::stoull(text.substr(0, slash)), std::stoull(text.substr(slash + 1)));
  }
  return sum;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("golden: odds 2d6 in text, Markdown and JSON") {
  for (const auto& [format, extension] : std::vector<std::pair<std::string, std::string>>{
           {"text", "txt"}, {"markdown", "md"}, {"json", "json"}}) {
    const CliResult result = runCli({"odds", "2d6", "--format", format});
    INFO(result.err);
    CHECK(result.status == 0);
    checkGolden("odds-2d6." + extension, result.out);
  }
}

TEST_CASE("golden: odds of the book's minus phrase shows the count reading") {
  const CliResult result = runCli({"odds", "d6 (minus 3 from die roll)"});
  CHECK(result.status == 0);
  CHECK(has(result.out, "P(count = 0) = P(total <= 0) = 1/2 (50%)"));
  checkGolden("odds-d6-minus-3.txt", result.out);
}

TEST_CASE("golden: odds on the initial encounter table, highway by day, with nested tables") {
  const CliResult result = runCli({"odds", "initial-encounter", "--column", "highway-day"});
  CHECK(result.status == 0);
  CHECK(has(result.out, "\n76-87              3/25    12%  Moslem raiders (see: moslem-raiders"));
  checkGolden("odds-initial-encounter-highway-day.txt", result.out);
}

TEST_CASE("odds JSON: every total's chances sum to exactly 1, the table's rows too") {
  CliResult result = runCli({"odds", "2d20+d100", "--format", "json"});
  REQUIRE(result.status == 0);
  nlohmann::json odds = nlohmann::json::parse(result.out);
  CHECK(odds.at("outremer") == "odds");
  CHECK(odds.at("kind") == "dice");
  CHECK(odds.at("outcomes") == "1000000");
  std::vector<std::string> chances;
  for (const auto& total : odds.at("totals")) chances.push_back(total.at("exactly").at("fraction"));
  CHECK(sumOf(chances) == outremer::dice::Fraction{1, 1});
  result = runCli({"odds", "mercenary-duty", "--format", "json"});
  REQUIRE(result.status == 0);
  odds = nlohmann::json::parse(result.out);
  chances.clear();
  for (const auto& row : odds.at("rows")) chances.push_back(row.at("chance").at("fraction"));
  CHECK(sumOf(chances) == outremer::dice::Fraction{1, 1});
}

TEST_CASE("odds with fractions too long for their column cuts them within it, every line within 80") {
  const CliResult result = runCli({"odds", "12d1000"});
  REQUIRE(result.status == 0);
  CHECK(has(result.out, "1000000000000000000000000000000000000 equally likely outcomes"));
  CHECK(has(result.out, "\n   12  1/100000000000000000000      1e-34%"));
  CHECK(has(result.out, "\n              0000000000000000\n"));
  size_t start = 0;
  for (size_t end = result.out.find('\n'); end != std::string::npos; start = end + 1, end = result.out.find('\n', start)) {
    REQUIRE(end - start <= 80);
  }
}

TEST_CASE("odds refuses what it cannot count, naming the flag or the expression") {
  CliResult result = runCli({"odds", "13d1000"});
  CHECK(result.status == 2);
  CHECK(result.err ==
        "outremer: error: odds: '13d1000' has more than 10^36 equally likely outcomes, too many to count "
        "exactly\n");
  result = runCli({"odds", "2d6x"});
  CHECK(result.status == 2);
  CHECK(result.err ==
        "outremer: error: odds: cannot read '2d6x' at character 4: expected '+', '-' or end, got 'x'\n");
  result = runCli({"odds", "initial-encountr", "--column", "highway-day"});
  CHECK(result.status == 2);
  CHECK(has(result.err, "odds: unknown table 'initial-encountr' (did you mean 'initial-encounter'?)"));
  result = runCli({"odds", "initial-encounter", "--column", "highway-dya"});
  CHECK(result.status == 2);
  CHECK(has(result.err,
            "--column: table 'initial-encounter' has no column 'highway-dya' (did you mean 'highway-day'?)"));
  result = runCli({"odds", "initial-encounter"});
  CHECK(result.status == 2);
  CHECK(has(result.err, "--column: table 'initial-encounter' needs a column: town-day"));
  result = runCli({"odds", "upkeep"});
  CHECK(result.status == 2);
  CHECK(has(result.err, "odds: 'upkeep' is a list, not a table rolled on"));
  result = runCli({"odds", "2d6", "--column", "highway-day"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --column: '2d6' is a dice expression, not a table\n");
  result = runCli({"odds", "2d6", "--format", "html"});
  CHECK(result.status == 2);
  CHECK(result.err == "outremer: error: --format: 'odds' writes text, markdown or json\n");
  CHECK(runCli({"odds"}).status == 2);
}

TEST_CASE("golden: odds encounter on the highway by day") {
  const CliResult result = runCli({"odds", "encounter", "--where", "highway", "--time", "day"});
  INFO(result.err);
  CHECK(result.status == 0);
  CHECK(has(result.out, "Moslem raiders: 3/25 (12%)"));
  checkGolden("odds-encounter-highway-day.txt", result.out);
}

TEST_CASE("odds encounter JSON: the types, each type's rows and every count sum to exactly 1") {
  const CliResult result = runCli({"odds", "encounter", "--where", "countryside", "--time", "night",
                                   "--at-least", "5", "--format", "json"});
  REQUIRE(result.status == 0);
  const nlohmann::json odds = nlohmann::json::parse(result.out);
  CHECK(odds["kind"] == "encounter");
  CHECK(odds["at_least"] == 5);
  std::vector<std::string> types;
  for (const auto& type : odds["types"]) {
    types.push_back(type["chance"]["fraction"]);
    std::vector<std::string> rows;
    for (const auto& row : type["results"]) {
      rows.push_back(row["given"]["fraction"]);
      for (const auto& band : row["bands"]) {
        std::vector<std::string> counts;
        for (const auto& count : band["counts"]) counts.push_back(count["exactly"]["fraction"]);
        CHECK(sumOf(counts) == outremer::dice::Fraction{1, 1});
      }
    }
    CHECK(sumOf(rows) == outremer::dice::Fraction{1, 1});
  }
  CHECK(sumOf(types) == outremer::dice::Fraction{1, 1});
  const auto& opposing = odds["opposing"];
  for (const auto& count : opposing) {
    if (count["count"] == 5) CHECK(count["at_least"] == odds["summary"]["at_least"]);
  }
}

TEST_CASE("odds encounter refuses a bad place, time or count, naming the flag") {
  const CliResult where = runCli({"odds", "encounter", "--where", "higway"});
  CHECK(where.status == 2);
  CHECK(has(where.err, "--where"));
  CHECK(has(where.err, "highway"));
  const CliResult time = runCli({"odds", "encounter", "--time", "nite"});
  CHECK(time.status == 2);
  CHECK(has(time.err, "night"));
  const CliResult count = runCli({"odds", "encounter", "--at-least", "many"});
  CHECK(count.status == 2);
  CHECK(has(count.err, "--at-least"));
  const CliResult column = runCli({"odds", "encounter", "--column", "highway-day"});
  CHECK(column.status == 2);
  CHECK(has(column.err, "--column"));
  const CliResult dice = runCli({"odds", "2d6", "--where", "town"});
  CHECK(dice.status == 2);
  CHECK(has(dice.err, "--where: only 'odds encounter' takes it"));
}

TEST_CASE("golden: odds fight of a combined attack on a man on foot in the hills") {
  const CliResult result =
      runCli({"odds", "fight", "--attack", "13", "--defence", "4", "--terrain", "hills", "--combined"});
  INFO(result.err);
  CHECK(result.status == 0);
  CHECK(has(result.out, "Read on the 5-1 column of Combat against infantry"));
  checkGolden("odds-fight-combined-hills.txt", result.out);
}

TEST_CASE("odds fight JSON: the keys and the outcomes each sum to exactly 1") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--attack", "9", "--defence", "4", "--against", "mounted", "--charge"},
        std::vector<std::string>{"--attack", "30", "--defence", "5", "--shift", "-2", "--panicking"},
        std::vector<std::string>{"--attack", "2", "--defence", "9"}}) {
    std::vector<std::string> command = {"odds", "fight", "--format", "json"};
    command.insert(command.end(), args.begin(), args.end());
    const CliResult result = runCli(command);
    INFO(result.err);
    REQUIRE(result.status == 0);
    const nlohmann::json odds = nlohmann::json::parse(result.out);
    CHECK(odds["kind"] == "fight");
    std::vector<std::string> keys;
    for (const auto& key : odds["keys"]) keys.push_back(key["chance"]["fraction"]);
    CHECK(sumOf(keys) == outremer::dice::Fraction{1, 1});
    std::vector<std::string> outcomes;
    for (const auto& outcome : odds["outcomes"]) outcomes.push_back(outcome["chance"]["fraction"]);
    CHECK(sumOf(outcomes) == outremer::dice::Fraction{1, 1});
  }
}

TEST_CASE("odds fight of a charge reads half the attack more on the mounted table") {
  const CliResult result =
      runCli({"odds", "fight", "--attack", "9", "--defence", "4", "--against", "mounted", "--charge"});
  REQUIRE(result.status == 0);
  CHECK(has(result.out, "Attack 9 and a charge of 4 (1.741): 13 against defence 4, odds 3-1"));
  CHECK(has(result.out, "Read on the 3-1 column of Combat against mounted opponents"));
  CHECK(has(result.out, "Replay: outremer odds fight --attack 9 --defence 4 --against mounted --charge"));
}

TEST_CASE("odds fight against a defence of 0 reads it as 1, as a fight does, and says so") {
  const CliResult zero = runCli({"odds", "fight", "--attack", "9", "--defence", "0"});
  REQUIRE(zero.status == 0);
  CHECK(has(zero.out, "Attack 9 against defence 0 (fought as 1), odds 9-1"));
  const CliResult one = runCli({"odds", "fight", "--attack", "9", "--defence", "1"});
  REQUIRE(one.status == 0);
  CHECK(has(one.out, "Attack 9 against defence 1, odds 9-1"));
  const auto json = nlohmann::json::parse(runCli({"odds", "fight", "--attack", "9", "--defence", "0", "--format", "json"}).out);
  CHECK(json["defence"] == 0);
  CHECK(json["defence_fought"] == 1);
  CHECK_FALSE(nlohmann::json::parse(runCli({"odds", "fight", "--attack", "9", "--defence", "1", "--format", "json"}).out)
                  .contains("defence_fought"));
}

TEST_CASE("odds fight refuses bad strengths, terrains and flags, naming the flag") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"odds", "fight", "--defence", "4"}, "--attack: required"},
      {{"odds", "fight", "--attack", "4"}, "--defence: required"},
      {{"odds", "fight", "--attack", "0", "--defence", "4"}, "--attack"},
      {{"odds", "fight", "--attack", "4", "--defence", "many"}, "--defence"},
      {{"odds", "fight", "--attack", "4", "--defence", "-1"}, "--defence"},
      {{"odds", "fight", "--attack", "4", "--defence", "4", "--against", "horse"}, "--against"},
      {{"odds", "fight", "--attack", "4", "--defence", "4", "--terrain", "hils"}, "did you mean 'hills'"},
      {{"odds", "fight", "--attack", "4", "--defence", "4", "--terrain", "hills", "--shift", "1"}, "--shift"},
      {{"odds", "fight", "--attack", "4", "--defence", "4", "--charge", "--combined"}, "--combined"},
      {{"odds", "fight", "--attack", "4", "--defence", "4", "--where", "town"},
       "--where: only 'odds encounter' takes it"},
      {{"odds", "2d6", "--attack", "4"}, "--attack: only 'odds fight' takes it"},
      {{"odds", "encounter", "--charge"}, "--charge: only 'odds fight' takes it"},
  };
  for (const auto& [args, message] : cases) {
    const CliResult result = runCli(args);
    INFO(args[2] << ": " << result.err);
    CHECK(result.status == 2);
    CHECK(has(result.err, message));
  }
}

TEST_CASE("odds encounter refuses house-rule counts too large to add up exactly, naming the count") {
  outremer::testing::TempDir dir;
  const std::string house = dir / "house";
  REQUIRE(runCli({"tables", "export", house}).status == 0);
  std::string effects = outremer::testing::readFile(house + "/effects.yaml");
  const std::string both = "          - {count: \"d20\", who: moslem-raider, mounted: true}\n"
                           "          - {count: \"d20+10\", who: moslem-raider, mounted: false}\n";
  const size_t at = effects.find(both);
  REQUIRE(at != std::string::npos);
  effects.replace(at, both.size(),
                  "          - {count: \"12d1000\", who: moslem-raider, mounted: true}\n"
                  "          - {count: \"12d1000\", who: moslem-raider, mounted: false}\n");
  { std::ofstream(house + "/effects.yaml", std::ios::trunc) << effects; }
  const CliResult r = runCli({"odds", "encounter", "--tables", house});
  CHECK(r.status == 2);
  const size_t table = effects.find("  - id: moslem-raiders\n");
  const std::string line = std::to_string(std::count(effects.begin(), effects.begin() + static_cast<long>(table), '\n') + 1);
  CHECK(r.err == "outremer: error: odds encounter: " + house + "/effects.yaml:" + line +
                 ":9: effects table 'moslem-raiders': the count '12d1000' of moslem-raider, added to the other "
                 "bands against the party, has too many outcomes to count exactly (11989 totals by 11989)\n");
}

TEST_CASE("an Initial Encounter row whose see: no generator reads is named with where it is written") {
  outremer::testing::TempDir dir;
  const std::string house = dir / "house";
  REQUIRE(runCli({"tables", "export", house}).status == 0);
  std::string encounters = outremer::testing::readFile(house + "/encounters.yaml");
  const size_t at = encounters.find("        see: peasants\n");
  REQUIRE(at != std::string::npos);
  encounters.replace(at, 22, "        see: desertion\n");
  { std::ofstream(house + "/encounters.yaml", std::ios::trunc) << encounters; }
  const std::string line = std::to_string(std::count(encounters.begin(), encounters.begin() + static_cast<long>(at), '\n') + 1);
  const std::string message = "outremer: error: " + house + "/encounters.yaml:" + line +
                              ":14: initial-encounter row 'peasants': see: 'desertion' is not an effects table a "
                              "generator reads (peasants, drovers, pedlars, merchant, fighting-men, pilgrims, "
                              "messenger, churchmen, great-lord, runaway, animals, moslem-raiders, brigands)\n";
  CHECK(runCli({"odds", "encounter", "--tables", house}).err == message);
}
