#include "render/text_chronicle.hpp"

#include <catch2/catch.hpp>

#include "every_chronicle.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

using namespace outremer;

TEST_CASE("the text chronicle is byte for byte what the shipped campaign-log.txt template makes") {
  const int compared = testing::forEveryChronicle([](const render::BriefHeader& header, const render::BriefBody& body) {
    const gen::RollLog none;
    const render::Brief brief{header, body, none};
    std::string written = render::briefText(brief, std::get<campaign::Chronicle>(body));
    written = render::wrapLongLines(written, render::kTextWidth);
    const std::string tmpl(render::builtinTemplate("campaign-log.txt"));
    REQUIRE(written == render::renderBrief(brief, render::Format::text, tmpl));
    REQUIRE(render::renderBrief(brief, render::Format::text) == written);
  });
  CHECK(compared >= 1 + 2 * 12 * 2);  // a journey may end before its 25th answer
}
