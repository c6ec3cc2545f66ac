#pragma once

#include <string>

#include "gen/character.hpp"
#include "gen/party.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// Money as data: {"copper": N, "text": "1GF 2SF"} (always normalised).
void writeJson(JsonWriter& w, const tables::Money& money);

/// A character as brief data (schemas/brief.schema.json, "character"): the object's members
/// only, so that a campaign save can add its own after them.
void writeCharacterMembers(JsonWriter& w, const gen::Character& character);
void writeJson(JsonWriter& w, const gen::Character& character);

/// A party as brief data (schemas/brief.schema.json, "party").
void writeJson(JsonWriter& w, const gen::Party& party);

/// The brief's title: "Pilgrim party: " and the group's words.
std::string partyTitle(const gen::Party& party);

}  // namespace outremer::render
