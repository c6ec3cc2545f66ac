#pragma once

#include <string>

#include "gen/encounter.hpp"

namespace outremer::cli {

/// Reads the JSON that `outremer encounter --format json` writes (an encounter brief, or
/// its "encounter" object alone): what a fight needs of it, namely the type's words, the
/// ambush flags, the groups (label, opposing, members whole), the map's terrain and the
/// deployment's situation. Throws UsageError starting "--encounter: FILE: " naming the
/// JSON path of the first problem (or FILE:LINE:COLUMN when it is not JSON).
gen::Encounter readEncounterFile(const std::string& path);

}  // namespace outremer::cli
