#include "render/markdown_village.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown village brief is byte for byte what the shipped village.md template makes") {
  const int compared = testing::forEveryVillageRaid(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::VillageRaid>(render::Format::markdown, "village", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared == 183);
}
