#include "render/route_map.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <sstream>
#include <variant>

#include "util/text.hpp"

#include "../campaign/handmade_campaign.hpp"
#include "every_chronicle.hpp"
#include "../campaign/written.hpp"
#include "../util/occurrences.hpp"

using namespace outremer;

TEST_CASE("the route map draws the road, the detours and the party's way as polylines") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  // The road and four detours (the party's way is drawn step by step), and the legend's
  // detour dashed too.
  CHECK(testing::occurrences(svg, "<polyline ") == 5);
  CHECK(testing::occurrences(svg, "stroke-dasharray") == 5);
  CHECK(svg.find("stroke=\"#4a235a\"") != std::string::npos);
  CHECK(svg.find(">Antioch</text>") != std::string::npos);
  CHECK(svg.find(">Nazareth</text>") != std::string::npos);
  CHECK(svg.find("<title>Day 3: the party is at Nazareth</title>") != std::string::npos);
}

TEST_CASE("the route map marks each encounter with its day and text, escaped for XML") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  CHECK(testing::occurrences(svg, "class=\"encounter\"") == 4);  // two on the map, two in the legend
  CHECK(svg.find("<title>Day 2: Brigands bar the road &amp; demand 2CC a head (&lt;toll&gt;).</title>") !=
        std::string::npos);
  CHECK(svg.find("<title>Day 3: A patrol of Templars rides by.</title>") != std::string::npos);
  CHECK(svg.find("<toll>") == std::string::npos);
  CHECK(svg.find("road & ") == std::string::npos);
}

TEST_CASE("north is up on the route map: Antioch is drawn above Jerusalem") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  auto labelY = [&](const std::string& town) {
    const size_t label = svg.find(">" + town + "</text>");
    REQUIRE(label != std::string::npos);
    const size_t y = svg.rfind(" y=\"", label);
    return std::stod(svg.substr(y + 4));
  };
  CHECK(labelY("Antioch") < labelY("Jerusalem"));
}

namespace {

struct LabelBox {
  std::string text;
  double left, top, right, bottom;
};

// The value of attribute |name| in the tag that starts at |tag|, or |otherwise|.
std::string attribute(const std::string& svg, size_t tag, const std::string& name,
                      const std::string& otherwise = "") {
  const size_t end = svg.find('>', tag);
  const size_t at = svg.find(" " + name + "=\"", tag);
  if (at == std::string::npos || at > end) return otherwise;
  const size_t start = at + name.size() + 3;
  return svg.substr(start, svg.find('"', start) - start);
}

// Every <text> of |svg| with its box estimated from the font size: 0.6 em a character
// (Georgia's letters average about half an em), Georgia's ascent (0.92 em) above the
// baseline and its descent (0.22 em) below, and the white halo round the letters (half
// the labels' stroke width) on every side.
std::vector<LabelBox> labelBoxes(const std::string& svg) {
  const double em = std::stod(attribute(svg, svg.find("<svg"), "font-size"));
  const double halo = std::stod(attribute(svg, svg.find("<g stroke=\"#fff\""), "stroke-width")) / 2;
  std::vector<LabelBox> boxes;
  for (size_t tag = svg.find("<text "); tag != std::string::npos; tag = svg.find("<text ", tag + 1)) {
    const size_t open = svg.find('>', tag) + 1;
    const std::string text = svg.substr(open, svg.find("</text>", open) - open);
    const double x = std::stod(attribute(svg, tag, "x"));
    const double y = std::stod(attribute(svg, tag, "y"));
    const double width = static_cast<double>(outremer::util::displayWidth(text)) * 0.6 * em;
    const std::string anchor = attribute(svg, tag, "text-anchor", "start");
    const double left = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x;
    boxes.push_back({text, left - halo, y - 0.92 * em - halo, left + width + halo, y + 0.22 * em + halo});
  }
  return boxes;
}

}  // namespace

TEST_CASE("no two labels of the route map overlap and all lie inside it") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  const std::vector<LabelBox> boxes = labelBoxes(svg);
  REQUIRE(boxes.size() >= 10);
  for (size_t i = 0; i < boxes.size(); ++i) {
    for (size_t j = i + 1; j < boxes.size(); ++j) {
      const LabelBox& a = boxes[i];
      const LabelBox& b = boxes[j];
      INFO(a.text << " and " << b.text);
      CHECK_FALSE((a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom));
    }
  }
  std::istringstream view(attribute(svg, svg.find("<svg"), "viewBox"));
  double left = 0, top = 0, width = 0, height = 0;
  view >> left >> top >> width >> height;
  for (const LabelBox& box : boxes) {
    INFO(box.text);
    CHECK(box.left >= left);
    CHECK(box.right <= left + width);
    CHECK(box.top >= top);
    CHECK(box.bottom <= top + height);
  }
}

TEST_CASE("the route map names every detour at the holy site it leads to") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  for (const std::string site : {"Nazareth", "Mount Tabor", "The Jordan (baptism site)", "Bethlehem"}) {
    INFO(site);
    CHECK(testing::occurrences(svg, ">" + site + "</text>") == 1);
  }
  // A site that is not a town stands out from the towns, in italics.
  CHECK(svg.find("font-style=\"italic\">Mount Tabor</text>") != std::string::npos);
}

TEST_CASE("the party's way on the route map goes from pale on its first day to dark on its latest") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  const size_t first = svg.find("class=\"way\"");
  const size_t last = svg.rfind("class=\"way\"");
  REQUIRE(first != std::string::npos);
  REQUIRE(last != first);
  CHECK(svg.substr(first, 40).find("stroke=\"#d2b4de\"") != std::string::npos);
  CHECK(svg.substr(last, 40).find("stroke=\"#4a235a\"") != std::string::npos);
  // Each step tells its day.
  CHECK(svg.find("<title>Day 2: Acre to Sepphoris road</title>") != std::string::npos);
  CHECK(svg.find("<title>Day 3: Sepphoris road to Nazareth</title>") != std::string::npos);
}

TEST_CASE("the party's way on the route map is coloured by day, a rest darkening the next step") {
  outremer::campaign::Chronicle chronicle = outremer::testing::handmadeChronicle();
  // Three days more at Sepphoris road before Nazareth: the step to Nazareth is on day 6.
  chronicle.journey.at(2).day = 6;
  const std::string svg = outremer::render::routeMapSvg(chronicle);
  CHECK(svg.find("<title>Day 6: Sepphoris road to Nazareth</title>") != std::string::npos);
  CHECK(svg.find(">The way taken, day 2 (pale) to 6</text>") != std::string::npos);
}

TEST_CASE("the route map's legend says what each mark shows, beside the map") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  const size_t legend = svg.find("<g class=\"legend\">");
  REQUIRE(legend != std::string::npos);
  for (const char* words : {">The road, a dot a hex</text>", ">A detour to a holy site</text>",
                            ">The way taken, day 2 (pale) to 3</text>", ">A toll or bribe paid</text>",
                            ">Met in peace, or let be</text>", ">Where the party is</text>",
                            ">The sea, a lake</text>", ">A river</text>"}) {
    INFO(words);
    CHECK(svg.find(words) != std::string::npos);
  }
}

// A check that |svg| is well-formed XML as the map writes it: every tag closed in order,
// no stray '<' or '&' in text or attributes.
TEST_CASE("the route map is well-formed XML") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  std::vector<std::string> open;
  for (size_t at = 0; at < svg.size(); ++at) {
    if (svg[at] == '&') {
      const size_t end = svg.find(';', at);
      REQUIRE(end != std::string::npos);
      const std::string entity = svg.substr(at, end - at + 1);
      INFO(entity);
      CHECK((entity == "&amp;" || entity == "&lt;" || entity == "&gt;" || entity == "&quot;" ||
             entity == "&apos;"));
      continue;
    }
    if (svg[at] != '<') continue;
    const size_t end = svg.find('>', at);
    REQUIRE(end != std::string::npos);
    const std::string tag = svg.substr(at + 1, end - at - 1);
    REQUIRE(tag.find('<') == std::string::npos);
    if (tag.starts_with("/")) {
      REQUIRE_FALSE(open.empty());
      CHECK(tag.substr(1) == open.back());
      open.pop_back();
    } else if (!tag.ends_with("/")) {
      open.push_back(tag.substr(0, tag.find_first_of(" \n")));
    }
    at = end;
  }
  CHECK(open.empty());
}

TEST_CASE(
    "the route map fills each hex's dot with its terrain's colour and lists the terrains in its legend") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  // The shipped route: its towns, and hills, coast, a river and a castle between them.
  for (const char* terrain : {"town-city", "hills", "coast", "river", "castle"}) {
    INFO(terrain);
    CHECK(svg.find(std::string(">Terrain: ") + terrain + "</text>") != std::string::npos);
  }
  CHECK(svg.find("<title>Acre: town-city</title>") != std::string::npos);
  CHECK(svg.find("fill=\"#e8d9b0\"") != std::string::npos);  // town-city
  CHECK(svg.find("fill=\"#c49a6c\"") != std::string::npos);  // hills
}

TEST_CASE("the shaded route map draws a disc for each hex with a share, the larger the greater") {
  const outremer::campaign::RouteMapData map = outremer::testing::handmadeChronicle().map;
  const std::string jerusalem = map.road.back().id;
  const std::string antioch = map.road.front().id;
  const std::string svg = outremer::render::shadedRouteMapSvg(
      map, "Where the pilgrimages ended", {{jerusalem, 0.75}, {antioch, 0.05}, {"nowhere", 0.2}},
      "journeys ended here");
  CHECK(svg.find("<title>Where the pilgrimages ended</title>") != std::string::npos);
  // Two on the map (the unknown hex left off) and two in the legend.
  CHECK(testing::occurrences(svg, "class=\"shade\"") == 4);
  CHECK(svg.find(">journeys ended here: 25.0%</text>") != std::string::npos);
  const std::string name = map.road.back().name;
  const size_t big = svg.find("<title>" + name + ": journeys ended here 75.0%</title>");
  REQUIRE(big != std::string::npos);
  const size_t small = svg.find(": journeys ended here 5.0%</title>");
  REQUIRE(small != std::string::npos);
  const auto radius = [&](size_t title) {
    const size_t r = svg.rfind(" r=\"", title);
    return std::stod(svg.substr(r + 4));
  };
  CHECK(radius(big) > radius(small));
  // The chronicle's own marks stay off it.
  CHECK(svg.find("class=\"encounter\"") == std::string::npos);
  CHECK(svg.find("The way taken") == std::string::npos);
}

TEST_CASE("the route map draws the sea, the lakes and the rivers under the road, within its frame") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  const size_t road = svg.find("<polyline ");
  REQUIRE(road != std::string::npos);
  for (const char* water : {"The Mediterranean", "Sea of Galilee", "Dead Sea", "The Jordan", "Lake Hula"}) {
    INFO(water);
    const size_t drawn = svg.find(std::string("<title>") + water + "</title></path>");
    REQUIRE(drawn != std::string::npos);
    CHECK(drawn < road);
  }
  // A sea and the lakes are closed outlines, shaded; a river is a line.
  const size_t jordan = svg.rfind("<path class=\"water\"", svg.find("<title>The Jordan</title>"));
  CHECK(svg.substr(jordan, svg.find('>', jordan) - jordan).find("fill=\"none\"") != std::string::npos);
  const size_t sea = svg.rfind("<path class=\"water\"", svg.find("<title>The Mediterranean</title>"));
  const std::string seaTag = svg.substr(sea, svg.find('>', sea) - sea);
  CHECK(seaTag.find("Z\"") != std::string::npos);
  CHECK(seaTag.find("fill=\"#d4e6f3\"") != std::string::npos);
  // The waters run far beyond the map: a nested svg, the frame's size, clips them.
  CHECK(svg.find("overflow=\"hidden\">\n<path class=\"water\"") != std::string::npos);
}

TEST_CASE("a route map without waters draws the road alone") {
  outremer::campaign::Chronicle chronicle = outremer::testing::handmadeChronicle();
  chronicle.map.waters.clear();
  const std::string svg = outremer::render::routeMapSvg(chronicle);
  CHECK(svg.find("class=\"water\"") == std::string::npos);
  CHECK(svg.find(">The sea, a lake</text>") == std::string::npos);
  CHECK(svg.find(">Antioch</text>") != std::string::npos);
}

namespace {

// The handmade chronicle with one encounter of each outcome, each on a hex of its own.
outremer::campaign::Chronicle chronicleOfEveryOutcome() {
  outremer::campaign::Chronicle chronicle = outremer::testing::handmadeChronicle();
  const std::vector<outremer::campaign::Hex>& road = chronicle.map.road;
  chronicle.encounters.clear();
  size_t hex = 0;
  for (const auto& [outcome, word] : outremer::campaign::Names<outremer::campaign::EncounterOutcome>::table) {
    chronicle.encounters.push_back(
        {1, road.at(hex).id, road.at(hex).name, testing::written("An encounter " + std::string(word)), outcome});
    hex += 3;
  }
  return chronicle;
}

// The path data of the first mark of outcome |outcome| after |from| in |svg|.
std::string markShape(const std::string& svg, const std::string& outcome, size_t from = 0) {
  const size_t mark = svg.find("data-outcome=\"" + outcome + "\"", from);
  REQUIRE(mark != std::string::npos);
  const size_t d = svg.find(" d=\"", mark);
  return svg.substr(d + 4, svg.find('"', d + 4) - d - 4);
}

}  // namespace

TEST_CASE(
    "the route map marks each encounter by its outcome, each with a shape of its own, in the legend too") {
  const std::string svg = outremer::render::routeMapSvg(chronicleOfEveryOutcome());
  const size_t legend = svg.find("<g class=\"legend\">");
  REQUIRE(legend != std::string::npos);
  std::set<std::string> shapes;
  for (const char* outcome :
       {"fought", "attacked", "paid", "fled", "hunted", "passed", "surrendered", "unsettled"}) {
    INFO(outcome);
    const std::string shape = markShape(svg, outcome);
    CHECK(markShape(svg, outcome, legend) == shape);  // the legend's mark is the map's
    shapes.insert(shape);
    CHECK(svg.find(std::string("<title>Day 1: An encounter ") + outcome + "</title>") != std::string::npos);
  }
  CHECK(shapes.size() == 8);
  for (const char* words :
       {">A fight</text>", ">The party robs or raids</text>", ">A toll or bribe paid</text>",
        ">The party fled</text>", ">Animals hunted</text>", ">Met in peace, or let be</text>",
        ">The party gave itself up</text>", ">Not yet settled</text>"}) {
    INFO(words);
    CHECK(svg.find(words) != std::string::npos);
  }
  // The handmade journey's legend names only the outcomes it met.
  const std::string handmade = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  CHECK(handmade.find(">A fight</text>") == std::string::npos);
}

TEST_CASE("the route map fans out encounters on one hex so that none hides another") {
  outremer::campaign::Chronicle chronicle = chronicleOfEveryOutcome();
  for (outremer::campaign::ChronicleEncounter& encounter : chronicle.encounters) encounter.hex = "acre";
  const std::string svg = outremer::render::routeMapSvg(chronicle);
  // Where each mark on the map (before the legend) stands.
  std::set<std::string> centres;
  const size_t legend = svg.find("<g class=\"legend\">");
  for (size_t at = svg.find("class=\"encounter\""); at < legend;
       at = svg.find("class=\"encounter\"", at + 1)) {
    const size_t translate = svg.find("translate(", at);
    centres.insert(svg.substr(translate, svg.find(')', translate) - translate));
  }
  CHECK(centres.size() == 8);
}

namespace {

bool overlap(const outremer::render::MapBox& a, const outremer::render::MapBox& b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

bool inside(const outremer::render::MapBox& box, const outremer::render::MapBox& frame) {
  return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top &&
         box.bottom <= frame.bottom;
}

// Checks that no name of |layout| overlaps another name, a mark or the legend, that every
// name and mark lies within the frame, and that the legend lies outside it.
void checkClear(const outremer::render::RouteMapLayout& layout) {
  REQUIRE(layout.names.size() >= 10);
  for (size_t i = 0; i < layout.names.size(); ++i) {
    INFO("name " << i);
    CHECK(inside(layout.names[i], layout.frame));
    for (size_t j = i + 1; j < layout.names.size(); ++j)
      CHECK_FALSE(overlap(layout.names[i], layout.names[j]));
    for (const auto& mark : layout.marks) CHECK_FALSE(overlap(layout.names[i], mark));
    for (const auto& legend : layout.legend) CHECK_FALSE(overlap(layout.names[i], legend));
  }
  for (const auto& mark : layout.marks) CHECK(inside(mark, layout.frame));
  for (const auto& legend : layout.legend) CHECK_FALSE(overlap(legend, layout.frame));
}

}  // namespace

TEST_CASE("no name on the route maps of seeded journeys overlaps another name, a mark or the legend") {
  const int made = outremer::testing::forEveryChronicle(
      [](const outremer::render::BriefHeader&, const outremer::render::BriefBody& body) {
        checkClear(outremer::render::routeMapLayout(std::get<outremer::campaign::Chronicle>(body)));
      });
  CHECK(made > 50);
  checkClear(outremer::render::routeMapLayout(chronicleOfEveryOutcome()));
}

TEST_CASE(
    "no name on the shaded route maps of simulated journeys overlaps another name, a disc or the legend") {
  const outremer::campaign::RouteMapData map = outremer::testing::handmadeChronicle().map;
  // Where the seeded journeys ended, as a simulation report shades them.
  std::map<std::string, double> ended;
  int journeys = 0;
  outremer::testing::forEveryChronicle(
      [&](const outremer::render::BriefHeader&, const outremer::render::BriefBody& body) {
        const auto& chronicle = std::get<outremer::campaign::Chronicle>(body);
        if (chronicle.summary.finished == outremer::campaign::Ending::none) return;
        ended[chronicle.summary.where] += 1;
        ++journeys;
      });
  REQUIRE(journeys > 0);
  for (auto& [hex, share] : ended) share /= journeys;
  checkClear(outremer::render::shadedRouteMapLayout(map, ended, "journeys ended here"));
  // And a report where journeys ended on every hex, the more the further along.
  std::map<std::string, double> everywhere;
  double share = 0;
  for (const auto& hex : map.road) everywhere[hex.id] = (share += 0.04);
  for (const auto& detour : map.detours)
    for (const auto& hex : detour.hexes) everywhere[hex.id] = 0.1;
  checkClear(outremer::render::shadedRouteMapLayout(map, everywhere, "journeys ended here"));
}

TEST_CASE("the route map of a party that has not set out has no way in its legend") {
  outremer::campaign::Chronicle chronicle = outremer::testing::handmadeChronicle();
  chronicle.map.path = {"acre"};
  const std::string svg = outremer::render::routeMapSvg(chronicle);
  CHECK(svg.find("class=\"way\"") == std::string::npos);
  CHECK(svg.find(">The way taken") == std::string::npos);
}
