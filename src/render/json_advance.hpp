#pragma once

#include <nlohmann/json.hpp>

#include <vector>

#include "gen/advancement.hpp"

namespace outremer::render {

/// An engagement's advancement as brief data (schemas/advance.schema.json).
nlohmann::ordered_json advanceJson(const gen::Advancement& advancement);

/// A class's events as data: [{"id", "entry", "points", "points_text", "order_points"?}].
nlohmann::ordered_json eventsJson(const std::vector<gen::AdvanceEvent>& events);

}  // namespace outremer::render
