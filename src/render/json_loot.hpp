#pragma once

#include <nlohmann/json.hpp>

#include "gen/loot.hpp"

namespace outremer::render {

/// Coins by kind as data: {"gf": N, "sf": N, "sc": N, "cc": N}.
nlohmann::ordered_json coinsJson(const gen::Coins& coins);

/// Loot as brief data (schemas/loot.schema.json). Absent values are null, so templates
/// can test them.
nlohmann::ordered_json lootJson(const gen::Loot& loot);

/// The brief's title: "Loot: " and what was looted.
std::string lootTitle(const gen::Loot& loot);

}  // namespace outremer::render
