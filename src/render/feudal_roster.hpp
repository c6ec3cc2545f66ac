#pragma once

#include <span>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "gen/feudal_roster.hpp"
#include "codec/feudal_roster.hpp"

namespace outremer::render {

// A feudal-age roster sheet (gen::feudalRoster), side by side: described once
// (describeFeudalRoster, render/describe.hpp), written as JSON by its codec form
// (codec/feudal_roster.hpp), and seen by users' templates as the view below.

using gen::SideRoster;

/// What a brief's templates see of a roster |roster| (as writeFeudalRosterJson writes
/// it) besides its data: the note, each side's "summary" and "remarks" (its units' notes
/// and those left out), each unit's "heading", "name" and "lines" (the Centenar's and each
/// figure class's count, kind and detail, the classes looked up), each footnote's "number".
void addFeudalRosterView(nlohmann::ordered_json& roster);

}  // namespace outremer::render
