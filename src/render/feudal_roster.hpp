#pragma once

#include <span>
#include <string>
#include <vector>

#include "gen/feudal_roster.hpp"
#include "render/json_writer.hpp"

namespace outremer::render {

// A feudal-age roster sheet (gen::feudalRoster), side by side: text (80 columns), Markdown
// and JSON (schemas/common.schema.json, feudal_roster).

/// One side's forces as figures, under the side's name.
struct SideRoster {
  std::string name;
  gen::FeudalRoster roster;
};

/// "HC Elite": a class's armour abbreviation (cavalry or infantry) and grade.
std::string figureKind(const gen::FigureClass& figures);
/// "light crossbow, 5-10 shots (d6+4)", or "" for a class without a missile weapon.
std::string missileText(const gen::FigureClass& figures);

/// The roster section: its heading, each side's units with their Centenar and figures,
/// those left out, and the rows not as printed.
std::string feudalRosterText(std::span<const SideRoster> sides);
std::string feudalRosterMarkdown(std::span<const SideRoster> sides);
/// The roster as one JSON object.
void writeFeudalRosterJson(JsonWriter& w, std::span<const SideRoster> sides);

}  // namespace outremer::render
