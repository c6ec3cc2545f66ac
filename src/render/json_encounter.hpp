#pragma once

#include <nlohmann/json.hpp>

#include "gen/encounter.hpp"

namespace outremer::render {

/// An encounter as brief data (schemas/encounter.schema.json). Optional words (result,
/// intention, kind, a group's role or note) are left out when empty, so templates can
/// test them with sections.
nlohmann::ordered_json encounterJson(const gen::Encounter& encounter);

/// The brief's title: "Encounter: Brigands (On Highway, by day)", or the clear hex.
std::string encounterTitle(const gen::Encounter& encounter);

}  // namespace outremer::render
