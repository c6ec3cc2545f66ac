#pragma once

#include <string>
#include <vector>

#include "gen/scenario_generate.hpp"
#include "render/brief.hpp"
#include "render/feudal_roster.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// A generated scenario as brief data (schemas/brief.schema.json, "scenario").
void writeJson(JsonWriter& w, const gen::GeneratedScenario& scenario);

/// Each force as a roster sheet under its name: empty without --roster feudal.
std::vector<SideRoster> generatedScenarioRoster(const gen::GeneratedScenario& scenario);

/// The brief's title: "Scenario: The Franks against The Ayyubids, 400 points".
std::string generatedScenarioTitle(const gen::GeneratedScenario& scenario);

}  // namespace outremer::render
