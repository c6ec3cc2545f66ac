#pragma once

#include <string>

#include "campaign/simulation_report.hpp"
#include "render/document.hpp"

namespace outremer::render {

/// The report's title: "Simulated fights: 1000", or "... runs 250 to 499 of 1000" for a part.
std::string fightSimulationTitle(const campaign::FightSimulationReport& report);

/// The report as a document (describe_simulation.cpp): who won the fights and how, with a
/// chart of it as a figure, and a fight's turns and each side's losses, every figure with
/// its 95% interval. Its JSON is codec/fight_simulation.hpp's.
Document fightSimulationDocument(const campaign::FightSimulationReport& report);

}  // namespace outremer::render
