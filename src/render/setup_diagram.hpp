#pragma once

#include <string>
#include <vector>

namespace outremer::gen {
struct SetupPlan;
}
namespace outremer::tables {
struct ScenarioDiagram;
}

namespace outremer::render {

// A set-up diagram: the tactical map(s) of a brief as a schematic, each edge with its
// side number, and where each side sets up, hides, enters or must leave. Its geometry is
// worked out once (setupDiagram) and written as SVG by one writer (setupDiagramSvg), black
// on white, for a printed page. Units are the SVG's; y grows downwards.

struct DiagramBox {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};

/// A map's edge number and where it is written (its centre).
struct DiagramEdge {
  int side = 0;
  double x = 0;
  double y = 0;
};

/// A map, left to right as laid out, its four edges numbered; |reconstructed| when its
/// place or numbers are not printed.
struct DiagramMap {
  std::string name;
  DiagramBox box;
  std::vector<DiagramEdge> edges;  // top, right, bottom, left
  bool reconstructed = false;
};

/// Where a side sets up (an area of a map, or the frame round every map for "enters any
/// side"), or the arrow by which it enters or leaves, with its label: "WHO: WHERE" as the
/// tables word it. |style| numbers the sides in the order they are first named, so that
/// each side is drawn alike; a hidden area is hatched; a reconstructed one is marked "*".
struct DiagramZone {
  enum class Shape { area, frame, enters, leaves };
  Shape shape = Shape::area;
  std::string label;
  DiagramBox box;     // an area or frame; for an arrow, from (x, y) by (width, height)
  double labelX = 0;  // where the label starts, ends or is centred (|anchor|)
  double labelY = 0;
  std::string anchor = "middle";  // SVG text-anchor: start, middle or end
  int style = 0;
  bool hidden = false;
  bool reconstructed = false;
};

struct SetupDiagram {
  double width = 0;
  double height = 0;
  std::vector<DiagramMap> maps;
  std::vector<DiagramZone> zones;
  /// The line under the maps: which parts are reconstructed ("* reconstructed"), or that
  /// the whole set-up is.
  std::string caption;
};

/// The diagram of a scene on one map (an encounter's, a village raid's, a generated
/// scenario's): |map| named, its edges and zones as |plan| gives them. A set-up the books
/// do not print is |reconstructed| as a whole, and its caption says so.
SetupDiagram setupDiagram(const gen::SetupPlan& plan, const std::string& map, bool reconstructed);
/// The diagram a printed scenario's file describes: its maps side by side, each with its
/// own edge numbers, and its zones, those reconstructed marked.
SetupDiagram setupDiagram(const tables::ScenarioDiagram& diagram);

/// |diagram| as a standalone SVG element; every text escaped for XML.
std::string setupDiagramSvg(const SetupDiagram& diagram);

}  // namespace outremer::render
