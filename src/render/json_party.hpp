#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

#include "gen/character.hpp"
#include "gen/party.hpp"
#include "gen/roll_log.hpp"

namespace outremer::render {

/// A character as brief data (schemas/brief.schema.json, "character").
nlohmann::ordered_json characterJson(const gen::Character& character);

/// A party as brief data (schemas/brief.schema.json, "party").
nlohmann::ordered_json partyJson(const gen::Party& party);

/// The brief's title: "Pilgrim party: " and the group's words.
std::string partyTitle(const gen::Party& party);

/// The whole party brief (briefJson of partyJson), titled by partyTitle.
nlohmann::ordered_json partyBrief(const gen::Party& party, const gen::RollLog& log, uint64_t seed,
                                  const std::string& command);

}  // namespace outremer::render
