// The set-up diagram of the HTML briefs: each map's four numbered edges, and each side's
// zone, hidden area and reconstructed mark where the brief has them.
#include "render/setup_diagram.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include "../gen/shipped_tables.hpp"
#include "gen/encounter.hpp"
#include "gen/scenario_generate.hpp"
#include "gen/village.hpp"
#include "render/brief.hpp"
#include "tables/scenario.hpp"
#include "../util/occurrences.hpp"

using namespace outremer;

namespace {

// Every edge number the SVG writes, in the order written: top, right, bottom and left of
// each map in turn.
std::vector<int> edgeNumbers(const std::string& svg) {
  static const std::regex edge(R"(<text class="edge"[^>]*>([0-9]+)</text>)");
  std::vector<int> numbers;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), edge); it != std::sregex_iterator(); ++it) {
    numbers.push_back(std::stoi((*it)[1]));
  }
  return numbers;
}

bool has(const std::string& svg, const std::string& text) { return svg.find(text) != std::string::npos; }

gen::Encounter ambush() {
  for (uint64_t seed = 1; seed < 400; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    gen::EncounterOptions options;
    options.forcedType = "brigands";
    gen::Encounter e = gen::makeEncounter(testing::rules(), rng, log, options);
    if (e.ambush && e.deployment && e.map) return e;
  }
  FAIL("no ambush by brigands in 400 seeds");
  return {};
}

}  // namespace

TEST_CASE(
    "an ambush's diagram numbers the map's four sides, hides them anywhere and brings the party in by side "
    "1") {
  const gen::Encounter e = ambush();
  const render::SetupDiagram diagram = render::setupDiagram(e.deployment->setup, e.map->map, true);
  REQUIRE(diagram.maps.size() == 1);
  const std::string svg = render::setupDiagramSvg(diagram);
  // Side 1 along the bottom, side 3 opposite it along the top.
  CHECK(edgeNumbers(svg) == std::vector<int>{3, 4, 1, 2});
  const render::DiagramMap& map = diagram.maps[0];
  CHECK(map.edges[0].y < map.edges[2].y);
  CHECK(map.edges[3].x < map.edges[1].x);
  CHECK(testing::occurrences(svg, "<rect class=\"zone hidden\"") == 1);
  CHECK(has(svg, ">Them: anywhere, hidden</text>"));
  CHECK(testing::occurrences(svg, "<line class=\"zone enters\"") == 1);
  CHECK(has(svg, ">The party: enters side 1</text>"));
  // The party's arrow crosses the bottom edge, side 1, from outside.
  const auto arrow = std::find_if(
      diagram.zones.begin(), diagram.zones.end(),
      [](const render::DiagramZone& z) { return z.shape == render::DiagramZone::Shape::enters; });
  REQUIRE(arrow != diagram.zones.end());
  CHECK(arrow->box.y > map.box.y + map.box.height);
  CHECK(arrow->box.y + arrow->box.height < map.box.y + map.box.height);
  CHECK(has(svg, "Reconstructed: not printed in the books."));
  CHECK(has(svg, ">" + e.map->map + "</text>"));
  // In the brief: drawn in HTML only.
  const render::BriefBody body{e};
  const gen::RollLog log;
  const render::BriefHeader header{"Encounter", 7, "outremer encounter --seed 7"};
  const render::Brief brief{header, body, log};
  CHECK(has(render::renderBrief(brief, render::Format::html), "<svg class=\"setup-diagram\""));
  CHECK_FALSE(has(render::renderBrief(brief, render::Format::text), "svg"));
  CHECK_FALSE(has(render::renderBrief(brief, render::Format::markdown), "svg"));
}

TEST_CASE("a village raid's diagram puts the villagers by side 3 and the party, hidden, by side 1") {
  dice::Rng rng(13);
  gen::RollLog log;
  const gen::VillageRaid raid = gen::makeVillageRaid(testing::rules(), rng, log, std::nullopt);
  REQUIRE(raid.deployment);
  const render::SetupDiagram diagram = render::setupDiagram(raid.deployment->setup, raid.map->map, true);
  const std::string svg = render::setupDiagramSvg(diagram);
  CHECK(edgeNumbers(svg) == std::vector<int>{3, 4, 1, 2});
  CHECK(testing::occurrences(svg, "<rect class=\"zone\"") == 1);
  CHECK(testing::occurrences(svg, "<rect class=\"zone hidden\"") == 1);
  CHECK(has(svg, ">Them: half by side 3</text>"));
  CHECK(has(svg, ">The party: half by side 1, hidden</text>"));
  // Each half lies next to its own edge: side 3 at the top, side 1 at the bottom.
  const render::DiagramBox& map = diagram.maps.at(0).box;
  for (const render::DiagramZone& zone : diagram.zones) {
    const bool top = zone.label.starts_with("Them");
    CHECK(zone.box.height < map.height / 2 + 1);
    CHECK((top ? zone.box.y < map.y + 5 : zone.box.y + zone.box.height > map.y + map.height - 5));
  }
  CHECK(has(svg, "Reconstructed"));
}

TEST_CASE(
    "Scenario Two's diagram sets Olive Grove and Watering Hole side by side with the book's edge numbers") {
  const tables::Scenario& scenario = testing::printedScenario("ambush");
  REQUIRE(scenario.diagram);
  const render::SetupDiagram diagram = render::setupDiagram(*scenario.diagram);
  const std::string svg = render::setupDiagramSvg(diagram);
  REQUIRE(diagram.maps.size() == 2);
  CHECK(diagram.maps[0].name == "Olive Grove");
  CHECK(diagram.maps[1].name == "Watering Hole");
  CHECK(diagram.maps[0].box.x + diagram.maps[0].box.width <= diagram.maps[1].box.x);
  // Olive Grove: 3 along the top, 2 on the left, 1 along the bottom; Watering Hole: 1 along
  // the top, 2 on the right, 3 along the bottom (top, right, bottom, left).
  CHECK(edgeNumbers(svg) == std::vector<int>{3, 4, 1, 2, 1, 2, 3, 4});
  // The Moslems hidden anywhere on either map: one hatched area over both.
  CHECK(testing::occurrences(svg, "<rect class=\"zone hidden\"") == 1);
  CHECK(has(svg, ">Moslem: anywhere, hidden</text>"));
  // The Franks enter Map A, read as the Olive Grove, by side 1: its bottom edge; marked
  // reconstructed.
  CHECK(has(svg, ">Frankish: enters side 1 *</text>"));
  const auto arrow = std::find_if(
      diagram.zones.begin(), diagram.zones.end(),
      [](const render::DiagramZone& z) { return z.shape == render::DiagramZone::Shape::enters; });
  REQUIRE(arrow != diagram.zones.end());
  CHECK(arrow->reconstructed);
  const render::DiagramBox& grove = diagram.maps[0].box;
  CHECK(arrow->box.x > grove.x);
  CHECK(arrow->box.x < grove.x + grove.width);
  CHECK(arrow->box.y > grove.y + grove.height);
  CHECK(has(svg, "* reconstructed: not printed in the book."));
  // The maps' numbers are printed: no mark on their names.
  CHECK(has(svg, ">Olive Grove</text>"));
}

TEST_CASE("Scenario One's reconstructed layout is marked, and Scenario Three's edges are the book's") {
  const render::SetupDiagram one =
      render::setupDiagram(*testing::printedScenario("rally-to-the-standard").diagram);
  const std::string svg = render::setupDiagramSvg(one);
  CHECK(has(svg, ">Olive Grove *</text>"));
  CHECK(has(svg, ">Defenders: marked area *</text>"));
  CHECK(testing::occurrences(svg, "<rect class=\"zone frame\"") == 1);  // the Moslems come on any edge
  CHECK(has(svg, ">Rescue Party: enters side 1</text>"));
  CHECK(has(svg, ">Attackers (Moslems): leaves side 1</text>"));
  const render::SetupDiagram three =
      render::setupDiagram(*testing::printedScenario("road-to-jerusalem").diagram);
  const std::string road = render::setupDiagramSvg(three);
  CHECK(edgeNumbers(road) == std::vector<int>{1, 2, 3, 4, 1, 2, 3, 4});
  // In at the Olive Grove's left edge (side 4), out at the Watering Hole's right (side 2).
  for (const render::DiagramZone& zone : three.zones) {
    if (zone.shape == render::DiagramZone::Shape::enters) CHECK(zone.box.x < three.maps[0].box.x);
    if (zone.shape == render::DiagramZone::Shape::leaves) {
      CHECK(zone.box.x + zone.box.width > three.maps[1].box.x + three.maps[1].box.width);
    }
  }
  CHECK(has(road, ">Moslem: anywhere *</text>"));
}

TEST_CASE("a generated field battle's diagram sets each side within 3 hexes of its own edge") {
  dice::Rng rng(1);
  gen::RollLog log;
  gen::ScenarioRequest request;
  request.points = 150;
  const gen::GeneratedScenario s = gen::generateScenario(testing::rules(), rng, log, request);
  REQUIRE(s.battle == "field-battle");
  const render::SetupDiagram diagram = render::setupDiagram(s.setup, s.map.map, true);
  const std::string svg = render::setupDiagramSvg(diagram);
  CHECK(edgeNumbers(svg) == std::vector<int>{3, 4, 1, 2});
  const std::string second = s.forces[0].name == s.first ? s.forces[1].name : s.forces[0].name;
  CHECK(has(svg, ">" + s.first + ": within 3 hexes of side 3</text>"));
  CHECK(has(svg, ">" + second + ": within 3 hexes of side 1</text>"));
  CHECK(testing::occurrences(svg, "<rect class=\"zone\"") == 2);
  CHECK(has(svg, "Reconstructed"));
  request.siege = true;
  const gen::GeneratedScenario siege = gen::generateScenario(testing::rules(), rng, log, request);
  const std::string walls = render::setupDiagramSvg(render::setupDiagram(siege.setup, siege.map.map, true));
  CHECK(testing::occurrences(walls, "<rect class=\"zone frame\"") == 1);
  CHECK(has(walls, ": inside the walls</text>"));
}
