#include "render/route_map.hpp"

#include <catch2/catch.hpp>

#include "../campaign/handmade_campaign.hpp"

namespace {

size_t occurrences(const std::string& text, const std::string& part) {
  size_t count = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

}  // namespace

TEST_CASE("the route map draws the road, the detours and the party's way as polylines") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  // The road, four detours and the party's way.
  CHECK(occurrences(svg, "<polyline ") == 6);
  CHECK(occurrences(svg, "stroke-dasharray") == 4);
  CHECK(svg.find("stroke=\"#1f4e7a\"") != std::string::npos);
  CHECK(svg.find(">Antioch</text>") != std::string::npos);
  CHECK(svg.find(">Nazareth</text>") != std::string::npos);
  CHECK(svg.find("<title>Day 3: the party is at Nazareth</title>") != std::string::npos);
}

TEST_CASE("the route map marks each encounter with its day and text, escaped for XML") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  CHECK(occurrences(svg, "class=\"encounter\"") == 2);
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
