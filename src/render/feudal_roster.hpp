#pragma once

#include <span>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "gen/feudal_roster.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

// A feudal-age roster sheet (gen::feudalRoster), side by side: described once
// (describeFeudalRoster, render/describe.hpp), as JSON (schemas/common.schema.json,
// feudal_roster), and as the view the text template _feudal_roster.txt sees (a campaign's
// waiting encounter, read back from its save).

/// One side's forces as figures, under the side's name.
struct SideRoster {
  std::string name;
  gen::FeudalRoster roster;
};

/// "HC Elite": a class's armour abbreviation (cavalry or infantry) and grade.
std::string figureKind(const gen::FigureClass& figures);
/// "light crossbow, 5-10 shots (d6+4)", or "" for a class without a missile weapon.
std::string missileText(const gen::FigureClass& figures);

/// The roster as one JSON object.
void writeFeudalRosterJson(JsonWriter& w, std::span<const SideRoster> sides);

/// What a brief's templates see of a roster |roster| (as writeFeudalRosterJson writes
/// it) besides its data: the note, each side's "summary" and "remarks" (its units' notes
/// and those left out), each unit's "heading", "name" and "lines" (the Centenar's and each
/// figure class's count, kind and detail, the classes looked up), each footnote's "number".
void addFeudalRosterView(nlohmann::ordered_json& roster);

}  // namespace outremer::render
