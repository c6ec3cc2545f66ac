#include "render/text_party.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text party brief is byte for byte what the shipped party.txt template makes") {
  const int compared = testing::forEveryParty(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Party>(render::Format::text, "party", title, seed, body, log, render::briefText);
      });
  CHECK(compared > 100);
}
