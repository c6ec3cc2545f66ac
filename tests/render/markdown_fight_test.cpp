#include "render/markdown_fight.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown fight brief is byte for byte what the shipped fight.md template makes") {
  const int compared = testing::forEveryFight(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Fight>(render::Format::markdown, "fight", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared == 41);
}
