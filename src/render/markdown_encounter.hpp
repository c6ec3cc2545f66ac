#pragma once

#include <string>

#include "gen/encounter.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// An encounter as the Markdown brief shows it, from "**Place:**" to its victory terms.
void appendEncounterMarkdown(std::string& out, const gen::Encounter& encounter);

/// A whole encounter brief as Markdown.
std::string briefMarkdown(const Brief& brief, const gen::Encounter& encounter);

}  // namespace outremer::render
