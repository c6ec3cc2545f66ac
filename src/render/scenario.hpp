#pragma once

#include <span>
#include <string>
#include <vector>

#include "codec/scenario.hpp"
#include "gen/scenario_points.hpp"
#include "render/document.hpp"
#include "render/feudal_roster.hpp"
#include "tables/scenario.hpp"

namespace outremer::render {

// The printed scenarios as `outremer scenario list` and `scenario show` write them: the
// list in text (80 columns), Markdown and HTML (scenario_list.cpp), a scenario described
// once for the generic writers; both as JSON are their codec forms (codec/scenario.hpp).

/// What the rolled strengths are, under their heading in every format.
inline constexpr const char* kRolledNote =
    "As for a one-off scenario (Outremer, Hints on determining initial character strengths): a d10 for "
    "each character, 10 read as 0, places his attack in his type's range and his defence follows; "
    "dismounted attack is half the mounted. The points above stay at the minimum strengths.";

std::string scenarioListText(std::span<const codec::PricedScenario> scenarios);
std::string scenarioListMarkdown(std::span<const codec::PricedScenario> scenarios);
/// A whole HTML page (as `--format html` writes every page), for the browser and print.
std::string scenarioListHtml(std::span<const codec::PricedScenario> scenarios);

/// A scenario as `scenario show` shows it, for textOf, markdownOf and htmlOf
/// (describe_scenario.cpp).
Document scenarioDocument(const codec::PricedScenario& priced);

/// "Montgisard, Tactical Scenario 1".
std::string scenarioSource(const tables::Scenario& scenario);
/// "12 turns", "15 days", or "" where neither is printed.
std::string scenarioLength(const tables::Scenario& scenario);
/// How one priced group counts: "Holy Order Knights, mounted 24/10; Heavy cavalry (with
/// armour), ATT + DEF = 34 each", "Pack camel, 12 each", "not priced" or "no type".
std::string countsAs(const gen::GroupPoints& group);
/// A group's characters as printed: their names, or "12 peasants" where none is named.
std::string groupCharacters(const tables::ScenarioGroup& group);

}  // namespace outremer::render
