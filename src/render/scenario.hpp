#pragma once

#include <span>
#include <string>
#include <vector>

#include "gen/scenario_points.hpp"
#include "render/json_writer.hpp"
#include "tables/scenario.hpp"

namespace outremer::render {

// The printed scenarios as `outremer scenario list` and `scenario show` write them: text
// (80 columns), Markdown and JSON (schemas/scenario-list.schema.json and
// scenario.schema.json).

/// A scenario with its sides priced (gen::scenarioPoints).
struct PricedScenario {
  const tables::Scenario* scenario = nullptr;
  std::vector<gen::SidePoints> sides;
};

std::string scenarioListText(std::span<const PricedScenario> scenarios);
std::string scenarioListMarkdown(std::span<const PricedScenario> scenarios);
void writeScenarioListJson(JsonWriter& w, std::span<const PricedScenario> scenarios);

std::string scenarioText(const PricedScenario& priced);
std::string scenarioMarkdown(const PricedScenario& priced);
void writeScenarioJson(JsonWriter& w, const PricedScenario& priced);

/// "Montgisard, Tactical Scenario 1".
std::string scenarioSource(const tables::Scenario& scenario);
/// "12 turns", "15 days", or "" where neither is printed.
std::string scenarioLength(const tables::Scenario& scenario);
/// How one priced group counts: "Holy Order Knights, mounted 24/10; Heavy cavalry (with
/// armour), ATT + DEF = 34 each", "Pack camel, 12 each", "not priced" or "no type".
std::string countsAs(const gen::GroupPoints& group);
/// The mapping rows the scenario's groups use, once each, in order (for footnotes).
std::vector<const tables::Row*> mappingsUsed(const PricedScenario& priced);

}  // namespace outremer::render
