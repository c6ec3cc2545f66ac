// What `outremer simulate campaign` and `simulate fight` report: a simulation and the tally
// of the runs counted. Their JSON forms are codec/simulation.hpp and
// codec/fight_simulation.hpp; their documents render's describe_simulation.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/chronicle.hpp"
#include "campaign/fight_simulation.hpp"
#include "campaign/simulation.hpp"

namespace outremer::campaign {

/// A hex of a simulation's report: its route id and name.
struct PlaceName {
  std::string id;
  std::string name;
  bool operator==(const PlaceName&) const = default;
};

/// The hexes of |places| by id and name.
std::vector<PlaceName> placeNames(const Places& places);

/// What `outremer simulate campaign` reports: the simulation, the runs counted (all of
/// them, or a shard's slice [first, first + tally.runs())), the hexes and the tally.
struct SimulationReport {
  SimulationSpec spec;
  std::string command;  // the whole simulation's command, without --shard, --jobs or --format
  uint64_t first = 0;
  std::vector<PlaceName> places;  // as many as tally.places
  SimulationTally tally{};
  /// The route the places are on, for the HTML report's map; none when it is not known.
  std::optional<RouteMapData> map = std::nullopt;

  /// Whether it counts every run of the simulation.
  bool whole() const { return first == 0 && tally.runs() == spec.runs; }
};

/// What `outremer simulate fight` reports: the simulation (its seed, runs and what is
/// fought), the runs counted (all, or a shard's slice [first, first + tally.runs())) and
/// the tally.
struct FightSimulationReport {
  uint64_t seed = 0;
  uint64_t runs = 0;
  std::string command;  // the whole simulation's command, without --shard, --jobs or --format
  std::string fought;   // who fights whom: "a fresh party against a fresh encounter, highway by day"
  uint64_t first = 0;
  FightTally tally;

  /// Whether it counts every run of the simulation.
  bool whole() const { return first == 0 && tally.runs() == runs; }
};

}  // namespace outremer::campaign
