#pragma once

#include <optional>
#include <string>

#include "campaign/payday.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "codec/status_sheet.hpp"

namespace outremer::render {

/// The party sheet, purse, position, promise, next payday and wanted notices, as text.
std::string statusText(const campaign::State& state, const campaign::Route& route,
                       const std::optional<campaign::Payday>& payday);
/// The same for JSON (its codec form): the save without its log and generator state, with
/// the words of where the party is, the promise, the payday and the wanted notices.
codec::StatusSheet statusSheet(const campaign::State& state, const campaign::Route& route,
                               const std::optional<campaign::Payday>& payday);

/// Whom the party faces when no brief was kept for them (mutineers, the great lord's men,
/// a save's band from an older outremer): each band and its men with their strengths, and
/// the ground they are fought on, as text.
std::string waitingRoster(const campaign::Meeting& meeting);

}  // namespace outremer::render
