#pragma once

#include <string>

#include "campaign/simulation_report.hpp"
#include "render/document.hpp"

namespace outremer::render {

/// The report's title: "Simulated pilgrimages: 1000, bold policy", or "... runs 250 to 499
/// of 1000, ..." for a part.
std::string simulationTitle(const campaign::SimulationReport& report);
/// Who the parties are: "each rolled on Group Determination Table 1", or the group's id.
std::string simulationParties(const campaign::SimulationReport& report);

/// The report as a document (describe_simulation.cpp): how the pilgrimages ended and
/// where, a pilgrimage's measures and each hex reached, every figure with its 95% interval;
/// as figures, charts of the endings and of each hex's encounters and deaths and, with the
/// report's map, the route map shaded by where the pilgrimages ended. Its JSON is
/// codec/simulation.hpp's.
Document simulationDocument(const campaign::SimulationReport& report);

}  // namespace outremer::render
