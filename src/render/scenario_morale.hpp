#pragma once

#include <string>
#include <vector>

#include "gen/scenario_morale.hpp"
#include "render/document.hpp"
#include "tables/scenario.hpp"

namespace outremer::render {

// Montgisard's morale rules on a printed scenario (`scenario show`, when the scenario
// plays them): why they are in use, each side's characters by the 4.1.1 Morale table, when
// to test (4.1.2), the modifiers, what a failed test does (4.1.3) and the 4.5.1 Desertion
// table; described once for the generic writers (the JSON is its codec form, codec/scenario.hpp).

/// The morale sections of |scenario| (whose moraleRules is set).
void describeScenarioMorale(std::vector<Block>& blocks, const tables::Scenario& scenario,
                            const gen::ScenarioMorale& morale);

}  // namespace outremer::render
