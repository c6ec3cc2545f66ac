#pragma once

#include <map>
#include <string>
#include <vector>

#include "campaign/chronicle.hpp"

namespace outremer::render {

/// The route map of a campaign chronicle (campaign::chronicle, titled by its title)
/// as a standalone SVG element. In a frame, on the land: the map's waters (the sea and the
/// lakes shaded, the rivers drawn as lines, each named in its tooltip), the road in grey
/// with a dot per hex filled with its terrain's colour, the detours dashed, the towns named
/// and each detour named at its holy site; over them the party's way step by step from
/// pale violet (its first day) to dark (its latest), each step's day in its tooltip; a mark
/// for each encounter, its shape and colour by its outcome (fought, paid, fled...; several
/// on one hex fanned round it), with a "Day N: text" tooltip; and a ring where the party
/// is. Beside the frame, a legend of these marks (an encounter's outcome only when met).
/// Every name is placed so that it overlaps no other and no mark, by its estimated
/// extent. Longitude and latitude are projected with north up; the view box holds the
/// frame and the legend, scaled to fit an A4 page. All text is escaped for XML.
std::string routeMapSvg(const campaign::Chronicle& chronicle);

/// The route map of |map| (a chronicle's map: the road, the detours, their hexes and the
/// waters) as routeMapSvg draws the route, titled |title|, with a disc on each hex of
/// |shares| (hex id to a share from 0 to 1, none drawn for 0) the larger and darker the
/// greater its share, its tooltip "NAME: WHAT 12.5%", and |what| in the legend.
std::string shadedRouteMapSvg(const campaign::RouteMapData& map, const std::string& title,
                              const std::map<std::string, double>& shares, const std::string& what);

/// A rectangle on a route map, in its SVG units (y grows downwards).
struct MapBox {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

/// Where the things of a route map stand, as its SVG draws them, by their estimated
/// extents: each name on the map (halo included); each mark the names keep clear of (the
/// hexes' dots, the encounters' marks, the ring, the shaded discs); the legend's words and
/// marks; and the map's frame (the legend stands outside it).
struct RouteMapLayout {
  std::vector<MapBox> names;
  std::vector<MapBox> marks;
  std::vector<MapBox> legend;
  MapBox frame;
};

/// The layout of routeMapSvg(|chronicle|).
RouteMapLayout routeMapLayout(const campaign::Chronicle& chronicle);
/// The layout of shadedRouteMapSvg(|map|, any title, |shares|, |what|).
RouteMapLayout shadedRouteMapLayout(const campaign::RouteMapData& map,
                                    const std::map<std::string, double>& shares, const std::string& what);

}  // namespace outremer::render
