#pragma once

#include <nlohmann/json_fwd.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "campaign/journey.hpp"
#include "campaign/state.hpp"
#include "codec/format_error.hpp"
#include "gen/character.hpp"

namespace outremer::render {

/// A save that cannot be a campaign: the message starts with the JSON path of what is
/// wrong ("save.members[2].status: ...").
using SaveFormatError = codec::FormatError;

/// The state as versioned JSON (docs/CAMPAIGN.md, "The save file";
/// schemas/campaign-save.schema.json).
nlohmann::ordered_json saveJson(const campaign::State& state);

/// The state a save holds, read strictly: every field present with its type, every word
/// one the program writes, every number within its range, no field the save does not
/// have, a version this program reads. Throws SaveFormatError naming the JSON path of the
/// first problem. What only the tables can judge (the route, the character types) is
/// campaign::checkAgainstTables's.
campaign::State stateFromJson(const nlohmann::json& json);
/// Throws the SaveFormatError stateFromJson would throw for |state| written out, without
/// writing it: every number within the save's ranges, and the whole state's own checks.
/// The first |checkedEntries| log entries are taken as checked already (an entry, once
/// written, stays within its ranges: the save's day only grows), so that a campaign checked
/// after every answer is not checked again from its first day.
void checkSave(const campaign::State& state, size_t checkedEntries = 0);

/// The journey's encounters as the player sees them: the encounter brief's title, and the
/// whole encounter kept for `brief` (the save's pending_brief).
campaign::EncounterWriter encounterWriter();

}  // namespace outremer::render
