// A fight simulation's report as JSON, and back: the sums are what a merge reads; the
// shares and means beside them are for readers, worked out again from the sums.
#include "render/fight_simulation_report.hpp"

#include <nlohmann/json.hpp>
#include "render/simulation_json.hpp"
#include "render/simulation_report.hpp"

namespace outremer::render {

using campaign::kFightEnds;
using campaign::kWinners;
using Json = nlohmann::json;
using namespace simulation_json;

namespace {

constexpr int kFightReportVersion = 1;

}  // namespace

const char* winnerWord(size_t winner) {
  return winner == 0 ? "the party" : winner == 1 ? "they" : "neither";
}

void writeJson(codec::JsonWriter& w, const FightSimulationReport& r) {
  const campaign::FightTally& t = r.tally;
  w.beginObject().member("outremer", "fight-simulation").member("version", kFightReportVersion).member("command", r.command);
  w.member("seed", std::to_string(r.seed)).member("fought", r.fought);
  w.member("runs", r.runs).member("first", r.first).member("count", t.runs()).key("winners").beginArray();
  for (size_t winner = 0; winner < kWinners; ++winner) {
    w.beginObject().member("winner", winnerWord(winner));
    writeShare(w, t.won(winner), t.runs());
    w.key("ends").beginArray();
    for (size_t end = 0; end < kFightEnds; ++end) {
      w.beginObject().member("end", gen::name(static_cast<gen::FightEnd>(end)));
      writeShare(w, t.outcomes[winner][end], t.runs());
      w.endObject();
    }
    w.endArray().endObject();
  }
  w.endArray().key("turns");
  writeSums(w, t.turns);
  w.key("sides").beginArray();
  for (size_t side = 0; side < 2; ++side) {
    w.beginObject().member("side", winnerWord(side));
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      w.key(m.name);
      writeSums(w, t.sides[side].*m.sums);
    }
    w.endObject();
  }
  w.endArray().endObject();
}

namespace {

// Each winner's fights by how they ended; they must add up to the runs counted.
void readWinners(const Json& j, campaign::FightTally& t, uint64_t runs) {
  const Json& winners = list(j, "simulation", "winners", kWinners);
  uint64_t counted = 0;
  for (size_t winner = 0; winner < kWinners; ++winner) {
    const std::string at = "simulation.winners[" + std::to_string(winner) + "]";
    if (text(winners[winner], at, "winner") != winnerWord(winner)) {
      refuse(at + ".winner", std::string("expected ") + winnerWord(winner));
    }
    const Json& ends = list(winners[winner], at, "ends", kFightEnds);
    for (size_t end = 0; end < kFightEnds; ++end) {
      const std::string endAt = at + ".ends[" + std::to_string(end) + "]";
      const char* word = gen::name(static_cast<gen::FightEnd>(end));
      if (text(ends[end], endAt, "end") != word) refuse(endAt + ".end", std::string("expected ") + word);
      t.outcomes[winner][end] = count(ends[end], endAt, "runs");
      counted += t.outcomes[winner][end];
    }
  }
  if (counted != runs) {
    refuse("simulation.winners", "the ends add up to " + std::to_string(counted) + ", not " + std::to_string(runs));
  }
}

}  // namespace

FightSimulationReport fightSimulationFromJson(const Json& j) {
  if (!j.is_object() || j.value("outremer", "") != "fight-simulation") {
    throw SimulationFormatError("not an outremer fight simulation report (--format Json of 'simulate fight')");
  }
  if (whole(j, "simulation", "version") != kFightReportVersion) {
    refuse("simulation.version", field(j, "simulation", "version").dump() +
                                     " is not a version this outremer reads (" + std::to_string(kFightReportVersion) + ")");
  }
  FightSimulationReport r;
  r.seed = readSeed(j, "simulation");
  r.command = text(j, "simulation", "command");
  r.fought = text(j, "simulation", "fought");
  r.runs = count(j, "simulation", "runs");
  r.first = count(j, "simulation", "first");
  const uint64_t runs = count(j, "simulation", "count");
  if (runs == 0 || runs > r.runs || r.first > r.runs - runs) {
    refuse("simulation.count", "runs " + std::to_string(r.first) + " to " + std::to_string(r.first + runs) +
                                   " (less one) are not runs of a simulation of " + std::to_string(r.runs));
  }
  readWinners(j, r.tally, runs);
  r.tally.turns = readSums(j, "simulation", "turns", runs);
  const Json& sides = list(j, "simulation", "sides", 2);
  for (size_t side = 0; side < 2; ++side) {
    const std::string at = "simulation.sides[" + std::to_string(side) + "]";
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      r.tally.sides[side].*m.sums = readSums(sides[side], at, m.name, runs);
    }
  }
  return r;
}

}  // namespace outremer::render
