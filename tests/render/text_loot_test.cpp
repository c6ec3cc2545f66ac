#include "render/text_loot.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text loot brief is byte for byte what the shipped loot.txt template makes") {
  const int compared = testing::forEveryLoot(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Loot>(render::Format::text, "loot", title, seed, body, log, render::briefText);
      });
  CHECK(compared == 8 * 60 + 3 * 5);
}
