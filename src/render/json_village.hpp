#pragma once

#include <nlohmann/json.hpp>

#include "gen/village.hpp"

namespace outremer::render {

/// Numbers in Moslem Village as data: one object per row rolled.
nlohmann::ordered_json villageNumbersJson(const std::vector<gen::VillageGroup>& numbers);

/// A village raid as brief data (schemas/village.schema.json).
nlohmann::ordered_json villageJson(const gen::VillageRaid& raid);

/// The brief's title.
std::string villageTitle();

}  // namespace outremer::render
