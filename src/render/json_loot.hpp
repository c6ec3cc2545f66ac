#pragma once

#include <string>

#include "gen/loot.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// Loot as brief data (schemas/loot.schema.json). Absent values are null, so templates
/// can test them.
void writeJson(JsonWriter& w, const gen::Loot& loot);

/// A drovers' herd: {"francs", "drovers", "rustlers"}.
void writeJson(JsonWriter& w, const gen::Herd& herd);

/// The brief's title: "Loot: " and what was looted.
std::string lootTitle(const gen::Loot& loot);

}  // namespace outremer::render
