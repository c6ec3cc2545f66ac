// The simulation reports' JSON read back: the sums as written, the derived figures only
// checked, and every problem refused with its JSON path.
#include "codec/simulation.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <functional>
#include <type_traits>

#include "codec/fight_simulation.hpp"
#include "codec/json_out.hpp"

namespace outremer::codec {
namespace {

using nlohmann::json;

campaign::SimulationReport pilgrimages() {
  campaign::SimulationReport r;
  r.spec = {18446744073709551615ULL, campaign::Policy::bold, "knight-and-retainers", 10};
  r.command = "outremer simulate campaign --runs 10 --policy bold --seed 18446744073709551615";
  r.first = 4;
  r.places = {{"antioch", "Antioch"}, {"krak", "Krak des Chevaliers"}};
  r.tally = campaign::SimulationTally(2);
  for (int run = 0; run < 3; ++run) {
    campaign::Pilgrimage p;
    p.ending = run == 0 ? campaign::Ending::none : campaign::Ending::arrived;
    p.day = 10 + run;
    p.survivors = 4 - run;
    p.purse = -run;
    p.encounters = {run, 1};
    p.deaths = {0, run};
    p.reached = {true, run > 0};
    p.endedAt = run > 0 ? 1 : 0;
    r.tally.add(p);
  }
  return r;
}

campaign::FightSimulationReport fights() {
  campaign::FightSimulationReport r;
  r.seed = 8;
  r.runs = 3;
  r.command = "outremer simulate fight --runs 3 --seed 8";
  r.fought = "a fresh party each run against a fresh encounter each run (highway, day)";
  for (int run = 0; run < 3; ++run) {
    campaign::FightRun f;
    f.end = run == 0 ? gen::FightEnd::notFought : gen::FightEnd::destroyed;
    f.winner = run == 0 ? campaign::kNoWinner : 0;
    f.turns = run * 2;
    f.sides[0] = {5, run, 1, 0, 0};
    f.sides[1] = {4, 4 * (run > 0), 0, 0, run};
    r.tally.add(f);
  }
  return r;
}

json written(const auto& report) { return json::parse(jsonText(report, 2)); }

TEST_CASE("a simulation report reads back as written: the sums, the places, the simulation") {
  const campaign::SimulationReport r = pilgrimages();
  const campaign::SimulationReport read = readSimulationReport(written(r));
  CHECK(read.spec.seed == r.spec.seed);
  CHECK(read.spec.policy == r.spec.policy);
  CHECK(read.spec.group == r.spec.group);
  CHECK(read.spec.runs == r.spec.runs);
  CHECK(read.command == r.command);
  CHECK(read.first == r.first);
  CHECK(read.places == r.places);
  CHECK(read.tally == r.tally);
  CHECK(jsonText(read, 2) == jsonText(r, 2));
}

TEST_CASE("a fight simulation report reads back as written") {
  const campaign::FightSimulationReport r = fights();
  const campaign::FightSimulationReport read = readFightSimulationReport(written(r));
  CHECK(read.seed == r.seed);
  CHECK(read.runs == r.runs);
  CHECK(read.command == r.command);
  CHECK(read.fought == r.fought);
  CHECK(read.tally == r.tally);
  CHECK(jsonText(read, 2) == jsonText(r, 2));
}

// The report |edit| makes of the written one, refused with |message|.
void refusedAs(const auto& report, const std::function<void(json&)>& edit, const std::string& message) {
  json j = written(report);
  edit(j);
  INFO(j.dump());
  if constexpr (std::is_same_v<std::remove_cvref_t<decltype(report)>, campaign::SimulationReport>) {
    CHECK_THROWS_WITH(readSimulationReport(j), message);
  } else {
    CHECK_THROWS_WITH(readFightSimulationReport(j), message);
  }
}

TEST_CASE("a simulation report that is not as written is refused, naming the JSON path") {
  const campaign::SimulationReport r = pilgrimages();
  refusedAs(r, [](json& j) { j["outremer"] = "brief"; },
            "not an outremer simulation report (--format Json of 'outremer simulate')");
  // "outremer" of another type: the same refusal, not the JSON library's type error.
  refusedAs(r, [](json& j) { j["outremer"] = 5; },
            "not an outremer simulation report (--format Json of 'outremer simulate')");
  refusedAs(r, [](json& j) { j["version"] = 2; }, "simulation.version: 2 is not a version this outremer reads (1)");
  refusedAs(r, [](json& j) { j["seed"] = "007"; },
            "simulation.seed: '007' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  refusedAs(r, [](json& j) { j["policy"] = "rash"; }, "simulation.policy: 'rash' is not one of cautious, bold");
  refusedAs(r, [](json& j) { j["count"] = 7; },
            "simulation.count: runs 4 to 11 (less one) are not runs of a simulation of 10");
  refusedAs(r, [](json& j) { j["endings"][1]["ending"] = "imprisoned"; },
            "simulation.endings[1].ending: expected destroyed");
  refusedAs(r, [](json& j) { j["endings"][0]["runs"] = 1; }, "simulation.endings: the endings add up to 2, not 3");
  refusedAs(r, [](json& j) { j["endings"].erase(4); }, "simulation.endings: expected 5 items, found 4");
  refusedAs(r, [](json& j) { j["measures"]["purse"]["count"] = 2; },
            "simulation.measures.purse.count: 2 is not the runs counted, 3");
  refusedAs(r, [](json& j) { j["measures"]["day"]["least"] = 99; }, "simulation.measures.day.least: above most");
  refusedAs(r, [](json& j) { j["measures"]["day"]["squares"] = -1; },
            "simulation.measures.day.squares: -1 is below 0");
  // The figures for readers are checked for their type, then worked out again.
  refusedAs(r, [](json& j) { j["measures"]["day"]["mean"] = "eleven"; },
            "simulation.measures.day.mean: expected a number, found string");
  refusedAs(r, [](json& j) { j["places"][1]["reached"]["share"] = nullptr; },
            "simulation.places[1].reached.share: expected a number, found null");
  refusedAs(r, [](json& j) { j["places"][1]["ended"]["runs"] = 3; },
            "simulation.places[1].ended.runs: more than the runs that reached the hex");
  refusedAs(r, [](json& j) { j["places"][0]["deaths"]["count"] = 4; },
            "simulation.places[0].deaths.count: 4 is not the runs counted, 3");
  refusedAs(r, [](json& j) { j["places"][0]["colour"] = "red"; },
            "simulation.places[0].colour: not a field of the simulation report");
  refusedAs(r, [](json& j) { j.erase("caps"); }, "simulation.caps: missing");
  // Edited figures are not read: the report read back has them right again.
  json j = written(r);
  j["endings"][0]["share"] = 0.5;
  j["measures"]["day"]["mean"] = 1000;
  CHECK(jsonText(readSimulationReport(j), 2) == jsonText(r, 2));
}

TEST_CASE("a fight simulation report that is not as written is refused, naming the JSON path") {
  const campaign::FightSimulationReport r = fights();
  refusedAs(r, [](json& j) { j["outremer"] = "simulation"; },
            "not an outremer fight simulation report (--format Json of 'simulate fight')");
  refusedAs(r, [](json& j) { j["outremer"] = json::array(); },
            "not an outremer fight simulation report (--format Json of 'simulate fight')");
  refusedAs(r, [](json& j) { j["winners"][1]["winner"] = "neither"; },
            "simulation.winners[1].winner: expected they");
  refusedAs(r, [](json& j) { j["winners"][0]["ends"][2]["end"] = "undecided"; },
            "simulation.winners[0].ends[2].end: expected broken by morale");
  refusedAs(r, [](json& j) { j["winners"][0]["ends"][1]["runs"] = 0; },
            "simulation.winners: the ends add up to 1, not 3");
  refusedAs(r, [](json& j) { j["winners"][0]["runs"] = "two"; },
            "simulation.winners[0].runs: expected a whole number, found string");
  refusedAs(r, [](json& j) { j["turns"]["count"] = 1; }, "simulation.turns.count: 1 is not the runs counted, 3");
  refusedAs(r, [](json& j) { j["sides"][1]["side"] = "the party"; }, "simulation.sides[1].side: expected they");
  refusedAs(r, [](json& j) { j["sides"][0]["fled"]["count"] = 2; },
            "simulation.sides[0].fled.count: 2 is not the runs counted, 3");
  refusedAs(r, [](json& j) { j["sides"].erase(1); }, "simulation.sides: expected 2 items, found 1");
}

}  // namespace
}  // namespace outremer::codec
