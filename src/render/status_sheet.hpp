#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

#include "campaign/payday.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"

namespace outremer::render {

/// The party sheet, purse, position, promise, next payday and wanted notices, as text.
std::string statusText(const campaign::State& state, const campaign::Route& route,
                       const std::optional<campaign::Payday>& payday);
/// The same as JSON (the save without its log and generator state, with the words of the
/// promise, the payday and the wanted notices).
nlohmann::ordered_json statusJson(const campaign::State& state, const campaign::Route& route,
                                  const std::optional<campaign::Payday>& payday);

/// Whom the party faces when no brief was kept for them (mutineers, the great lord's men,
/// a save's band from an older outremer): each band and its men with their strengths, and
/// the ground they are fought on, as text.
std::string waitingRoster(const campaign::Meeting& meeting);

}  // namespace outremer::render
