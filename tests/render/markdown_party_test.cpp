#include "render/markdown_party.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown party brief is byte for byte what the shipped party.md template makes") {
  const int compared = testing::forEveryParty(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Party>(render::Format::markdown, "party", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared > 100);
}
