#pragma once

#include <nlohmann/json.hpp>

#include "gen/mercenary.hpp"

namespace outremer::render {

/// A mercenary duty as brief data (schemas/mercenary.schema.json): the duty, and the
/// encounter or the village raid that follows (the other one null).
nlohmann::ordered_json mercenaryJson(const gen::MercenaryDuty& duty);

/// The brief's title: "Mercenary duty: " and the duty's words.
std::string mercenaryTitle(const gen::MercenaryDuty& duty);

}  // namespace outremer::render
