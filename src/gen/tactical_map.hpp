#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dice/rng.hpp"
#include "gen/encounter.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"

namespace outremer::gen {

/// The index of one of |purpose|'s choices, picked with a die and logged for |purpose|: a
/// dN, except that the book's d20 and d100 are two d10, so a list of 20 or 100 reads a
/// d100 instead (uniform either way). No die for a single choice.
size_t pickChoice(const Rules& rules, dice::Rng& rng, RollLog& log, const Purpose& purpose);

/// The maps a tactical-maps row (Montgisard 5.3) lists, in the order they are numbered for
/// a pick: the Historic-One series' and then Cry Havoc's.
struct MapChoice {
  std::string_view map;
  std::string_view series;  // "Historic-One" or "Cry Havoc"
};
std::vector<MapChoice> mapChoices(const tables::Row& terrain);

/// A map for |terrain| (a tactical-maps row) picked among mapChoices(). Throws RulesError
/// when the row lists no maps.
TacticalMap rollTacticalMap(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& terrain);

/// The terrains (tactical-maps row ids) a row allows (its terrains field: a
/// tactical-maps-by-place or a generated battle's row), in the order they are numbered for
/// a pick. Throws RulesError when it lists none.
const std::vector<std::string>& terrainChoices(const tables::Row& place);

/// The tactical-maps row of one of the terrains |lister| allows (terrainChoices), picked
/// with a die and logged as RollFor::terrainFor.
const tables::Row& pickTerrain(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& lister);

/// A map for a place (a tactical-maps-by-place row): one of the terrains it allows,
/// picked with a die, then a map for that terrain. Throws RulesError when the row lists no
/// terrains or the terrain no maps.
TacticalMap rollMapForPlace(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& place);

/// The set-up diagram's plan of a one-map scene: the edges of map-edges' one-map row and
/// |zones| (a row's zones field, read when its table was), the zones of |hidden| (a side
/// that hides, or empty) marked hidden. An empty plan when the tables have no map-edges (a
/// --tables folder made before it); throws RulesError for edges that do not read.
SetupPlan setupPlan(const Rules& rules, std::vector<tables::SetupZone> zones, std::string_view hidden);

}  // namespace outremer::gen
