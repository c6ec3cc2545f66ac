#pragma once

#include <optional>
#include <string>
#include <vector>

#include "campaign/start.hpp"
#include "gen/character.hpp"
#include "gen/upkeep.hpp"
#include "tables/money.hpp"

namespace outremer::cli {

/// Who a party file holds, and its purse.
struct PartyFile {
  std::vector<gen::UpkeepMember> members;  // one per member, in file order
  std::optional<tables::Money> purse;      // party.purse.copper, when the file has one
  std::vector<gen::Character> characters;  // each member whole, when asked for
};

/// Reads the JSON that `outremer party --format json` writes (a party brief, or its
/// "party" object alone): party.members[] with type, mounted, military_order and
/// mercenary. Types must be among |knownTypes|. Throws UsageError starting
/// "--party: FILE: " that names the JSON path of the first problem (a file that cannot be
/// read, is not JSON, is another kind of brief, lacks a field or has one of the wrong kind).
/// With |wholeCharacters|, each member is also read whole (name, strengths, pay: what a
/// campaign plays with) into |characters|, a missing or mistyped field named the same way.
PartyFile readPartyFile(const std::string& path, const std::vector<std::string>& knownTypes,
                        bool wholeCharacters = false);

/// |request| with the party of the file at |path| (each member whole, and its purse) instead
/// of a rolled one. Throws UsageError as readPartyFile does, and for a party of no one.
void takePartyFile(campaign::NewCampaign& request, const std::string& path,
                   const std::vector<std::string>& knownTypes);

}  // namespace outremer::cli
