#include "render/setup_diagram.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>

#include "gen/encounter.hpp"
#include "render/html_text.hpp"
#include "tables/scenario.hpp"
#include "util/text.hpp"

namespace outremer::render {
// Named, not anonymous: the unity build joins this file with route_map.cpp, whose helpers
// share names with these.
namespace setup_drawing {

using Kind = tables::SetupZone::Kind;

// A map is drawn 220 by 140 beside another, 280 by 170 alone (a Cry Havoc map is wider
// than deep), with a margin round the maps for the arrows and the frame of "enters any
// side", and a line for the caption.
constexpr double kMapWidth = 220;
constexpr double kMapHeight = 140;
constexpr double kLoneMapWidth = 280;
constexpr double kLoneMapHeight = 170;
constexpr double kMargin = 30;
constexpr double kFrame = 14;       // the frame's distance outside the maps
constexpr double kInset = 4;        // an area's distance inside its map's edge
constexpr double kCaption = 18;     // the caption's line
constexpr double kArrowOut = 24;    // how far outside an edge an arrow starts (or ends)
constexpr double kArrowIn = 16;     // how far inside it ends (or starts)
constexpr double kEdgeNumber = 10;  // an edge number's distance inside its edge
// Drawn larger than its units, so that its 9-unit words read as the page's small print; a
// column narrower than that (a compact brief's) shrinks it to fit.
constexpr double kScale = 1.4;

// Which of top, right, bottom, left is side |side| of |edges|.
// How far a label is lifted above an edge number it would sit on: a line of the labels' text.
constexpr double kLabelLift = 16;

size_t edgeIndex(const tables::MapEdges& edges, int side) {
  return static_cast<size_t>(std::find(edges.begin(), edges.end(), side) - edges.begin()) % 4;
}

// "WHO: WHERE", the map left out (the zone is drawn on it), hidden said.
std::string zoneLabel(const tables::SetupZone& zone, bool reconstructed) {
  return util::capitalised(zone.who) + ": " + zone.where + (zone.hidden ? ", hidden" : "") +
         (reconstructed ? " *" : "");
}

// The part of |map| a zone of |kind| takes, next to edge |edge| where it has one; middle
// and marked areas are the |slot|th of |slots| one above the other in the middle.
DiagramBox areaOf(const DiagramBox& map, Kind kind, size_t edge, int hexes, size_t slot, size_t slots) {
  DiagramBox box{map.x + kInset, map.y + kInset, map.width - 2 * kInset, map.height - 2 * kInset};
  if (kind == Kind::middle || kind == Kind::area) {
    const double height = map.height * 0.36 / static_cast<double>(slots);
    return {map.x + map.width * 0.28, map.y + map.height * 0.32 + height * static_cast<double>(slot),
            map.width * 0.44, height - 2};
  }
  if (kind == Kind::anywhere) return box;
  // A band along the edge: half the map, or the hexes of a map about 20 hexes deep and 30
  // wide.
  const bool across = edge == 0 || edge == 2;  // along the top or bottom
  const double whole = across ? box.height : box.width;
  const double depth = kind == Kind::half ? whole / 2 : whole * std::min(1.0, hexes / (across ? 20.0 : 30.0));
  switch (edge) {
    case 0:
      box.height = depth;
      break;
    case 1:
      box.x += box.width - depth;
      box.width = depth;
      break;
    case 2:
      box.y += box.height - depth;
      box.height = depth;
      break;
    default:
      box.width = depth;
      break;
  }
  return box;
}

// Lays the zones out over the maps already placed.
class Layout {
 public:
  Layout(SetupDiagram& diagram, std::vector<tables::MapEdges> edges)
      : diagram_(diagram), edges_(std::move(edges)) {}

  void add(const tables::SetupZone& zone, bool reconstructed) {
    const int style = styleOf(zone.who);
    const std::string label = zoneLabel(zone, reconstructed);
    if (zone.kind == Kind::enters && zone.side == 0) {
      frame(label, style, reconstructed);
      return;
    }
    for (size_t i = 0; i < diagram_.maps.size(); ++i) {
      if (!zone.map.empty() && diagram_.maps[i].name != zone.map) continue;
      if (zone.kind == Kind::enters || zone.kind == Kind::leaves) {
        arrow(i, zone, label, style, reconstructed);
      } else if (zone.kind == Kind::anywhere && zone.map.empty()) {
        area(allMaps(), zone, label, style, reconstructed);
        // Labelled in the middle of the first map, clear of the edge numbers where maps meet.
        const DiagramBox& first = diagram_.maps.front().box;
        diagram_.zones.back().labelX = first.x + first.width / 2;
        return;  // one area over every map
      } else {
        const size_t edge = zone.side ? edgeIndex(edges_[i], zone.side) : 0;
        area(areaOf(diagram_.maps[i].box, zone.kind, edge, zone.hexes, 0, 1), zone, label, style,
             reconstructed);
        // A band along a left or right edge (edges: top, right, bottom, left) has that edge's
        // number at its middle: its label goes a line above it.
        if (zone.side && (edge == 1 || edge == 3)) diagram_.zones.back().labelY -= kLabelLift;
        if (zone.kind == Kind::middle || zone.kind == Kind::area) {
          ++middles_[i];
          middleZones_.emplace_back(diagram_.zones.size() - 1, i);
        }
      }
    }
  }

  // Middle zones share the middle of their map: each its part of it.
  void shareMiddles() {
    std::map<size_t, size_t> seen;
    for (const auto& [zone, map] : middleZones_) {
      DiagramZone& drawn = diagram_.zones[zone];
      if (middles_[map] < 2) continue;
      drawn.box = areaOf(diagram_.maps[map].box, Kind::middle, 0, 0, seen[map]++, middles_[map]);
      drawn.labelY = drawn.box.y + drawn.box.height / 2 + 3;
    }
  }

 private:
  int styleOf(const std::string& who) {
    const auto found = std::find(sides_.begin(), sides_.end(), who);
    if (found != sides_.end()) return static_cast<int>(found - sides_.begin()) % 3;
    sides_.push_back(who);
    return static_cast<int>(sides_.size() - 1) % 3;
  }

  DiagramBox allMaps() const {
    const DiagramBox& first = diagram_.maps.front().box;
    const DiagramBox& last = diagram_.maps.back().box;
    return {first.x + kInset, first.y + kInset, last.x + last.width - first.x - 2 * kInset,
            first.height - 2 * kInset};
  }

  void area(const DiagramBox& box, const tables::SetupZone& zone, const std::string& label, int style,
            bool reconstructed) {
    DiagramZone& drawn = diagram_.zones.emplace_back();
    drawn.shape = DiagramZone::Shape::area;
    drawn.label = label;
    drawn.box = box;
    drawn.labelX = box.x + box.width / 2;
    drawn.labelY = box.y + box.height / 2 + 3;
    drawn.style = style;
    drawn.hidden = zone.hidden;
    drawn.reconstructed = reconstructed;
  }

  void frame(const std::string& label, int style, bool reconstructed) {
    DiagramZone& drawn = diagram_.zones.emplace_back();
    drawn.shape = DiagramZone::Shape::frame;
    drawn.label = label;
    const DiagramBox& first = diagram_.maps.front().box;
    const DiagramBox& last = diagram_.maps.back().box;
    drawn.box = {first.x - kFrame, first.y - kFrame, last.x + last.width - first.x + 2 * kFrame,
                 first.height + 2 * kFrame};
    drawn.labelX = drawn.box.x + 4;
    drawn.labelY = drawn.box.y - 4;
    drawn.anchor = "start";
    drawn.style = style;
    drawn.reconstructed = reconstructed;
  }

  // An arrow across side |zone.side| of map |i|, in for enters and out for leaves, the
  // second on one edge beside the first; its label beside it, outside the map and to the
  // arrow's left along the top and bottom, inside it along the left and right.
  void arrow(size_t i, const tables::SetupZone& zone, const std::string& label, int style,
             bool reconstructed) {
    const DiagramBox& map = diagram_.maps[i].box;
    const size_t edge = edgeIndex(edges_[i], zone.side);
    const double along = 0.72 - 0.44 * static_cast<double>(arrows_[{i, edge}]++ % 2);
    double x = map.x + map.width * along;
    double y = map.y + map.height * along;
    double dx = 0;
    double dy = 0;
    DiagramZone& drawn = diagram_.zones.emplace_back();
    drawn.label = label;
    drawn.style = style;
    drawn.reconstructed = reconstructed;
    drawn.anchor = "start";
    switch (edge) {
      case 0:
        y = map.y - kArrowOut, dy = kArrowOut + kArrowIn;
        drawn.labelX = x - 5, drawn.labelY = map.y - 10, drawn.anchor = "end";
        break;
      case 2:
        y = map.y + map.height + kArrowOut, dy = -(kArrowOut + kArrowIn);
        drawn.labelX = x - 5, drawn.labelY = map.y + map.height + 18, drawn.anchor = "end";
        break;
      case 1:
        x = map.x + map.width + kArrowOut, dx = -(kArrowOut + kArrowIn);
        drawn.labelX = map.x + map.width - kArrowIn - 4, drawn.labelY = y - 6, drawn.anchor = "end";
        break;
      default:
        x = map.x - kArrowOut, dx = kArrowOut + kArrowIn;
        drawn.labelX = map.x + kArrowIn + 4, drawn.labelY = y - 6;
        break;
    }
    if (zone.kind == Kind::leaves) {  // the same arrow, pointing out
      x += dx, y += dy, dx = -dx, dy = -dy;
      drawn.shape = DiagramZone::Shape::leaves;
    } else {
      drawn.shape = DiagramZone::Shape::enters;
    }
    drawn.box = {x, y, dx, dy};
  }

  SetupDiagram& diagram_;
  std::vector<tables::MapEdges> edges_;
  std::vector<std::string> sides_;
  std::map<size_t, size_t> middles_;                    // map -> middle zones on it
  std::vector<std::pair<size_t, size_t>> middleZones_;  // zone, map
  std::map<std::pair<size_t, size_t>, int> arrows_;     // map, edge -> arrows drawn
};

// Places |names| side by side, each with its edges, and sizes the drawing.
SetupDiagram placeMaps(const std::vector<std::string>& names, const std::vector<tables::MapEdges>& edges,
                       const std::vector<bool>& reconstructed) {
  SetupDiagram diagram;
  const double width = names.size() == 1 ? kLoneMapWidth : kMapWidth;
  const double height = names.size() == 1 ? kLoneMapHeight : kMapHeight;
  for (size_t i = 0; i < names.size(); ++i) {
    DiagramMap& map = diagram.maps.emplace_back();
    map.name = names[i];
    map.box = {kMargin + width * static_cast<double>(i), kMargin, width, height};
    map.reconstructed = reconstructed[i];
    const DiagramBox& b = map.box;
    const std::array<std::pair<double, double>, 4> at = {
        std::pair{b.x + b.width / 2, b.y + kEdgeNumber},
        std::pair{b.x + b.width - kEdgeNumber, b.y + b.height / 2},
        std::pair{b.x + b.width / 2, b.y + b.height - kEdgeNumber},
        std::pair{b.x + kEdgeNumber, b.y + b.height / 2}};
    for (size_t e = 0; e < 4; ++e) map.edges.push_back({edges[i][e], at[e].first, at[e].second});
  }
  diagram.width = 2 * kMargin + width * static_cast<double>(names.size());
  diagram.height = 2 * kMargin + height + kCaption;
  return diagram;
}

// Areas first, the widest first so that the smaller stand on them, then the frame and
// the arrows.
void orderZones(SetupDiagram& diagram) {
  const auto rank = [](const DiagramZone& zone) {
    if (zone.shape != DiagramZone::Shape::area) return 1'000'000.0;
    return -zone.box.width * zone.box.height;
  };
  std::stable_sort(diagram.zones.begin(), diagram.zones.end(),
                   [&](const DiagramZone& a, const DiagramZone& b) { return rank(a) < rank(b); });
}

constexpr const char* kFills[] = {"#d8d8d8", "#ffffff", "#efefef"};
constexpr const char* kDashes[] = {"", " stroke-dasharray=\"6 3\"", " stroke-dasharray=\"2 2\""};

std::string number(double value) { return fmt::format("{:g}", value); }

void putZone(std::string& svg, const DiagramZone& zone) {
  const char* dash = kDashes[zone.style];
  const DiagramBox& b = zone.box;
  const std::string text = htmlText(zone.label);
  switch (zone.shape) {
    case DiagramZone::Shape::area:
      svg += fmt::format(
          "<rect class=\"zone{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
          "stroke=\"#000\"{}/>\n",
          zone.hidden ? " hidden" : "", number(b.x), number(b.y), number(b.width), number(b.height),
          zone.hidden ? "url(#setup-hatch)" : kFills[zone.style], dash);
      break;
    case DiagramZone::Shape::frame:
      svg += fmt::format(
          "<rect class=\"zone frame\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" "
          "stroke=\"#000\"{}/>\n",
          number(b.x), number(b.y), number(b.width), number(b.height), *dash ? dash : kDashes[1]);
      break;
    case DiagramZone::Shape::enters:
    case DiagramZone::Shape::leaves:
      svg += fmt::format(
          "<line class=\"zone {}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#000\" "
          "stroke-width=\"2.5\"{} "
          "marker-end=\"url(#setup-arrow)\"/>\n",
          zone.shape == DiagramZone::Shape::enters ? "enters" : "leaves", number(b.x), number(b.y),
          number(b.x + b.width), number(b.y + b.height), dash);
      break;
  }
  svg += fmt::format("<text class=\"label\" x=\"{}\" y=\"{}\" text-anchor=\"{}\">{}</text>\n",
                     number(zone.labelX), number(zone.labelY), zone.anchor, text);
}

SetupDiagram ofPlan(const gen::SetupPlan& plan, const std::string& map, bool reconstructed) {
  // A wholly reconstructed diagram says so in its caption; its map carries no mark of its own.
  SetupDiagram diagram = placeMaps({map}, {plan.edges}, {false});
  Layout layout(diagram, {plan.edges});
  for (const tables::SetupZone& zone : plan.zones) layout.add(zone, false);
  layout.shareMiddles();
  orderZones(diagram);
  diagram.caption = reconstructed ? "Schematic, not to scale. Reconstructed: not printed in the books."
                                  : "Schematic, not to scale.";
  return diagram;
}

SetupDiagram ofScenario(const tables::ScenarioDiagram& scenario) {
  std::vector<std::string> names;
  std::vector<tables::MapEdges> edges;
  std::vector<bool> reconstructed;
  bool any = false;
  for (const tables::DiagramMap& map : scenario.maps) {
    names.push_back(map.name);
    edges.push_back(map.edges);
    reconstructed.push_back(!map.reason.empty());
    any = any || !map.reason.empty();
  }
  SetupDiagram diagram = placeMaps(names, edges, reconstructed);
  Layout layout(diagram, edges);
  for (const tables::DiagramZone& zone : scenario.zones) {
    layout.add(zone.zone, !zone.reason.empty());
    any = any || !zone.reason.empty();
  }
  layout.shareMiddles();
  orderZones(diagram);
  diagram.caption = any ? "Schematic, not to scale. * reconstructed: not printed in the book."
                        : "Schematic, not to scale, as the book's diagram.";
  return diagram;
}

std::string svgOf(const SetupDiagram& diagram) {
  std::string svg = fmt::format(
      "<svg class=\"setup-diagram\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {0} {1}\" "
      "width=\"{2}\" height=\"{3}\" font-family=\"Georgia, serif\" font-size=\"9\" role=\"img\">\n",
      number(diagram.width), number(diagram.height), number(diagram.width * kScale),
      number(diagram.height * kScale));
  svg +=
      "<defs><pattern id=\"setup-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
      "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fff\"/>"
      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#000\" stroke-width=\"1\"/></pattern>"
      "<marker id=\"setup-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" "
      "markerHeight=\"5\" "
      "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#000\"/></marker></defs>\n"
      "<style>.setup-diagram .label { paint-order: stroke; stroke: #fff; stroke-width: 3px; }</style>\n";
  svg += fmt::format("<rect width=\"{}\" height=\"{}\" fill=\"#fff\"/>\n", number(diagram.width),
                     number(diagram.height));
  for (const DiagramMap& map : diagram.maps) {
    const DiagramBox& b = map.box;
    svg += fmt::format(
        "<rect class=\"map\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#fff\" stroke=\"#000\" "
        "stroke-width=\"1.5\"/>\n",
        number(b.x), number(b.y), number(b.width), number(b.height));
  }
  for (const DiagramZone& zone : diagram.zones) putZone(svg, zone);
  for (const DiagramMap& map : diagram.maps) {
    const DiagramBox& b = map.box;
    svg += fmt::format("<text class=\"map-name label\" x=\"{}\" y=\"{}\" font-style=\"italic\">{}{}</text>\n",
                       number(b.x + 8), number(b.y + 16), htmlText(map.name), map.reconstructed ? " *" : "");
    for (const DiagramEdge& edge : map.edges) {
      svg += fmt::format(
          "<circle cx=\"{0}\" cy=\"{1}\" r=\"7\" fill=\"#fff\" stroke=\"#000\"/><text class=\"edge\" "
          "x=\"{0}\" "
          "y=\"{2}\" text-anchor=\"middle\" font-weight=\"bold\">{3}</text>\n",
          number(edge.x), number(edge.y), number(edge.y + 3), edge.side);
    }
  }
  svg += fmt::format("<text class=\"caption\" x=\"{}\" y=\"{}\">{}</text>\n", number(kMargin),
                     number(diagram.height - 5), htmlText(diagram.caption));
  return svg + "</svg>";
}

}  // namespace setup_drawing

SetupDiagram setupDiagram(const gen::SetupPlan& plan, const std::string& map, bool reconstructed) {
  return setup_drawing::ofPlan(plan, map, reconstructed);
}

SetupDiagram setupDiagram(const tables::ScenarioDiagram& diagram) {
  return setup_drawing::ofScenario(diagram);
}

std::string setupDiagramSvg(const SetupDiagram& diagram) { return setup_drawing::svgOf(diagram); }

}  // namespace outremer::render
