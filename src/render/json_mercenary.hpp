#pragma once

#include <string>

#include "gen/mercenary.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

/// A mercenary duty as brief data (schemas/mercenary.schema.json): the duty, and the
/// encounter or the village raid that follows (the other one null).
void writeJson(JsonWriter& w, const gen::MercenaryDuty& duty);

/// The brief's title: "Mercenary duty: " and the duty's words.
std::string mercenaryTitle(const gen::MercenaryDuty& duty);

}  // namespace outremer::render
