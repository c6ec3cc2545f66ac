#include "render/markdown_advance.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown advance brief is byte for byte what the shipped advance.md template makes") {
  const int compared = testing::forEveryAdvancement(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Advancement>(render::Format::markdown, "advance", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared > 500);
}
