#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "campaign/chronicle.hpp"
#include "campaign/simulation.hpp"
#include "render/document.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render {

/// A hex of a simulation's report: its route id and name.
struct PlaceName {
  std::string id;
  std::string name;
  bool operator==(const PlaceName&) const = default;
};

/// What `outremer simulate` reports: the simulation, the runs counted (all of them, or a
/// shard's slice [first, first + tally.runs())), the hexes and the tally.
struct SimulationReport {
  campaign::SimulationSpec spec;
  std::string command;  // the whole simulation's command, without --shard, --jobs or --format
  uint64_t first = 0;
  std::vector<PlaceName> places;  // as many as tally.places
  campaign::SimulationTally tally;
  /// The route the places are on, for the HTML report's map; none when it is not known.
  std::optional<campaign::RouteMapData> map = std::nullopt;

  /// Whether it counts every run of the simulation.
  bool whole() const { return first == 0 && tally.runs() == spec.runs; }
};

/// The hexes of |places| by id and name.
std::vector<PlaceName> placeNames(const campaign::Places& places);

/// The report as JSON (docs/SIMULATE.md, schemas/simulation.schema.json): what was
/// simulated, the sums of each measure (all a merge needs) and the shares and means with
/// their 95% intervals.
void writeJson(codec::JsonWriter& w, const SimulationReport& report);

/// A report that is not one outremer writes: the message starts with the JSON path of
/// the first problem ("simulation.places[2].deaths.sum: ...").
class SimulationFormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The report |json| holds, read back from what writeJson wrote: the sums, not the
/// shares and means (they are worked out again). Throws SimulationFormatError for a
/// missing field, a value of the wrong type or out of range, or sums that do not add up
/// to the runs counted.
SimulationReport simulationFromJson(const nlohmann::json& json);

/// The report's title: "Simulated pilgrimages: 1000, bold policy", or "... runs 250 to 499
/// of 1000, ..." for a part.
std::string simulationTitle(const SimulationReport& report);
/// Who the parties are: "each rolled on Group Determination Table 1", or the group's id.
std::string simulationParties(const SimulationReport& report);

/// The report as a document (describe_simulation.cpp): how the pilgrimages ended and
/// where, a pilgrimage's measures and each hex reached, every figure with its 95% interval;
/// as figures, charts of the endings and of each hex's encounters and deaths and, with the
/// report's map, the route map shaded by where the pilgrimages ended.
Document simulationDocument(const SimulationReport& report);

}  // namespace outremer::render
