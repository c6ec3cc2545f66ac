#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>

#include "campaign/route.hpp"
#include "campaign/state.hpp"

namespace outremer::render {

/// The party sheet, purse, position, promise and wanted notices, as text.
std::string statusText(const campaign::State& state, const campaign::Route& route);
/// The same as JSON (the save without its log and generator state).
nlohmann::ordered_json statusJson(const campaign::State& state, const campaign::Route& route);

}  // namespace outremer::render
