#include "render/text_upkeep.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text upkeep brief is byte for byte what the shipped upkeep.txt template makes") {
  const int compared = testing::forEveryLedger(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Ledger>(render::Format::text, "upkeep", title, seed, body, log, render::briefText);
      });
  CHECK(compared > 500);
}
