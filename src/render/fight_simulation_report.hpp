#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

#include "campaign/fight_simulation.hpp"
#include "render/document.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render {

/// What `outremer simulate fight` reports: the simulation (its seed, runs and what is
/// fought), the runs counted (all, or a shard's slice [first, first + tally.runs())) and
/// the tally.
struct FightSimulationReport {
  uint64_t seed = 0;
  uint64_t runs = 0;
  std::string command;  // the whole simulation's command, without --shard, --jobs or --format
  std::string fought;   // who fights whom: "a fresh party against a fresh encounter, highway by day"
  uint64_t first = 0;
  campaign::FightTally tally;

  /// Whether it counts every run of the simulation.
  bool whole() const { return first == 0 && tally.runs() == runs; }
};

/// "the party", "they", "neither": the report's word for a winner (0, 1, campaign::kNoWinner).
const char* winnerWord(size_t winner);

/// The report's title: "Simulated fights: 1000", or "... runs 250 to 499 of 1000" for a part.
std::string fightSimulationTitle(const FightSimulationReport& report);

/// The report as JSON (docs/SIMULATE.md, schemas/fight-simulation.schema.json): what was
/// simulated, each winner and how they won, the turns and each side's losses, with the
/// sums a merge reads beside the shares and means with their 95% intervals.
void writeJson(codec::JsonWriter& w, const FightSimulationReport& report);

/// The report |json| holds, read back from what writeJson wrote (the sums; the shares and
/// means are worked out again). Throws SimulationFormatError naming the JSON path of the
/// first problem.
FightSimulationReport fightSimulationFromJson(const nlohmann::json& json);

/// The report as a document (describe_simulation.cpp): who won the fights and how, with a
/// chart of it as a figure, and a fight's turns and each side's losses, every figure with
/// its 95% interval.
Document fightSimulationDocument(const FightSimulationReport& report);

}  // namespace outremer::render
