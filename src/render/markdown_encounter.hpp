#pragma once

#include <string>

#include "gen/encounter.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// An encounter as the Markdown brief shows it, from "**Place:**" to its victory terms.
void appendEncounterMarkdown(std::string& out, const gen::Encounter& encounter);

/// The scene of an encounter or a village raid: its tactical map, set-up and victory terms.
void appendSceneMarkdown(std::string& out, const std::optional<gen::TacticalMap>& map,
                         const std::optional<gen::Deployment>& deployment);
/// A whole encounter brief as Markdown.
std::string briefMarkdown(const Brief& brief, const gen::Encounter& encounter);

}  // namespace outremer::render
