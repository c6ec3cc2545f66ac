#include "render/markdown_mercenary.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown mercenary brief is byte for byte what the shipped mercenary.md template makes") {
  const int compared = testing::forEveryMercenaryDuty(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::MercenaryDuty>(render::Format::markdown, "mercenary", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared == 360);
}
