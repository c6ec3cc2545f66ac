#pragma once

#include <nlohmann/json_fwd.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "campaign/journey.hpp"
#include "campaign/state.hpp"
#include "codec/field.hpp"
#include "codec/format_error.hpp"
#include "gen/character.hpp"

namespace outremer::render {

/// A save that cannot be a campaign: the message starts with the JSON path of what is
/// wrong ("save.members[2].status: ...").
using SaveFormatError = codec::FormatError;
using codec::kMostCopper;

/// The state as versioned JSON (docs/CAMPAIGN.md, "The save file";
/// schemas/campaign-save.schema.json).
nlohmann::ordered_json saveJson(const campaign::State& state);
/// The same without its "log" (what `campaign status --format json` starts from).
nlohmann::ordered_json saveWithoutLog(const campaign::State& state);
/// The save without "members", "pending_brief" and "log", which the save writer adds
/// itself (each is written again only when it changed, or as is): compact JSON text.
std::string saveHeadText(const campaign::State& state);
/// The members as the save (and the chronicle) writes them: each the character as the
/// briefs write it, with status, carry, defence_carry and joined_day.
nlohmann::ordered_json membersJson(const std::vector<campaign::Member>& members);
/// One log entry as the save writes it, compact JSON text (the save writes thousands).
std::string logEntryText(const campaign::LogEntry& entry);

/// The state a save holds, read strictly: every field present with its type, every word
/// one the program writes, every number within its range, no field the save does not
/// have, a version this program reads. Throws SaveFormatError naming the JSON path of the
/// first problem. What only the tables can judge (the route, the character types) is
/// campaign::checkAgainstTables's.
campaign::State stateFromJson(const nlohmann::json& json);

/// The journey's encounters as the player sees them: the encounter brief's title, and the
/// whole encounter kept for `brief` (the save's pending_brief).
campaign::EncounterWriter encounterWriter();

/// The save's pending_brief: the waiting encounter or village as its brief's JSON body
/// (compact), or null.
std::string waitingBriefText(const campaign::WaitingBrief& brief);
/// A pending_brief (not null) read back whole, as strictly as stateFromJson reads a save;
/// |path| names it in the messages. Throws SaveFormatError.
campaign::WaitingBrief waitingBriefFromJson(const nlohmann::json& json, const std::string& path = "pending_brief");

}  // namespace outremer::render
