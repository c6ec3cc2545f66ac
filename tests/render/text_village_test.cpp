#include "render/text_village.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text village brief is byte for byte what the shipped village.txt template makes") {
  const int compared = testing::forEveryVillageRaid(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::VillageRaid>(render::Format::text, "village", title, seed, body, log, render::briefText);
      });
  CHECK(compared == 183);
}
