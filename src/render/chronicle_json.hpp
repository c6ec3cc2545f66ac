#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>

#include "campaign/chronicle.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// The campaign chronicle as a brief of kind "campaign-log" (schemas/campaign-log.schema.json,
/// docs/CAMPAIGN.md, "The chronicle"): a summary of where the party stands, the party sheet,
/// the journey day by day, the ledger, the encounters and the route map's data, all read
/// from |state| (its log above all) and |route|. |command| is the command that writes it
/// again. The ledger counts only money the log's entries moved: the purse before the
/// first entry is taken to be today's purse less their sum. Hexes the route does not know
/// are shown by their id and left off the map.
nlohmann::ordered_json chronicleJson(const campaign::State& state, const campaign::Route& route,
                                     const std::string& command = "outremer campaign log");

/// A member's carries as the chronicle shows them, "0.5/0.0" (as its JSON numbers).
std::string chronicleCarry(const campaign::Member& member);
/// The header of |chronicle|'s brief: its title, |state|'s seed and |command|.
BriefHeader chronicleHeader(const campaign::Chronicle& chronicle, const campaign::State& state,
                            const std::string& command);

}  // namespace outremer::render
