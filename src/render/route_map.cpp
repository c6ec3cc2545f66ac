#include "render/route_map.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <numbers>
#include <string_view>
#include <utility>
#include <vector>

#include "codec/campaign_words.hpp"
#include "codec/log_words.hpp"
#include "util/text.hpp"

namespace outremer::render {

using campaign::Chronicle;
using campaign::EncounterOutcome;
using campaign::Hex;
using campaign::RouteMapData;

namespace {

constexpr double kUnitsPerDegree = 100;  // SVG units to a degree of latitude
constexpr double kMargin = 8;            // round the map's frame and its legend
constexpr double kFontSize = 7;
// A label's extent is estimated, not measured: Georgia's letters average about half an
// em, so 0.62 em a character is generous, and its ascent and descent are 0.92 and 0.22 em,
// taken a little larger; so that a label never runs into its neighbour.
constexpr double kCharWidth = 0.62 * kFontSize;
constexpr double kAscent = 0.95 * kFontSize;
constexpr double kDescent = 0.25 * kFontSize;
// A4 less the page margins, and less the heading above the map.
constexpr double kMaxWidthMm = 170;
constexpr double kMaxHeightMm = 225;

struct Point {
  double x = 0;
  double y = 0;
};

struct Place {
  Point at;  // projected
  std::string name;
  bool town = false;
  std::string terrain;  // a tactical-maps row id, "" when the chronicle gives none
};

std::string number(double value) {
  char text[32];
  const auto end = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, 1).ptr;
  return std::string(text, end);
}

// Longitude and latitude to SVG units, north up, the north-west corner of the places at
// 0,0. A degree of longitude is shortened by the cosine of the middle latitude, so the
// coast keeps its shape.
class Projection {
 public:
  explicit Projection(const std::vector<const Hex*>& hexes) {
    double south = 90;
    for (const Hex* hex : hexes) {
      west_ = std::min(west_, hex->x);
      south = std::min(south, hex->y);
      north_ = std::max(north_, hex->y);
    }
    xScale_ = kUnitsPerDegree * std::cos((north_ + south) / 2 * std::numbers::pi / 180);
  }

  Point operator()(double longitude, double latitude) const {
    return {(longitude - west_) * xScale_, (north_ - latitude) * kUnitsPerDegree};
  }
  Point operator()(const Hex& hex) const { return (*this)(hex.x, hex.y); }

 private:
  double west_ = 180;
  double north_ = -90;
  double xScale_ = 0;
};

// Every hex of the road and the detours (a detour hex shared by two detours once).
std::vector<const Hex*> allHexes(const RouteMapData& map) {
  std::vector<const Hex*> hexes;
  for (const Hex& hex : map.road) hexes.push_back(&hex);
  for (const campaign::Detour& detour : map.detours) {
    for (const Hex& hex : detour.hexes) hexes.push_back(&hex);
  }
  return hexes;
}

std::map<std::string, Place> placesOf(const std::vector<const Hex*>& hexes, const Projection& project) {
  std::map<std::string, Place> places;
  for (const Hex* hex : hexes)
    places.emplace(hex->id, Place{project(*hex), hex->name, hex->town, hex->terrain});
  return places;
}

std::string polyline(const std::vector<Point>& points, const std::string& style) {
  std::string out = "<polyline points=\"";
  for (size_t i = 0; i < points.size(); ++i) {
    out += (i ? " " : "") + number(points[i].x) + "," + number(points[i].y);
  }
  return out + "\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\" " + style + "/>\n";
}

std::string circle(Point at, double radius, const std::string& style, const std::string& title = {}) {
  std::string out =
      "<circle cx=\"" + number(at.x) + "\" cy=\"" + number(at.y) + "\" r=\"" + number(radius) + "\" " + style;
  if (title.empty()) return out + "/>\n";
  return out + "><title>" + util::escapeMarkup(title) + "</title></circle>\n";
}

std::string segment(Point from, Point to, const std::string& style, const std::string& title = {}) {
  std::string out = "<line x1=\"" + number(from.x) + "\" y1=\"" + number(from.y) + "\" x2=\"" + number(to.x) +
                    "\" y2=\"" + number(to.y) + "\" stroke-linecap=\"round\" " + style;
  if (title.empty()) return out + "/>\n";
  return out + "><title>" + util::escapeMarkup(title) + "</title></line>\n";
}

// A rectangle on the map, as the estimated extent of a label or of a mark.
struct Box {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;

  bool overlaps(const Box& other) const {
    return left < other.right && other.left < right && top < other.bottom && other.top < bottom;
  }
  Box merged(const Box& other) const {
    return {std::min(left, other.left), std::min(top, other.top), std::max(right, other.right),
            std::max(bottom, other.bottom)};
  }
  Box grown(double by) const { return {left - by, top - by, right + by, bottom + by}; }
};

Box dotBox(Point at, double room) { return {at.x - room, at.y - room, at.x + room, at.y + room}; }

MapBox mapBox(const Box& box) { return {box.left, box.top, box.right, box.bottom}; }

// --- The waters -------------------------------------------------------------------------

// The path through |points| as a smooth curve (Catmull-Rom, as cubic Béziers), closed when
// |closed|: the tables give a shore every few miles, which drawn straight looks cut out.
std::string smoothPath(const std::vector<Point>& points, bool closed) {
  const size_t n = points.size();
  auto at = [&](long i) {
    const long count = static_cast<long>(n);
    if (closed) return points[static_cast<size_t>(((i % count) + count) % count)];
    return points[static_cast<size_t>(std::clamp(i, 0L, count - 1))];
  };
  std::string d = "M" + number(points[0].x) + " " + number(points[0].y);
  const long segments = static_cast<long>(closed ? n : n - 1);
  for (long i = 0; i < segments; ++i) {
    const Point p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    const Point c1{p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6};
    const Point c2{p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6};
    d += "C" + number(c1.x) + " " + number(c1.y) + " " + number(c2.x) + " " + number(c2.y) + " " +
         number(p2.x) + " " + number(p2.y);
  }
  return d + (closed ? "Z" : "");
}

// The marks of the land, the sea (and lakes) and the rivers, the same on the map and in
// its legend.
constexpr const char* kLandStyle = "fill=\"#faf6ea\" stroke=\"#aaa\" stroke-width=\"0.6\"";
constexpr const char* kSeaStyle = "fill=\"#d4e6f3\" stroke=\"#7fa9cc\" stroke-width=\"0.8\"";
constexpr const char* kRiverStyle = "fill=\"none\" stroke=\"#6b9fd0\" stroke-width=\"1.3\"";

std::vector<Point> waterPoints(const campaign::Water& water, const Projection& project) {
  std::vector<Point> points;
  for (const campaign::Water::Point& point : water.points) points.push_back(project(point.x, point.y));
  return points;
}

// The waters of |map| (seas, lakes, rivers), rivers first so that the lakes they run
// through cover them, each named in its tooltip.
std::string watersSvg(const RouteMapData& map, const Projection& project) {
  std::string rivers;
  std::string areas;
  for (const campaign::Water& water : map.waters) {
    const std::vector<Point> points = waterPoints(water, project);
    if (points.size() < 2) continue;
    const bool river = water.kind == "river";
    (river ? rivers : areas) += "<path class=\"water\" d=\"" + smoothPath(points, !river) +
                                "\" stroke-linejoin=\"round\" " + (river ? kRiverStyle : kSeaStyle) +
                                "><title>" + util::escapeMarkup(water.name) + "</title></path>\n";
  }
  return rivers + areas;
}

// --- The road ---------------------------------------------------------------------------

// The points of the hexes |ids| names, those the map does not know left out.
std::vector<Point> pointsOf(const std::map<std::string, Place>& places, const std::vector<std::string>& ids) {
  std::vector<Point> points;
  for (const std::string& id : ids) {
    if (auto found = places.find(id); found != places.end()) points.push_back(found->second.at);
  }
  return points;
}

// The ids of |hexes|.
std::vector<std::string> idsOf(const std::vector<Hex>& hexes) {
  std::vector<std::string> ids;
  for (const Hex& hex : hexes) ids.push_back(hex.id);
  return ids;
}

// Each hex's dot is filled with its terrain's colour (the shipped tactical-maps terrains;
// any other terrain, or none, white).
constexpr std::pair<std::string_view, std::string_view> kTerrainColours[] = {
    {"town-city", "#e8d9b0"}, {"castle", "#b9a27a"}, {"hills", "#c49a6c"}, {"coast", "#7fb8d6"},
    {"river", "#3f86c4"},     {"forest", "#5e9a5a"}, {"swamp", "#8aa68a"}, {"open-terrain", "#e3e8c8"}};

std::string terrainColour(std::string_view terrain) {
  for (const auto& [id, colour] : kTerrainColours) {
    if (id == terrain) return std::string(colour);
  }
  return "#fff";
}

std::string dotStyle(std::string_view terrain) {
  return "fill=\"" + terrainColour(terrain) + "\" stroke=\"#555\" stroke-width=\"0.8\"";
}

// The marks of the road and the detours, the same on the map and in its legend.
constexpr const char* kRoadStyle = "stroke=\"#888\" stroke-width=\"2\"";
constexpr const char* kDetourStyle = "stroke=\"#999\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\"";

std::string roadsSvg(const RouteMapData& map, const std::map<std::string, Place>& places) {
  std::string out;
  for (const campaign::Detour& detour : map.detours) {
    std::vector<std::string> ids = idsOf(detour.hexes);
    ids.insert(ids.begin(), detour.leavesAt);
    ids.push_back(detour.rejoinsAt);
    out += polyline(pointsOf(places, ids), kDetourStyle);
  }
  out += polyline(pointsOf(places, idsOf(map.road)), kRoadStyle);
  return out;
}

std::string dotsSvg(const std::map<std::string, Place>& places) {
  std::string out;
  for (const auto& [id, place] : places) {
    out += circle(place.at, place.town ? 2.4 : 1.6, dotStyle(place.terrain),
                  place.terrain.empty() ? "" : place.name + ": " + place.terrain);
  }
  return out;
}

// --- The names --------------------------------------------------------------------------

enum class Align { start, middle, end };  // SVG's text-anchor

struct Label {
  std::string text;
  Point at;  // x, and y of the baseline
  Align align = Align::start;
  bool holySite = false;  // a detour's goal that is not a town, set in italics
  bool water = false;     // a sea's name, set in blue italics
  Box box;
};

constexpr double kDotRoom = 3.2;  // round a place: its dot
constexpr double kHalo = 1.1;     // half the halo's stroke

// The estimated extent of |text| written at |at|, its halo included.
Box textBox(const std::string& text, Point at, Align align) {
  const double width = static_cast<double>(util::displayWidth(text)) * kCharWidth;
  const double left = align == Align::start ? at.x : align == Align::end ? at.x - width : at.x - width / 2;
  return {left - kHalo, at.y - kAscent - kHalo, left + width + kHalo, at.y + kDescent + kHalo};
}

// Where a label may stand round its place, best first: east, west, the four corners, above
// and below (the anchor's offset from the dot).
struct Spot {
  double dx;
  double dy;
  Align align;
};
// East and west clear an encounter's mark on the place's dot (kMarkRoom, and the halo).
constexpr Spot kSpots[] = {{5.5, 2.5, Align::start}, {-5.5, 2.5, Align::end}, {4, -4, Align::start},
                           {4, 9.5, Align::start},   {-4, -4, Align::end},    {-4, 9.5, Align::end},
                           {0, -5.5, Align::middle}, {0, 11, Align::middle}};
constexpr double kRingStep = 0.5 * kFontSize;  // half a line: a label stays as near its place as it can
constexpr int kMostRings = 100;

// |text| placed by its place at |dot|, at the first spot that overlaps none of |labels|
// (those placed already) and none of |marks|, the spots tried again half a line further up
// or down while all are taken. Failing that on every ring, the first that overlaps no label.
Label placed(const std::string& text, Point dot, const std::vector<Label>& labels,
             const std::vector<Box>& marks) {
  auto free = [&](const Box& box, bool ofMarks) {
    for (const Label& other : labels)
      if (box.overlaps(other.box)) return false;
    if (ofMarks) {
      for (const Box& other : marks)
        if (box.overlaps(other)) return false;
    }
    return true;
  };
  for (bool ofMarks : {true, false}) {
    for (int ring = 0; ring < kMostRings; ++ring) {
      for (const Spot& spot : kSpots) {
        const double dy = spot.dy + (spot.dy < 0 ? -1 : 1) * ring * kRingStep;
        const Point at{dot.x + spot.dx, dot.y + dy};
        const Label label{text, at, spot.align, false, false, textBox(text, at, spot.align)};
        if (free(label.box, ofMarks)) return label;
      }
    }
  }
  const Point at{dot.x + 5, dot.y + 2.5};  // not reached on any map of a few hundred places
  return {text, at, Align::start, false, false, textBox(text, at, Align::start)};
}

// The place a detour leads to: its hex of the detour's name, or else its last.
const Hex& goalOf(const campaign::Detour& detour) {
  for (const Hex& hex : detour.hexes) {
    if (hex.name == detour.name) return hex;
  }
  return detour.hexes.back();
}

// The names on the map: every town's, and every detour's at the holy site it leads to,
// each placed clear of the others and of |marks|.
std::vector<Label> labelsOf(const RouteMapData& map, const std::map<std::string, Place>& places,
                            const std::vector<Box>& marks) {
  std::vector<Label> labels;
  std::vector<std::string> named;
  auto add = [&](const Hex& hex, const std::string& text, bool holySite) {
    const std::string& id = hex.id;
    auto found = places.find(id);
    if (found == places.end() || std::find(named.begin(), named.end(), id) != named.end()) return;
    named.push_back(id);
    labels.push_back(placed(text, found->second.at, labels, marks));
    labels.back().holySite = holySite;
  };
  for (const Hex* hex : allHexes(map)) {
    if (hex->town) add(*hex, hex->name, false);
  }
  for (const campaign::Detour& detour : map.detours) {
    if (detour.hexes.empty()) continue;
    const Hex& goal = goalOf(detour);
    add(goal, detour.name, !goal.town);
  }
  return labels;
}

// Each sea's name, in the sea within |within| (the places' extent): halfway between the
// west edge and the shore where the shore stands farthest east, or the next farthest where
// the name would run into the shore, a label or a mark; no name where none fits.
void nameTheSeas(const RouteMapData& map, const Projection& project, const Box& within,
                 std::vector<Label>& labels, const std::vector<Box>& marks) {
  for (const campaign::Water& water : map.waters) {
    if (water.kind != "sea") continue;
    const std::string& name = water.name;
    std::vector<Point> shore = waterPoints(water, project);
    std::sort(shore.begin(), shore.end(),
              [](Point a, Point b) { return a.x > b.x || (a.x == b.x && a.y < b.y); });
    for (const Point& point : shore) {
      const Label label{name,          {(within.left + point.x) / 2, point.y},
                        Align::middle, false,
                        true,          textBox(name, {(within.left + point.x) / 2, point.y}, Align::middle)};
      const Box& box = label.box;
      if (box.top < within.top || box.bottom > within.bottom || box.left < within.left) continue;
      const bool clear =
          std::none_of(
              shore.begin(), shore.end(),
              [&](Point p) { return p.y > box.top - 2 && p.y < box.bottom + 2 && p.x < box.right + 4; }) &&
          std::none_of(labels.begin(), labels.end(), [&](const Label& l) { return l.box.overlaps(box); }) &&
          std::none_of(marks.begin(), marks.end(), [&](const Box& m) { return m.overlaps(box); });
      if (!clear) continue;
      labels.push_back(label);
      break;
    }
  }
}

// The names, drawn last with a white halo (when |halo|) so that they read over the lines,
// and letting the pointer through to the marks' tooltips.
std::string labelsSvg(const std::vector<Label>& labels, bool halo = true) {
  std::string out = halo ? "<g stroke=\"#fff\" stroke-width=\"" + number(2 * kHalo) +
                               "\" paint-order=\"stroke\" pointer-events=\"none\">\n"
                         : "<g pointer-events=\"none\">\n";
  for (const Label& label : labels) {
    out += "<text x=\"" + number(label.at.x) + "\" y=\"" + number(label.at.y) + "\"";
    if (label.align != Align::start)
      out += label.align == Align::end ? " text-anchor=\"end\"" : " text-anchor=\"middle\"";
    if (label.holySite || label.water) out += " font-style=\"italic\"";
    if (label.water) out += " fill=\"#3d6f99\" stroke=\"none\"";  // in the open sea: no halo
    out += ">" + util::escapeMarkup(label.text) + "</text>\n";
  }
  return out + "</g>\n";
}

// --- The legend -------------------------------------------------------------------------

// The legend, beside the map: each mark drawn as on the map, and what it shows.
constexpr double kLegendLine = 1.5 * kFontSize;  // from one entry's baseline to the next
constexpr double kLegendMark = 14;               // the width of a mark, before its words

struct Legend {
  std::string svg;
  std::vector<Label> labels;  // its words
  std::vector<Box> marks;
};

// An entry of the legend: its words, and its mark drawn between x 0 and kLegendMark,
// centred on y 0 (moved into place by legendOf).
struct LegendEntry {
  std::string words;
  std::string mark;
};

// The road's and the detours' entries, which every map has, and the waters' it shows.
std::vector<LegendEntry> routeEntries(const RouteMapData& map) {
  std::vector<LegendEntry> entries = {
      {"The road, a dot a hex",
       segment({0, 0}, {kLegendMark, 0}, kRoadStyle) + circle({kLegendMark / 2, 0}, 1.6, dotStyle(""))},
      {"A detour to a holy site", segment({0, 0}, {kLegendMark, 0}, kDetourStyle)}};
  auto shows = [&](const char* kind) {
    return std::any_of(map.waters.begin(), map.waters.end(),
                       [&](const campaign::Water& w) { return w.kind == kind; });
  };
  if (shows("sea") || shows("lake")) {
    entries.push_back({"The sea, a lake", "<rect x=\"1\" y=\"-3.5\" width=\"" + number(kLegendMark - 2) +
                                              "\" height=\"7\" " + kSeaStyle + "/>\n"});
  }
  if (shows("river")) {
    entries.push_back({"A river", "<path d=\"M0 1C4 -3 10 5 14 -1\" " + std::string(kRiverStyle) + "/>\n"});
  }
  return entries;
}

// The entries of the terrains on the map, in the order of kTerrainColours.
std::vector<LegendEntry> terrainEntries(const std::map<std::string, Place>& places) {
  std::vector<LegendEntry> entries;
  for (const auto& terrainColour : kTerrainColours) {
    const auto& id = terrainColour.first;  // a name, not a structured binding: clang 14 captures no binding
    if (std::any_of(places.begin(), places.end(),
                    [&](const auto& place) { return place.second.terrain == id; }))
      entries.push_back({"Terrain: " + std::string(id), circle({kLegendMark / 2, 0}, 2.4, dotStyle(id))});
  }
  return entries;
}

Legend legendOf(Point topLeft, const std::vector<LegendEntry>& entries) {
  Legend legend;
  legend.svg = "<g class=\"legend\">\n";
  double y = topLeft.y + kLegendLine;
  for (const LegendEntry& entry : entries) {
    const double middle = y - kAscent / 2 + kDescent / 2;
    legend.svg += "<g transform=\"translate(" + number(topLeft.x) + " " + number(middle) + ")\">\n" +
                  entry.mark + "</g>\n";
    legend.marks.push_back(
        {topLeft.x, middle - kLegendLine / 2, topLeft.x + kLegendMark, middle + kLegendLine / 2});
    const Point at{topLeft.x + kLegendMark + 4, y};
    legend.labels.push_back(
        {entry.words, at, Align::start, false, false, textBox(entry.words, at, Align::start)});
    y += kLegendLine;
  }
  legend.svg += "</g>\n";
  return legend;
}

// --- The map ----------------------------------------------------------------------------

// What a map draws over its road, and the boxes the names keep clear of.
struct Marks {
  std::string svg;
  std::vector<Box> boxes;
};

// A map drawn, and where its things stand.
struct Drawn {
  std::string svg;
  RouteMapLayout layout;
};

std::string rect(const Box& box, const std::string& style) {
  return "<rect x=\"" + number(box.left) + "\" y=\"" + number(box.top) + "\" width=\"" +
         number(box.right - box.left) + "\" height=\"" + number(box.bottom - box.top) + "\" " + style +
         "/>\n";
}

// The map's svg element, opened: its view box |extent|, scaled to fit an A4 page.
std::string svgStart(const Box& extent, const std::string& title) {
  const double width = extent.right - extent.left;
  const double height = extent.bottom - extent.top;
  const double mm = std::min(kMaxWidthMm / width, kMaxHeightMm / height);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"" + number(extent.left) +
         " " + number(extent.top) + " " + number(width) + " " + number(height) + "\" width=\"" +
         number(width * mm) + "mm\" height=\"" + number(height * mm) +
         "mm\" style=\"max-width: 100%; height: auto;\" font-family=\"Georgia, serif\" font-size=\"" +
         number(kFontSize) + "\" role=\"img\">\n<title>" + util::escapeMarkup(title) + "</title>\n";
}

// The frame: the land, |waters| on it clipped to the frame by a nested svg (the tables
// draw them well beyond it), and its border.
std::string frameSvg(const Box& frame, const std::string& waters) {
  const std::string x = number(frame.left), y = number(frame.top);
  const std::string width = number(frame.right - frame.left), height = number(frame.bottom - frame.top);
  return rect(frame, kLandStyle) + "<svg x=\"" + x + "\" y=\"" + y + "\" width=\"" + width + "\" height=\"" +
         height + "\" viewBox=\"" + x + " " + y + " " + width + " " + height + "\" overflow=\"hidden\">\n" +
         waters + "</svg>\n" + rect(frame, "fill=\"none\" stroke=\"#888\" stroke-width=\"0.8\"");
}

Box boxOfAll(const std::vector<Box>& boxes, const std::vector<Label>& labels) {
  Box all = boxes.empty() ? labels.front().box : boxes.front();
  for (const Box& box : boxes) all = all.merged(box);
  for (const Label& label : labels) all = all.merged(label.box);
  return all;
}

RouteMapLayout layoutOf(const Box& frame, const std::vector<Box>& marks, const std::vector<Label>& names,
                        const Legend& legend) {
  RouteMapLayout layout;
  layout.frame = mapBox(frame);
  for (const Box& box : marks) layout.marks.push_back(mapBox(box));
  for (const Label& label : names) layout.names.push_back(mapBox(label.box));
  for (const Label& label : legend.labels) layout.legend.push_back(mapBox(label.box));
  for (const Box& box : legend.marks) layout.legend.push_back(mapBox(box));
  return layout;
}

// The map of |map| (its waters, the road, the detours and their names) with |marks| drawn
// over the road, framed, and its legend beside it: the route's entries, then |before|
// (marks of the map's own), the terrains and |after|. |marks| draws on the projected places.
template <typename DrawMarks>
Drawn drawMap(const RouteMapData& map, const std::string& title, const std::vector<LegendEntry>& before,
              const std::vector<LegendEntry>& after, const DrawMarks& drawMarks) {
  const std::vector<const Hex*> hexes = allHexes(map);
  if (hexes.empty()) return {};
  const Projection project(hexes);
  const std::map<std::string, Place> places = placesOf(hexes, project);
  const Marks marks = drawMarks(places);
  std::vector<Box> dots;
  for (const auto& [id, place] : places) dots.push_back(dotBox(place.at, kDotRoom));
  std::vector<Box> keepClear = marks.boxes;
  keepClear.insert(keepClear.end(), dots.begin(), dots.end());
  std::vector<Label> labels = labelsOf(map, places, keepClear);
  nameTheSeas(map, project, boxOfAll(dots, {}), labels, keepClear);
  const Box frame = boxOfAll(keepClear, labels).grown(kMargin);

  std::vector<LegendEntry> entries = routeEntries(map);
  const std::vector<LegendEntry> terrains = terrainEntries(places);
  for (const auto* part : {&before, &terrains, &after})
    entries.insert(entries.end(), part->begin(), part->end());
  const Legend legend = legendOf({frame.right + kMargin, frame.top}, entries);
  std::vector<Box> all = legend.marks;
  all.push_back(frame);
  const Box extent = boxOfAll(all, legend.labels).grown(kMargin);

  std::string svg = svgStart(extent, title) + frameSvg(frame, watersSvg(map, project));
  svg += roadsSvg(map, places) + dotsSvg(places) + marks.svg + legend.svg;
  svg += labelsSvg(labels);
  svg += labelsSvg(legend.labels, false);  // beside the map, on the page: no halo needed
  return {svg + "</svg>\n", layoutOf(frame, keepClear, labels, legend)};
}

// --- The chronicle's marks --------------------------------------------------------------

// The party's way from pale (its first day) to dark (its latest), so that the order of a
// way that crosses itself reads at a glance; violet, to stand out from the sea and the
// encounters' marks.
constexpr int kWayStart[] = {0xd2, 0xb4, 0xde};
constexpr int kWayEnd[] = {0x4a, 0x23, 0x5a};

// The colour |share| (0 to 1) of the way from kWayStart to kWayEnd, as "#rrggbb".
std::string wayColour(double share) {
  std::string colour = "#";
  for (size_t i = 0; i < 3; ++i) {
    const auto channel = static_cast<int>(std::lround(kWayStart[i] + share * (kWayEnd[i] - kWayStart[i])));
    constexpr char kDigits[] = "0123456789abcdef";
    colour += kDigits[channel / 16];
    colour += kDigits[channel % 16];
  }
  return colour;
}

std::string wayStyle(double share) {
  return "stroke=\"" + wayColour(share) + "\" stroke-width=\"3.5\" stroke-opacity=\"0.9\"";
}

// The day the party entered each hex of the map's path, read from the journey's entries:
// the path is the journey's hexes in order, a stay once, those the map does not know left
// out, so each step is the next change of hex that is the path's next hex.
std::vector<int> daysEntered(const Chronicle& chronicle) {
  const std::vector<std::string>& path = chronicle.map.path;
  std::vector<int> days;
  std::string last;
  for (const campaign::ChronicleDay& day : chronicle.journey) {
    for (const campaign::ChronicleEntry& entry : day.entries) {
      const std::string& hex = entry.hex;
      if (hex == last) continue;
      last = hex;
      if (days.size() < path.size() && hex == path[days.size()]) days.push_back(day.day);
    }
  }
  while (days.size() < path.size()) days.push_back(days.empty() ? 1 : days.back());
  return days;
}

// The first and the last day the party travelled on (each step's day is the day it
// entered the step's hex), both the first day when it has not set out.
std::pair<int, int> travelDays(const std::vector<int>& days) {
  if (days.size() < 2) return {days.empty() ? 1 : days.front(), days.empty() ? 1 : days.front()};
  return {days[1], days.back()};
}

// Each step of the way a line of its own, coloured by the day it was made on, from the
// first day of travel to the last.
std::string waySvg(const Chronicle& chronicle, const std::map<std::string, Place>& places) {
  const std::vector<std::string>& path = chronicle.map.path;
  const std::vector<int> days = daysEntered(chronicle);
  std::string out;
  const auto [firstDay, lastDay] = travelDays(days);
  const double first = firstDay;
  const double span = std::max(1, lastDay - firstDay);
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    const auto from = places.find(path[i]);
    const auto to = places.find(path[i + 1]);
    if (from == places.end() || to == places.end()) continue;
    out +=
        segment(from->second.at, to->second.at, "class=\"way\" " + wayStyle((days[i + 1] - first) / span),
                "Day " + std::to_string(days[i + 1]) + ": " + from->second.name + " to " + to->second.name);
  }
  return out;
}

// The legend's entry of the way: pale to dark, its first day to its last.
LegendEntry wayEntry(const Chronicle& chronicle) {
  const auto [first, last] = travelDays(daysEntered(chronicle));
  std::string mark;
  constexpr int kSteps = 4;
  for (int i = 0; i < kSteps; ++i) {
    mark += segment({kLegendMark * i / kSteps, 0}, {kLegendMark * (i + 1) / kSteps, 0},
                    wayStyle(static_cast<double>(i) / (kSteps - 1)));
  }
  return {"The way taken, day " + std::to_string(first) + " (pale) to " + std::to_string(last), mark};
}

// An encounter's mark: a shape of its own for each outcome (so that it reads without
// colour too), in a colour of its own, outlined in white to stand out from the way.
struct OutcomeMark {
  EncounterOutcome outcome;
  std::string_view words;    // in the legend
  std::string_view colour;
  std::string_view shape;  // SVG path data round 0,0, within a radius of about 3.4
};
constexpr OutcomeMark kOutcomeMarks[] = {
    // Crossed swords, drawn as strokes.
    {EncounterOutcome::fought, "A fight", "#c0392b", "M-3 -3L3 3M-3 3L3 -3"},
    {EncounterOutcome::attacked, "The party robs or raids", "#78281f",
     "M0.0 -4.3L1.1 -1.5L4.1 -1.3L1.7 0.6L2.5 3.5L0.0 1.8L-2.5 3.5L-1.7 0.6L-4.1 -1.3L-1.1 -1.5Z"},
    {EncounterOutcome::paid, "A toll or bribe paid", "#b7950b", "M-2.7 -2.7H2.7V2.7H-2.7Z"},
    {EncounterOutcome::fled, "The party fled", "#e67e22", "M0 -3.4L3.2 2.4H-3.2Z"},
    {EncounterOutcome::hunted, "Animals hunted", "#7e5109", "M0 3.4L3.2 -2.4H-3.2Z"},
    {EncounterOutcome::passed, "Met in peace, or let be", "#1e8449", "M-3 0A3 3 0 1 0 3 0A3 3 0 1 0 -3 0Z"},
    {EncounterOutcome::surrendered, "The party gave itself up", "#17202a", "M0 -3.6L3.2 0L0 3.6L-3.2 0Z"},
    // A plus, drawn as strokes.
    {EncounterOutcome::unsettled, "Not yet settled", "#707b7c", "M-3.2 0H3.2M0 -3.2V3.2"},
};
constexpr double kMarkRoom = 4.2;  // round an encounter's mark, its outline included

const OutcomeMark& outcomeMark(const campaign::ChronicleEncounter& encounter) {
  for (const OutcomeMark& mark : kOutcomeMarks) {
    if (mark.outcome == encounter.outcome) return mark;
  }
  return kOutcomeMarks[std::size(kOutcomeMarks) - 1];
}

// |mark| at |at|, with |title| as its tooltip.
std::string outcomeSvg(const OutcomeMark& mark, Point at, const std::string& title = {}) {
  const bool strokes = mark.shape.find('Z') == std::string_view::npos;
  const std::string d = "d=\"" + std::string(mark.shape) + "\"";
  std::string out = "<g class=\"encounter\" data-outcome=\"" + std::string(campaign::nameOf(mark.outcome)) +
                    "\" transform=\"translate(" + number(at.x) + " " + number(at.y) + ")\">";
  if (!title.empty()) out += "<title>" + util::escapeMarkup(title) + "</title>";
  if (strokes) {
    out += "<path " + d + " stroke=\"#fff\" stroke-width=\"3.4\" stroke-linecap=\"round\"/><path " + d +
           " stroke=\"" + std::string(mark.colour) + "\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>";
  } else {
    out += "<path " + d + " fill=\"" + std::string(mark.colour) + "\" stroke=\"#fff\" stroke-width=\"0.8\"/>";
  }
  return out + "</g>\n";
}

// Where the |nth| encounter of a hex stands round the hex's dot |at|: the first on it, the
// others spiralling out (a sunflower's florets), so that none hides another.
Point fanned(Point at, size_t nth) {
  if (nth == 0) return at;
  const double angle = static_cast<double>(nth) * 137.5 * std::numbers::pi / 180;
  const double radius = 4.6 * std::sqrt(static_cast<double>(nth));
  return {at.x + radius * std::cos(angle), at.y - radius * std::sin(angle)};
}

constexpr double kRingRadius = 5.5;
constexpr const char* kRingStyle = "fill=\"none\" stroke=\"#111\" stroke-width=\"1.6\"";

Marks journeyMarks(const Chronicle& chronicle, const std::map<std::string, Place>& places) {
  Marks marks{waySvg(chronicle, places), {}};
  std::map<std::string, size_t> met;  // encounters marked on each hex so far
  for (const campaign::ChronicleEncounter& encounter : chronicle.encounters) {
    auto found = places.find(encounter.hex);
    if (found == places.end()) continue;
    const Point at = fanned(found->second.at, met[found->first]++);
    const std::string title = "Day " + std::to_string(encounter.day) + ": " + codec::sentence(encounter.event);
    marks.svg += outcomeSvg(outcomeMark(encounter), at, title);
    marks.boxes.push_back(dotBox(at, kMarkRoom));
  }
  if (chronicle.map.position) {
    const Place& here = places.at(*chronicle.map.position);
    const std::string title =
        "Day " + std::to_string(chronicle.summary.day) + ": the party is at " + here.name;
    marks.svg += circle(here.at, kRingRadius, "class=\"position\" " + std::string(kRingStyle), title);
    marks.boxes.push_back(dotBox(here.at, kRingRadius + 1));
  }
  return marks;
}

// The legend's entries of the outcomes the chronicle's encounters had, in kOutcomeMarks'
// order.
std::vector<LegendEntry> outcomeEntries(const Chronicle& chronicle) {
  std::vector<LegendEntry> entries;
  const std::vector<campaign::ChronicleEncounter>& encounters = chronicle.encounters;
  for (const OutcomeMark& mark : kOutcomeMarks) {
    if (std::any_of(encounters.begin(), encounters.end(),
                    [&](const campaign::ChronicleEncounter& e) { return &outcomeMark(e) == &mark; }))
      entries.push_back({std::string(mark.words), outcomeSvg(mark, {kLegendMark / 2, 0})});
  }
  return entries;
}

Drawn drawChronicle(const Chronicle& chronicle) {
  const RouteMapData& map = chronicle.map;
  std::vector<LegendEntry> before;
  if (map.path.size() > 1) before.push_back(wayEntry(chronicle));  // a party that has set out
  const std::vector<LegendEntry> outcomes = outcomeEntries(chronicle);
  before.insert(before.end(), outcomes.begin(), outcomes.end());
  std::vector<LegendEntry> position;
  if (map.position)
    position.push_back({"Where the party is", circle({kLegendMark / 2, 0}, kRingRadius, kRingStyle)});
  return drawMap(map, "Route map: " + codec::chronicleTitle(chronicle.groupLabel), before, position,
                 [&](const std::map<std::string, Place>& places) { return journeyMarks(chronicle, places); });
}

// --- The shaded map ---------------------------------------------------------------------

// A share's disc: the larger and the darker, the greater the share.
constexpr double kShadeRadius = 6;
double shadeRadius(double share) { return 2 + kShadeRadius * std::sqrt(std::clamp(share, 0.0, 1.0)); }

std::string shadeDisc(Point at, double share, const std::string& title = {}) {
  return circle(at, shadeRadius(share),
                "class=\"shade\" fill=\"#7a1f1f\" fill-opacity=\"" + number(0.25 + 0.6 * share) +
                    "\" stroke=\"#7a1f1f\" stroke-width=\"0.6\"",
                title);
}

Drawn drawShaded(const RouteMapData& map, const std::string& title,
                 const std::map<std::string, double>& shares, const std::string& what) {
  std::vector<LegendEntry> shades;
  for (const double share : {0.05, 0.25}) {
    shades.push_back({what + ": " + number(100 * share) + "%", shadeDisc({kLegendMark / 2, 0}, share)});
  }
  return drawMap(map, title, {}, shades, [&](const std::map<std::string, Place>& places) {
    Marks marks;
    for (const auto& [id, share] : shares) {
      const auto found = places.find(id);
      if (found == places.end() || share <= 0) continue;
      const Point at = found->second.at;
      marks.svg += shadeDisc(at, share, found->second.name + ": " + what + " " + number(100 * share) + "%");
      marks.boxes.push_back(dotBox(at, shadeRadius(share) + 0.3));
    }
    return marks;
  });
}

}  // namespace

std::string routeMapSvg(const Chronicle& chronicle) { return drawChronicle(chronicle).svg; }

RouteMapLayout routeMapLayout(const Chronicle& chronicle) { return drawChronicle(chronicle).layout; }

std::string shadedRouteMapSvg(const RouteMapData& map, const std::string& title,
                              const std::map<std::string, double>& shares, const std::string& what) {
  return drawShaded(map, title, shares, what).svg;
}

RouteMapLayout shadedRouteMapLayout(const RouteMapData& map, const std::map<std::string, double>& shares,
                                    const std::string& what) {
  return drawShaded(map, "", shares, what).layout;
}

}  // namespace outremer::render
