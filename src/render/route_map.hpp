#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace outremer::render {

/// The route map of a campaign chronicle (a "campaign-log" brief, campaign::chronicleJson)
/// as a standalone SVG element: the road in grey with a dot per hex, filled with its
/// terrain's colour, and the towns named,
/// the detours dashed and each named at its holy site (every name placed so that none
/// overlaps another, by its estimated extent), the party's path drawn thick over them step
/// by step from pale to dark blue, a red marker with a "Day N: text" tooltip for each
/// encounter, a ring where the party is, and a legend of these marks under the map. Longitude and latitude are projected with north up; the view box holds the places
/// and every name, scaled to fit an A4 page. All text is escaped for XML. Throws
/// nlohmann::json's out_of_range when the chronicle lacks its map.
std::string routeMapSvg(const nlohmann::ordered_json& chronicle);

/// The route map of |map| (a chronicle's "map": road, detours, each hex's id, name, x, y,
/// town and terrain) as routeMapSvg draws the route, titled |title|, with a disc on each
/// hex of |shares| (hex id to a share from 0 to 1, none drawn for 0) the larger and darker
/// the greater its share, its tooltip "NAME: WHAT 12.5%", and |what| in the legend.
std::string shadedRouteMapSvg(const nlohmann::ordered_json& map, const std::string& title,
                              const std::map<std::string, double>& shares, const std::string& what);

}  // namespace outremer::render
