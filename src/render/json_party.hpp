#pragma once

#include <nlohmann/json.hpp>

#include "gen/character.hpp"
#include "gen/party.hpp"

namespace outremer::render {

/// A character as brief data (schemas/brief.schema.json, "character").
nlohmann::ordered_json characterJson(const gen::Character& character);

/// A party as brief data (schemas/brief.schema.json, "party").
nlohmann::ordered_json partyJson(const gen::Party& party);

}  // namespace outremer::render
