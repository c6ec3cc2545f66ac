// The printed scenarios as data: the loader's strict schema, and the shipped scenarios
// held to the books' text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "../cli/run_cli.hpp"
#include "tables/default_tables.hpp"
#include "tables/scenario.hpp"

using namespace outremer::tables;
using outremer::testing::runCli;
using outremer::testing::TempDir;

namespace {

std::vector<std::string> scenarioProblemsOf(const std::string& yaml) {
  const SourceText file{"s.yaml", yaml};
  std::vector<std::string> messages;
  for (const Problem& problem : loadScenarios(std::span(&file, 1)).problems) messages.push_back(format(problem));
  return messages;
}

const std::string kHead =
    "scenarios:\n  - id: ambush\n    title: Ambush\n    book: outremer-1987\n    number: Scenario Two\n"
    "    kind: tactical\n    maps: [Olive Grove]\n    victory: {levels: [\"Win for Arab\"]}\n";
const std::string kSides = "    sides:\n      - name: Moslem\n        faction: moslem\n        groups:\n          - {type: Amir, count: 1}\n";

const ScenarioLoad& shipped() {
  static const ScenarioLoad load = defaultScenarios();
  return load;
}

const Scenario& scenario(const char* id) {
  const Scenario* found = findScenario(shipped().scenarios, id);
  REQUIRE(found != nullptr);
  return *found;
}

int counters(const ScenarioSide& side) {
  return std::accumulate(side.groups.begin(), side.groups.end(), 0,
                         [](int sum, const ScenarioGroup& group) { return sum + group.counters(); });
}

}  // namespace

TEST_CASE("a well-formed scenario file loads without problems") {
  CHECK(scenarioProblemsOf(kHead + kSides).empty());
}

TEST_CASE("the scenario loader refuses unknown keys with file line and column") {
  const auto problems = scenarioProblemsOf(kHead + kSides + "    turn: 12\n");
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "s.yaml:14:5: unknown key 'turn' in scenario (did you mean 'turns'?)");
  const auto group = scenarioProblemsOf(kHead + "    sides:\n      - name: M\n        faction: moslem\n        groups:\n          - {type: A, count: 1, nmes: [x]}\n");
  REQUIRE(group.size() == 1);
  CHECK(group[0].starts_with("s.yaml:13:33: unknown key 'nmes' in group"));
}

TEST_CASE("the scenario loader refuses values of the wrong shape") {
  CHECK(scenarioProblemsOf(kHead + kSides + "    turns: twelve\n") ==
        std::vector<std::string>{"s.yaml:14:12: 'turns' must be a whole number from 0 to 100000, not 'twelve'"});
  CHECK(scenarioProblemsOf(kHead + "    sides:\n      - name: M\n        faction: moslem\n        groups:\n          - {type: A}\n") ==
        std::vector<std::string>{"s.yaml:13:13: a group has either 'names' or 'count'"});
  CHECK(scenarioProblemsOf(kHead + kSides + "    kind: skirmish\n").size() == 1);  // a repeated key and nothing else
  const auto book = scenarioProblemsOf(
      "scenarios:\n  - id: Ambush\n    title: A\n    book: cry-havoc\n    number: '2'\n    kind: campaign\n"
      "    victory: {text: [x]}\n");
  CHECK(std::count_if(book.begin(), book.end(), [](const std::string& p) { return p.find("kebab-case") != std::string::npos; }) == 1);
  CHECK(std::count_if(book.begin(), book.end(), [](const std::string& p) { return p.find("unknown book 'cry-havoc'") != std::string::npos; }) == 1);
  CHECK(std::count_if(book.begin(), book.end(), [](const std::string& p) { return p.find("needs 'positions'") != std::string::npos; }) == 1);
  CHECK(scenarioProblemsOf("tables: []\n") == std::vector<std::string>{"s.yaml:1:1: expected a top-level 'scenarios:' list"});
}

TEST_CASE("a scenario's diagram is read with its maps' edges and zones, and refused when it does not fit") {
  const std::string diagram =
      "    diagram:\n      maps:\n        - {name: Olive Grove, edges: [3, 4, 1, 2]}\n      zones:\n"
      "        - \"Moslem: anywhere, hidden\"\n"
      "        - {zone: \"Moslem: enters side 1 on Olive Grove\", source: reconstructed, reason: why}\n";
  const SourceText file{"s.yaml", kHead + kSides + diagram};
  const ScenarioLoad load = loadScenarios(std::span(&file, 1));
  REQUIRE(load.problems.empty());
  REQUIRE(load.scenarios.at(0).diagram);
  const ScenarioDiagram& read = *load.scenarios[0].diagram;
  CHECK(read.maps.at(0).edges == MapEdges{3, 4, 1, 2});
  CHECK(read.maps[0].reason.empty());
  REQUIRE(read.zones.size() == 2);
  CHECK(read.zones[0].zone.hidden);
  CHECK(read.zones[0].zone.kind == SetupZone::Kind::anywhere);
  CHECK(read.zones[1].zone.map == "Olive Grove");
  CHECK(read.zones[1].zone.side == 1);
  CHECK(read.zones[1].reason == "why");
  const auto refused = [&](const std::string& maps, const std::string& zones) {
    return scenarioProblemsOf(kHead + kSides + "    diagram:\n      maps: " + maps + "\n      zones: " + zones + "\n");
  };
  CHECK(refused("[{name: Olive Grove, edges: [3, 4, 1, 2]}]", "[\"Moslem: anywhere\"]").empty());
  CHECK(refused("[{name: Olive Grove, edges: [3, 3, 1, 2]}]", "[]").at(0).find("each of 1 to 4 once") != std::string::npos);
  CHECK(refused("[{name: The Moon, edges: [3, 4, 1, 2]}]", "[]").at(0).find("not one of the scenario's 'maps'") !=
        std::string::npos);
  CHECK(refused("[{name: Olive Grove, edges: [3, 4, 1, 2]}]", "[\"Franks: anywhere\"]").at(0).find(
            "not one of the scenario's sides") != std::string::npos);
  CHECK(refused("[{name: Olive Grove, edges: [3, 4, 1, 2]}]", "[\"Moslem: enters side 5\"]").at(0).find(
            "unknown zone 'enters side 5'") != std::string::npos);
  CHECK(refused("[{name: Olive Grove, edges: [3, 4, 1, 2]}]", "[{zone: \"Moslem: middle\", source: reconstructed}]")
            .at(0)
            .find("needs a 'reason'") != std::string::npos);
}

TEST_CASE("scenario ids are unique across files") {
  const SourceText files[] = {{"a.yaml", kHead + kSides}, {"b.yaml", kHead + kSides}};
  const ScenarioLoad load = loadScenarios(files);
  REQUIRE(load.problems.size() == 1);
  CHECK(format(load.problems[0]) == "b.yaml:2:9: scenario id 'ambush' is used twice");
}

TEST_CASE("the shipped scenarios load clean and are 3 Outremer and 15 Montgisard tactical and 5 campaign") {
  CHECK(shipped().problems.empty());
  const auto count = [](const char* book, ScenarioKind kind) {
    return std::count_if(shipped().scenarios.begin(), shipped().scenarios.end(),
                         [&](const Scenario& s) { return s.book == book && s.kind == kind; });
  };
  CHECK(count("outremer-1987", ScenarioKind::tactical) == 3);
  CHECK(count("montgisard", ScenarioKind::tactical) == 15);
  CHECK(count("montgisard", ScenarioKind::campaign) == 5);
  CHECK(shipped().scenarios.size() == 23);
}

TEST_CASE("the shipped scenarios match the books' text") {
  const Scenario& cresson = scenario("spring-of-cresson");
  CHECK(cresson.number == "Tactical Scenario 1");
  CHECK(cresson.turns == 12);
  CHECK(cresson.first == "The Franks");
  REQUIRE(cresson.sides.size() == 2);
  CHECK(cresson.sides[0].groups[0].type == "Hospitallers");
  CHECK(cresson.sides[0].groups[0].names ==
        std::vector<std::string>{"Rémi", "Balian", "Benoît", "Ancelin", "Guérin", "Raymond"});
  CHECK(counters(cresson.sides[0]) == 12);
  CHECK(counters(cresson.sides[1]) == 30);
  CHECK(cresson.victory.levels.front() ==
        "15 and over: Striking Frankish victory. The raid of the Ayyubids is stopped and Gérard de Ridefort has "
        "won his insane bet.");

  const Scenario& raymond = scenario("flight-of-raymond");
  CHECK(raymond.turns == 8);  // as set up; the victory conditions print 12: kept as an erratum
  REQUIRE(raymond.errata.size() == 1);
  CHECK(raymond.errata[0].printed == "At the end of the 12 turns");

  const Scenario& rally = scenario("rally-to-the-standard");
  CHECK(rally.number == "Scenario One");
  REQUIRE(rally.sides.size() == 3);
  CHECK(rally.sides[0].groups[3].heading == "Dismounted");
  CHECK(rally.sides[0].groups[3].type == "Christian Shortbowmen");
  CHECK(rally.sides[0].groups[3].count == 4);
  CHECK(counters(rally.sides[2]) == 35);

  const Scenario& heroic = scenario("heroic-charge");
  const ScenarioGroup& camels = heroic.sides[1].groups[heroic.sides[1].groups.size() - 2];
  CHECK(camels.heading == "The baggage train");
  CHECK(camels.type == "Pack camels");
  CHECK(camels.count == 3);
  CHECK(camels.unit == "camels");

  const Scenario& galilee = scenario("taking-back-galilee");
  CHECK(galilee.kind == ScenarioKind::campaign);
  CHECK(galilee.days == 20);
  CHECK(galilee.first == "The Ayyubids");
  REQUIRE(galilee.positions.size() == 3);
  CHECK(galilee.positions[1].counter == "A2");
  CHECK(galilee.positions[1].headCount == 20);
  CHECK(galilee.positions[1].deniers == 6);
  CHECK(!galilee.positions[2].faith);
  CHECK(galilee.victory.levels[0].starts_with("8 castles or 60 prisoners: Striking Ayyubid victory"));
}

TEST_CASE("tables check counts the scenarios and reports a bad scenario file") {
  const auto clean = runCli({"tables", "check"});
  CHECK(clean.status == 0);
  CHECK(clean.out.find("\n23 scenarios\n") != std::string::npos);

  TempDir dir;
  std::filesystem::copy(OUTREMER_SOURCE "/tables", dir / "t", std::filesystem::copy_options::recursive);
  {
    std::ofstream out(dir / "t/scenarios/extra.yaml");
    out << kHead << kSides << "    turn: 12\n";
  }
  const auto bad = runCli({"tables", "check", dir / "t"});
  CHECK(bad.status == 1);
  CHECK(bad.out.find("scenarios/extra.yaml:14:5: unknown key 'turn' in scenario") != std::string::npos);
}

TEST_CASE("morale-rules holds the scenario's words or the reason for a reading, one of the two") {
  const SourceText printed{"s.yaml", kHead + kSides + "    morale-rules: {printed: \"Morale rules should be used.\"}\n"};
  const ScenarioLoad load = loadScenarios(std::span(&printed, 1));
  REQUIRE(load.problems.empty());
  REQUIRE(load.scenarios.at(0).moraleRules);
  CHECK(load.scenarios[0].moraleRules->printed == "Morale rules should be used.");
  CHECK(scenarioProblemsOf(kHead + kSides + "    morale-rules: {reason: \"4.1 Morale\"}\n").empty());
  CHECK(scenarioProblemsOf(kHead + kSides + "    morale-rules: {printed: a, reason: b}\n") ==
        std::vector<std::string>{"s.yaml:14:19: 'morale-rules' needs one of printed (the scenario's words) or "
                                 "reason (why they apply)"});
  CHECK(scenarioProblemsOf(kHead + kSides + "    morale-rules: {said: a}\n").size() == 2);
  CHECK(scenarioProblemsOf(kHead + kSides + "    morale-rules: yes\n") ==
        std::vector<std::string>{"s.yaml:14:19: expected 'morale-rules' to be a map with printed or reason"});
}
