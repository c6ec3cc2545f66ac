#include "render/route_map.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <numbers>
#include <string_view>
#include <utility>
#include <vector>

#include "util/text.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

constexpr double kUnitsPerDegree = 100;  // SVG units to a degree of latitude
constexpr double kMargin = 8;            // round the drawing: the position ring and the labels' halo
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

// Longitude and latitude to SVG units, north up, the north-west corner at 0,0. A degree of
// longitude is shortened by the cosine of the middle latitude, so the coast keeps its shape.
class Projection {
 public:
  explicit Projection(const std::vector<const ordered_json*>& hexes) {
    double south = 90;
    for (const ordered_json* hex : hexes) {
      west_ = std::min(west_, hex->at("x").get<double>());
      south = std::min(south, hex->at("y").get<double>());
      north_ = std::max(north_, hex->at("y").get<double>());
    }
    xScale_ = kUnitsPerDegree * std::cos((north_ + south) / 2 * std::numbers::pi / 180);
  }

  Point operator()(const ordered_json& hex) const {
    return {(hex.at("x").get<double>() - west_) * xScale_,
            (north_ - hex.at("y").get<double>()) * kUnitsPerDegree};
  }

 private:
  double west_ = 180;
  double north_ = -90;
  double xScale_ = 0;
};

// Every hex of the road and the detours (a detour hex shared by two detours once).
std::vector<const ordered_json*> allHexes(const ordered_json& map) {
  std::vector<const ordered_json*> hexes;
  for (const ordered_json& hex : map.at("road")) hexes.push_back(&hex);
  for (const ordered_json& detour : map.at("detours")) {
    for (const ordered_json& hex : detour.at("hexes")) hexes.push_back(&hex);
  }
  return hexes;
}

std::map<std::string, Place> placesOf(const std::vector<const ordered_json*>& hexes,
                                      const Projection& project) {
  std::map<std::string, Place> places;
  for (const ordered_json* hex : hexes) {
    places.emplace(hex->at("id").get<std::string>(),
                   Place{project(*hex), hex->at("name").get<std::string>(), hex->at("town").get<bool>(),
                         hex->value("terrain", std::string())});
  }
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

// The party's way from pale (its first step) to the map's dark blue (its latest), so that
// the order of a way that crosses itself reads at a glance.
constexpr int kWayStart[] = {0xa9, 0xcc, 0xe3};
constexpr int kWayEnd[] = {0x1f, 0x4e, 0x7a};

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

std::string segment(Point from, Point to, const std::string& style) {
  return "<line x1=\"" + number(from.x) + "\" y1=\"" + number(from.y) + "\" x2=\"" + number(to.x) +
         "\" y2=\"" + number(to.y) + "\" stroke-linecap=\"round\" " + style + "/>\n";
}

// The points of the hexes |ids| names, those the map does not know left out.
std::vector<Point> pointsOf(const std::map<std::string, Place>& places, const std::vector<std::string>& ids) {
  std::vector<Point> points;
  for (const std::string& id : ids) {
    if (auto found = places.find(id); found != places.end()) points.push_back(found->second.at);
  }
  return points;
}

// The ids in |list|: hex ids, or hexes (objects with an "id").
std::vector<std::string> idsOf(const ordered_json& list) {
  std::vector<std::string> ids;
  for (const ordered_json& item : list)
    ids.push_back(item.is_string() ? item.get<std::string>() : item.at("id").get<std::string>());
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

std::string roadsSvg(const ordered_json& map, const std::map<std::string, Place>& places) {
  std::string out;
  for (const ordered_json& detour : map.at("detours")) {
    std::vector<std::string> ids = idsOf(detour.at("hexes"));
    ids.insert(ids.begin(), detour.at("leaves_at").get<std::string>());
    ids.push_back(detour.at("rejoins_at").get<std::string>());
    out += polyline(pointsOf(places, ids), kDetourStyle);
  }
  out += polyline(pointsOf(places, idsOf(map.at("road"))), kRoadStyle);
  for (const auto& [id, place] : places) {
    out += circle(place.at, place.town ? 2.4 : 1.6, dotStyle(place.terrain),
                  place.terrain.empty() ? "" : place.name + ": " + place.terrain);
  }
  return out;
}

// A rectangle on the map, as the estimated extent of a label or of a place's dot.
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
};

enum class Align { start, middle, end };  // SVG's text-anchor

struct Label {
  std::string text;
  Point at;  // x, and y of the baseline
  Align align = Align::start;
  bool holySite = false;  // a detour's goal that is not a town, set in italics
  Box box;
};

constexpr double kDotRoom = 3.2;   // round a place: its dot, or an encounter's marker on it
constexpr double kHalo = 1.1;      // half the halo's stroke
constexpr double kRingRoom = 7.5;  // round the ring where the party is

Box dotBox(Point at, double room) { return {at.x - room, at.y - room, at.x + room, at.y + room}; }

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
constexpr Spot kSpots[] = {{5, 2.5, Align::start},   {-5, 2.5, Align::end}, {4, -4, Align::start},
                           {4, 9.5, Align::start},   {-4, -4, Align::end},  {-4, 9.5, Align::end},
                           {0, -5.5, Align::middle}, {0, 11, Align::middle}};
constexpr int kMostRings = 40;

// |text| placed by its place at |dot|: at the first spot that overlaps none of |labels|
// (those placed already) and none of |dots|; failing that, the first that overlaps no
// label. When every spot is taken, the spots are tried again a line further up or down.
Label placed(const std::string& text, Point dot, const std::vector<Label>& labels,
             const std::vector<Box>& dots) {
  auto free = [&](const Box& box, bool ofDots) {
    for (const Label& other : labels)
      if (box.overlaps(other.box)) return false;
    if (ofDots) {
      for (const Box& other : dots)
        if (box.overlaps(other)) return false;
    }
    return true;
  };
  for (int ring = 0; ring < kMostRings; ++ring) {
    std::vector<Label> spots;
    for (const Spot& spot : kSpots) {
      const double dy = spot.dy + (spot.dy < 0 ? -1 : 1) * ring * 1.2 * kFontSize;
      const Point at{dot.x + spot.dx, dot.y + dy};
      spots.push_back({text, at, spot.align, false, textBox(text, at, spot.align)});
    }
    for (bool ofDots : {true, false}) {
      for (const Label& label : spots)
        if (free(label.box, ofDots)) return label;
    }
  }
  const Point at{dot.x + 5, dot.y + 2.5};  // not reached on any map of a few hundred places
  return {text, at, Align::start, false, textBox(text, at, Align::start)};
}

// The place a detour leads to: its hex of the detour's name, or else its last.
const ordered_json& goalOf(const ordered_json& detour) {
  const ordered_json& hexes = detour.at("hexes");
  for (const ordered_json& hex : hexes) {
    if (hex.at("name") == detour.at("name")) return hex;
  }
  return hexes.back();
}

// The names on the map: every town's, and every detour's at the holy site it leads to,
// each placed clear of the others and of the places' dots.
std::vector<Label> labelsOf(const ordered_json& map, const std::map<std::string, Place>& places) {
  std::vector<Box> dots;
  for (const auto& [id, place] : places) dots.push_back(dotBox(place.at, kDotRoom));
  std::vector<Label> labels;
  std::vector<std::string> named;
  auto add = [&](const ordered_json& hex, const std::string& text, bool holySite) {
    const std::string id = hex.at("id").get<std::string>();
    auto found = places.find(id);
    if (found == places.end() || std::find(named.begin(), named.end(), id) != named.end()) return;
    named.push_back(id);
    labels.push_back(placed(text, found->second.at, labels, dots));
    labels.back().holySite = holySite;
  };
  for (const ordered_json* hex : allHexes(map)) {
    if (hex->at("town").get<bool>()) add(*hex, hex->at("name").get<std::string>(), false);
  }
  for (const ordered_json& detour : map.at("detours")) {
    if (detour.at("hexes").empty()) continue;
    const ordered_json& goal = goalOf(detour);
    add(goal, detour.at("name").get<std::string>(), !goal.at("town").get<bool>());
  }
  return labels;
}

// The names, drawn last with a white halo so that they read over the lines, and letting
// the pointer through to the encounter markers' tooltips.
std::string labelsSvg(const std::vector<Label>& labels) {
  std::string out = "<g stroke=\"#fff\" stroke-width=\"" + number(2 * kHalo) +
                    "\" paint-order=\"stroke\" pointer-events=\"none\">\n";
  for (const Label& label : labels) {
    out += "<text x=\"" + number(label.at.x) + "\" y=\"" + number(label.at.y) + "\"";
    if (label.align != Align::start)
      out += label.align == Align::end ? " text-anchor=\"end\"" : " text-anchor=\"middle\"";
    if (label.holySite) out += " font-style=\"italic\"";
    out += ">" + util::escapeMarkup(label.text) + "</text>\n";
  }
  return out + "</g>\n";
}

// The legend, under the map: each mark drawn as on the map, and what it shows.
constexpr double kLegendLine = 1.5 * kFontSize;  // from one entry's baseline to the next
constexpr double kLegendMark = 14;               // the width of a mark, before its words

struct Legend {
  std::string svg;
  std::vector<Label> labels;  // its words, for the map's extent
};

// An entry of the legend: its words, and its mark drawn between x 0 and kLegendMark,
// centred on y 0 (moved into place by legendOf).
struct LegendEntry {
  std::string words;
  std::string mark;
};

// The road's and the detours' entries, which every map has.
std::vector<LegendEntry> routeEntries() {
  return {{"The road, a dot a hex",
           segment({0, 0}, {kLegendMark, 0}, kRoadStyle) + circle({kLegendMark / 2, 0}, 1.6, dotStyle(""))},
          {"A detour to a holy site", segment({0, 0}, {kLegendMark, 0}, kDetourStyle)}};
}

// The entries of the terrains on the map, in the order of kTerrainColours.
std::vector<LegendEntry> terrainEntries(const std::map<std::string, Place>& places) {
  std::vector<LegendEntry> entries;
  for (const auto& terrainColour : kTerrainColours) {
    const auto& id = terrainColour.first;  // a name, not a structured binding: clang 14 captures no binding
    if (std::any_of(places.begin(), places.end(), [&](const auto& place) { return place.second.terrain == id; }))
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
    const Point at{topLeft.x + kLegendMark + 4, y};
    legend.labels.push_back({entry.words, at, Align::start, false, textBox(entry.words, at, Align::start)});
    y += kLegendLine;
  }
  legend.svg += "</g>\n";
  return legend;
}

// What the map covers: every place, the ring round any of them, and every label.
Box extentOf(const std::map<std::string, Place>& places, const std::vector<Label>& labels) {
  Box extent = dotBox(places.begin()->second.at, kRingRoom);
  for (const auto& [id, place] : places) extent = extent.merged(dotBox(place.at, kRingRoom));
  for (const Label& label : labels) extent = extent.merged(label.box);
  return {extent.left - kMargin, extent.top - kMargin, extent.right + kMargin, extent.bottom + kMargin};
}

// Each step of the way a line of its own, coloured by how far along the way it is.
std::string waySvg(const std::vector<Point>& points) {
  std::string out;
  for (size_t i = 0; i + 1 < points.size(); ++i) {
    const double share =
        points.size() == 2 ? 1 : static_cast<double>(i) / static_cast<double>(points.size() - 2);
    out += segment(
        points[i], points[i + 1],
        "class=\"way\" stroke=\"" + wayColour(share) + "\" stroke-width=\"3.5\" stroke-opacity=\"0.8\"");
  }
  return out;
}

std::string journeySvg(const ordered_json& log, const std::map<std::string, Place>& places) {
  const ordered_json& map = log.at("map");
  std::string out = waySvg(pointsOf(places, idsOf(map.at("path"))));
  for (const ordered_json& encounter : log.at("encounters")) {
    auto found = places.find(encounter.at("hex").get<std::string>());
    if (found == places.end()) continue;
    const std::string title = "Day " + std::to_string(encounter.at("day").get<int>()) + ": " +
                              encounter.at("text").get<std::string>();
    out += circle(found->second.at, 3.2, "class=\"encounter\" fill=\"#c0392b\" fill-opacity=\"0.85\"", title);
  }
  if (map.at("position").is_string()) {
    const Place& here = places.at(map.at("position").get<std::string>());
    const std::string title =
        "Day " + std::to_string(log.at("summary").at("day").get<int>()) + ": the party is at " + here.name;
    out +=
        circle(here.at, 5.5, "class=\"position\" fill=\"none\" stroke=\"#111\" stroke-width=\"1.6\"", title);
  }
  return out;
}

}  // namespace

namespace {

// The map of |map| (the road, the detours and their names) with |marks| drawn over the
// road and its legend under it: the route's entries, then |before| (marks of the map's
// own), the terrains and |after|. |marks| draws on the projected places.
template <typename Marks>
std::string mapSvg(const ordered_json& map, const std::string& title, const std::vector<LegendEntry>& before,
                   const std::vector<LegendEntry>& after, const Marks& marks) {
  const std::vector<const ordered_json*> hexes = allHexes(map);
  if (hexes.empty()) return {};
  const std::map<std::string, Place> places = placesOf(hexes, Projection(hexes));
  std::vector<Label> labels = labelsOf(map, places);
  const Box above = extentOf(places, labels);
  std::vector<LegendEntry> entries = routeEntries();
  const std::vector<LegendEntry> terrains = terrainEntries(places);
  for (const auto* part : {&before, &terrains, &after}) entries.insert(entries.end(), part->begin(), part->end());
  const Legend legend = legendOf({above.left + kMargin, above.bottom}, entries);
  labels.insert(labels.end(), legend.labels.begin(), legend.labels.end());
  const Box extent = extentOf(places, labels);
  const double width = extent.right - extent.left;
  const double height = extent.bottom - extent.top;
  const double mm = std::min(kMaxWidthMm / width, kMaxHeightMm / height);
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"" +
                    number(extent.left) + " " + number(extent.top) + " " + number(width) + " " +
                    number(height) + "\" width=\"" + number(width * mm) + "mm\" height=\"" +
                    number(height * mm) +
                    "mm\" style=\"max-width: 100%; height: auto;\" font-family=\"Georgia, serif\" "
                    "font-size=\"" +
                    number(kFontSize) +
                    "\" role=\"img\">\n"
                    "<title>" +
                    util::escapeMarkup(title) + "</title>\n";
  out += roadsSvg(map, places);
  out += marks(places);
  out += legend.svg;
  out += labelsSvg(labels);
  return out + "</svg>\n";
}

// A share's disc: the larger and the darker, the greater the share.
constexpr double kShadeRadius = 6;
std::string shadeDisc(Point at, double share, const std::string& title = {}) {
  const double radius = 2 + kShadeRadius * std::sqrt(std::clamp(share, 0.0, 1.0));
  return circle(at, radius,
                "class=\"shade\" fill=\"#7a1f1f\" fill-opacity=\"" + number(0.25 + 0.6 * share) +
                    "\" stroke=\"#7a1f1f\" stroke-width=\"0.6\"",
                title);
}

}  // namespace

std::string routeMapSvg(const ordered_json& chronicle) {
  const ordered_json& log = chronicle.at("campaign-log");
  const ordered_json& map = log.at("map");
  const std::vector<LegendEntry> way = {
      {"The way taken, pale first",
       segment({0, 0}, {kLegendMark / 2, 0}, "stroke=\"" + wayColour(0) + "\" stroke-width=\"3.5\"") +
           segment({kLegendMark / 2, 0}, {kLegendMark, 0}, "stroke=\"" + wayColour(1) + "\" stroke-width=\"3.5\"")},
      {"An encounter", circle({kLegendMark / 2, 0}, 3.2, "fill=\"#c0392b\" fill-opacity=\"0.85\"")}};
  std::vector<LegendEntry> position;
  if (map.at("position").is_string()) {
    position.push_back({"Where the party is", circle({kLegendMark / 2, 0}, 5.5,
                                                     "fill=\"none\" stroke=\"#111\" stroke-width=\"1.6\"")});
  }
  return mapSvg(map, "Route map: " + chronicle.at("title").get<std::string>(), way, position,
                [&](const std::map<std::string, Place>& places) { return journeySvg(log, places); });
}

std::string shadedRouteMapSvg(const ordered_json& map, const std::string& title,
                              const std::map<std::string, double>& shares, const std::string& what) {
  std::vector<LegendEntry> shades;
  for (const double share : {0.05, 0.25}) {
    shades.push_back({what + ": " + number(100 * share) + "%", shadeDisc({kLegendMark / 2, 0}, share)});
  }
  return mapSvg(map, title, {}, shades, [&](const std::map<std::string, Place>& places) {
    std::string out;
    for (const auto& [id, share] : shares) {
      const auto found = places.find(id);
      if (found == places.end() || share <= 0) continue;
      out += shadeDisc(found->second.at, share, found->second.name + ": " + what + " " + number(100 * share) + "%");
    }
    return out;
  });
}

}  // namespace outremer::render
