#include "render/brief.hpp"
#include "render/chronicle_json.hpp"
#include "render/route_map.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include "../campaign/handmade_campaign.hpp"
#include "../cli/run_cli.hpp"

using outremer::render::Format;
using outremer::render::renderBrief;

namespace {

const std::string kTitle = "Chronicle of the pilgrimage: Knight and retainers";

// As `campaign log` writes it: from the typed chronicle, or with a user's |customTemplate|
// over its JSON.
std::string chronicleIn(Format format, const std::string& customTemplate = {}) {
  const outremer::campaign::State state = outremer::testing::handmadeCampaign();
  const outremer::render::BriefBody body = outremer::campaign::chronicle(state, outremer::testing::shippedRoute());
  const outremer::render::BriefHeader header = outremer::render::chronicleHeader(
      std::get<outremer::campaign::Chronicle>(body), state, "outremer campaign log");
  return renderBrief(outremer::render::Brief{header, body, outremer::gen::RollLog{}}, format, customTemplate);
}

}  // namespace

TEST_CASE("golden: the text chronicle of a hand-made campaign") {
  outremer::testing::checkGolden("campaign-log-handmade.txt", chronicleIn(Format::text));
}

TEST_CASE("the text chronicle tells each day's encounters and the running balance") {
  const std::string text = chronicleIn(Format::text);
  CHECK(text.rfind(kTitle + "\n", 0) == 0);
  CHECK(text.find("Day 2, Sepphoris road") != std::string::npos);
  CHECK(text.find("    - encounter: Brigands bar the road & demand 2CC a head (<toll>).\n") != std::string::npos);
  CHECK(text.find("Day 2, Sepphoris road: Brigands bar the road") != std::string::npos);
  // Columns of money stand two spaces apart at least: coins within one stand one apart.
  CHECK(text.find("    2        -  1SF 3SC 8CC      2GF 3SF 1SC\n") != std::string::npos);
  CHECK(text.find("Arrived: day 3, at Nazareth.") != std::string::npos);
}

TEST_CASE("the Markdown and HTML chronicles render with their title, the HTML with its map") {
  const std::string markdown = chronicleIn(Format::markdown);
  CHECK(markdown.rfind("# " + kTitle + "\n", 0) == 0);
  CHECK(markdown.find("| 2 | - | 1SF 3SC 8CC | 2GF 3SF 1SC |") != std::string::npos);
  const std::string html = chronicleIn(Format::html);
  CHECK(html.find("<title>" + kTitle + "</title>") != std::string::npos);
  CHECK(html.find("<h1>" + kTitle + "</h1>") != std::string::npos);
  CHECK(html.find("<svg xmlns=") != std::string::npos);
  CHECK(html.find("Brigands bar the road &amp; demand 2CC a head (&lt;toll&gt;).") != std::string::npos);
  CHECK(html.find("<toll>") == std::string::npos);
}

TEST_CASE("an HTML template over the chronicle's JSON finds the route map the chronicle draws") {
  const std::string svg = outremer::render::routeMapSvg(outremer::testing::handmadeChronicle());
  REQUIRE(svg.find("class=\"water\"") != std::string::npos);
  CHECK(chronicleIn(Format::html, "{{{campaign-log.map_svg}}}") == svg);
  // Only HTML is given the map.
  CHECK(chronicleIn(Format::markdown, "[{{{campaign-log.map_svg}}}]") == "[]");
}

// tests/schema/validate.sh checks this golden file against schemas/campaign-log.schema.json.
TEST_CASE("golden: the JSON chronicle is the data as is, without the map's SVG") {
  const std::string json = chronicleIn(Format::json);
  CHECK(json == outremer::testing::handmadeChronicleJson().dump(2) + "\n");
  CHECK(json.find("<svg") == std::string::npos);
  outremer::testing::checkGolden("campaign-log-handmade.json", json);
}
