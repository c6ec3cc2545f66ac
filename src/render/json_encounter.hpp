#pragma once

#include <string>
#include <vector>

#include "gen/encounter.hpp"
#include "render/feudal_roster.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// An encounter as brief data (schemas/encounter.schema.json). Optional words (result,
/// intention, kind, a group's role or note) are left out when empty, so templates can
/// test them with sections.
void writeJson(JsonWriter& w, const gen::Encounter& encounter);

/// The encounter's parts that may be absent (null in the brief).
void writeJson(JsonWriter& w, const gen::TacticalMap& map);
void writeJson(JsonWriter& w, const gen::Deployment& plan);

/// How a group goes: "mounted", "on foot" or "mixed" (a party of riders and walkers).
std::string mountOf(const gen::EncounterGroup& group);

/// The encounter's side as a roster sheet, named by what was met: empty without a roster.
std::vector<SideRoster> encounterRoster(const gen::Encounter& encounter);

/// The brief's title: "Encounter: Brigands (On Highway, by day)", or the clear hex.
std::string encounterTitle(const gen::Encounter& encounter);

}  // namespace outremer::render
