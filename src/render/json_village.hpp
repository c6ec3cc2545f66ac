#pragma once

#include <string>

#include "gen/village.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// A village raid as brief data (schemas/village.schema.json).
void writeJson(JsonWriter& w, const gen::VillageRaid& raid);

/// The brief's title.
std::string villageTitle();

}  // namespace outremer::render
