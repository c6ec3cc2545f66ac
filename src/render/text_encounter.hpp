#pragma once

#include <string>

#include "gen/encounter.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// The encounter of a mercenary duty as its text brief shows it, from "Place:" to its
/// victory terms (an encounter's own brief is described: render/describe.hpp).
void appendEncounterText(std::string& out, const gen::Encounter& encounter);

/// The scene of an encounter or a village raid: its tactical map, set-up and victory terms.
void appendSceneText(std::string& out, const std::optional<gen::TacticalMap>& map,
                     const std::optional<gen::Deployment>& deployment);

}  // namespace outremer::render
