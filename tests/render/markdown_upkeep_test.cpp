#include "render/markdown_upkeep.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown upkeep brief is byte for byte what the shipped upkeep.md template makes") {
  const int compared = testing::forEveryLedger(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Ledger>(render::Format::markdown, "upkeep", title, seed, body, log, render::briefMarkdown);
      });
  CHECK(compared > 500);
}
