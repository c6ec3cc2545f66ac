#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "gen/roll_log.hpp"
#include "gen/scenario_morale.hpp"
#include "gen/scenario_points.hpp"
#include "gen/scenario_roll.hpp"
#include "render/document.hpp"
#include "render/feudal_roster.hpp"
#include "codec/json_writer.hpp"
#include "tables/scenario.hpp"

namespace outremer::render {

// The printed scenarios as `outremer scenario list` and `scenario show` write them: the
// list in text (80 columns), Markdown and HTML (scenario_list.cpp), a scenario described
// once for the generic writers, and both as JSON (schemas/scenario-list.schema.json and
// scenario.schema.json).

/// A scenario's characters with rolled strengths (`scenario show --roll`): the seed, the
/// command that rolls them again, each side's groups and every die.
struct RolledScenario {
  uint64_t seed = 0;
  std::string command;
  std::vector<gen::RolledSide> sides;  // one a printed side
  gen::RollLog log;
};

/// What the rolled strengths are, under their heading in every format.
inline constexpr const char* kRolledNote =
    "As for a one-off scenario (Outremer, Hints on determining initial character strengths): a d10 for "
    "each character, 10 read as 0, places his attack in his type's range and his defence follows; "
    "dismounted attack is half the mounted. The points above stay at the minimum strengths.";

/// A scenario with its sides priced (gen::scenarioPoints), and rolled when |rolled| is set.
struct PricedScenario {
  const tables::Scenario* scenario = nullptr;
  std::vector<gen::SidePoints> sides;
  const RolledScenario* rolled = nullptr;
  const codec::FeudalRosterSheet* roster = nullptr;  // `--roster feudal`: each side as figures
  const gen::ScenarioMorale* morale = nullptr;  // a scenario played with Montgisard's morale rules
};

std::string scenarioListText(std::span<const PricedScenario> scenarios);
std::string scenarioListMarkdown(std::span<const PricedScenario> scenarios);
/// A whole HTML page (as `--format html` writes every page), for the browser and print.
std::string scenarioListHtml(std::span<const PricedScenario> scenarios);
void writeScenarioListJson(codec::JsonWriter& w, std::span<const PricedScenario> scenarios);

/// A scenario as `scenario show` shows it, for textOf, markdownOf and htmlOf
/// (describe_scenario.cpp).
Document scenarioDocument(const PricedScenario& priced);
void writeScenarioJson(codec::JsonWriter& w, const PricedScenario& priced);

/// "Montgisard, Tactical Scenario 1".
std::string scenarioSource(const tables::Scenario& scenario);
/// "12 turns", "15 days", or "" where neither is printed.
std::string scenarioLength(const tables::Scenario& scenario);
/// How one priced group counts: "Holy Order Knights, mounted 24/10; Heavy cavalry (with
/// armour), ATT + DEF = 34 each", "Pack camel, 12 each", "not priced" or "no type".
std::string countsAs(const gen::GroupPoints& group);
/// A group's characters as printed: their names, or "12 peasants" where none is named.
std::string groupCharacters(const tables::ScenarioGroup& group);
/// The mapping rows the scenario's groups use, once each, in order (for footnotes).
std::vector<const tables::Row*> mappingsUsed(const PricedScenario& priced);

}  // namespace outremer::render
