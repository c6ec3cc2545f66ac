#include "render/text_advance.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text advance brief is byte for byte what the shipped advance.txt template makes") {
  const int compared = testing::forEveryAdvancement(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Advancement>(render::Format::text, "advance", title, seed, body, log, render::briefText);
      });
  CHECK(compared > 500);
}
