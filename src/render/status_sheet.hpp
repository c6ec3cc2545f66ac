#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>

#include "campaign/route.hpp"
#include "campaign/state.hpp"

namespace outremer::render {

/// The party sheet, purse, position, promise and wanted notices, as text.
std::string statusText(const campaign::State& state, const campaign::Route& route);
/// Whom the party faces when no brief was kept for them (mutineers, the great lord's men,
/// a save's band from an older outremer): each band and its men with their strengths, and
/// the ground they are fought on, as text.
std::string waitingRoster(const campaign::Meeting& meeting);
/// The same as JSON (the save without its log and generator state).
nlohmann::ordered_json statusJson(const campaign::State& state, const campaign::Route& route);

}  // namespace outremer::render
