#include "render/route_map.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <numbers>
#include <vector>

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

constexpr double kUnitsPerDegree = 100;  // SVG units to a degree of latitude
constexpr double kMargin = 12;
constexpr double kLabelRoom = 56;  // east of the easternmost place, for a town's name
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
};

std::string number(double value) {
  char text[32];
  const auto end = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, 1).ptr;
  return std::string(text, end);
}

std::string xmlEscaped(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// Longitude and latitude to SVG units, north up. A degree of longitude is shortened by the
// cosine of the middle latitude, so the coast keeps its shape.
class Projection {
 public:
  explicit Projection(const std::vector<const ordered_json*>& hexes) {
    double east = -180;
    double south = 90;
    for (const ordered_json* hex : hexes) {
      const double x = hex->at("x").get<double>();
      const double y = hex->at("y").get<double>();
      west_ = std::min(west_, x);
      east = std::max(east, x);
      south = std::min(south, y);
      north_ = std::max(north_, y);
    }
    xScale_ = kUnitsPerDegree * std::cos((north_ + south) / 2 * std::numbers::pi / 180);
    width_ = (east - west_) * xScale_ + 2 * kMargin + kLabelRoom;
    height_ = (north_ - south) * kUnitsPerDegree + 2 * kMargin;
  }

  Point operator()(const ordered_json& hex) const {
    return {kMargin + (hex.at("x").get<double>() - west_) * xScale_,
            kMargin + (north_ - hex.at("y").get<double>()) * kUnitsPerDegree};
  }
  double width() const { return width_; }
  double height() const { return height_; }

 private:
  double west_ = 180;
  double north_ = -90;
  double xScale_ = 0;
  double width_ = 0;
  double height_ = 0;
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
                   Place{project(*hex), hex->at("name").get<std::string>(), hex->at("town").get<bool>()});
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
  return out + "><title>" + xmlEscaped(title) + "</title></circle>\n";
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

std::string roadsSvg(const ordered_json& map, const std::map<std::string, Place>& places) {
  std::string out;
  for (const ordered_json& detour : map.at("detours")) {
    std::vector<std::string> ids = idsOf(detour.at("hexes"));
    ids.insert(ids.begin(), detour.at("leaves_at").get<std::string>());
    ids.push_back(detour.at("rejoins_at").get<std::string>());
    out += polyline(pointsOf(places, ids), "stroke=\"#999\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\"");
  }
  out += polyline(pointsOf(places, idsOf(map.at("road"))), "stroke=\"#888\" stroke-width=\"2\"");
  for (const auto& [id, place] : places) {
    out += circle(place.at, place.town ? 2.4 : 1.6, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"0.8\"");
  }
  return out;
}

// The towns' names, drawn last with a white halo so that they read over the lines, and
// letting the pointer through to the encounter markers' tooltips.
std::string labelsSvg(const std::map<std::string, Place>& places) {
  std::string out =
      "<g stroke=\"#fff\" stroke-width=\"2.2\" paint-order=\"stroke\" pointer-events=\"none\">\n";
  for (const auto& [id, place] : places) {
    if (!place.town) continue;
    out += "<text x=\"" + number(place.at.x + 5) + "\" y=\"" + number(place.at.y + 2.5) + "\">" +
           xmlEscaped(place.name) + "</text>\n";
  }
  return out + "</g>\n";
}

std::string journeySvg(const ordered_json& log, const std::map<std::string, Place>& places) {
  const ordered_json& map = log.at("map");
  std::string out = polyline(pointsOf(places, idsOf(map.at("path"))),
                             "stroke=\"#1f4e7a\" stroke-width=\"3.5\" stroke-opacity=\"0.8\"");
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

std::string routeMapSvg(const ordered_json& chronicle) {
  const ordered_json& log = chronicle.at("campaign-log");
  const ordered_json& map = log.at("map");
  const std::vector<const ordered_json*> hexes = allHexes(map);
  if (hexes.empty()) return {};
  const Projection project(hexes);
  const std::map<std::string, Place> places = placesOf(hexes, project);
  const double mm = std::min(kMaxWidthMm / project.width(), kMaxHeightMm / project.height());
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"0 0 " +
                    number(project.width()) + " " + number(project.height()) + "\" width=\"" +
                    number(project.width() * mm) + "mm\" height=\"" + number(project.height() * mm) +
                    "mm\" style=\"max-width: 100%; height: auto;\" font-family=\"Georgia, serif\" "
                    "font-size=\"7\" role=\"img\">\n"
                    "<title>Route map: " +
                    xmlEscaped(chronicle.at("title").get<std::string>()) + "</title>\n";
  out += roadsSvg(map, places);
  out += journeySvg(log, places);
  out += labelsSvg(places);
  return out + "</svg>\n";
}

}  // namespace outremer::render
