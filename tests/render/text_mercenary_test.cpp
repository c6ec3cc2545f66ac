#include "render/text_mercenary.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text mercenary brief is byte for byte what the shipped mercenary.txt template makes") {
  const int compared = testing::forEveryMercenaryDuty(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::MercenaryDuty>(render::Format::text, "mercenary", title, seed, body, log, render::briefText);
      });
  CHECK(compared == 360);
}
