#pragma once

#include <nlohmann/json.hpp>

#include "gen/upkeep.hpp"

namespace outremer::render {

/// An upkeep ledger as brief data (schemas/upkeep.schema.json).
nlohmann::ordered_json upkeepJson(const gen::Ledger& ledger);

}  // namespace outremer::render
