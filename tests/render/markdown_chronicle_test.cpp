#include "render/markdown_chronicle.hpp"

#include <catch2/catch.hpp>

#include "every_chronicle.hpp"
#include "render/mustache_render.hpp"
#include "render/templates.hpp"

using namespace outremer;

TEST_CASE("the Markdown chronicle is byte for byte what the shipped campaign-log.md template makes") {
  const int compared = testing::forEveryChronicle([](const render::BriefHeader& header, const render::BriefBody& body) {
    const gen::RollLog none;
    const render::Brief brief{header, body, none};
    std::string written = render::briefMarkdown(brief, std::get<campaign::Chronicle>(body));
    const std::string tmpl(render::builtinTemplate("campaign-log.md"));
    REQUIRE(written == render::renderBrief(brief, render::Format::markdown, tmpl));
    REQUIRE(render::renderBrief(brief, render::Format::markdown) == written);
  });
  CHECK(compared >= 1 + 2 * 12 * 2);  // a journey may end before its 25th answer
}
