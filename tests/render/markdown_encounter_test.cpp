#include "render/markdown_encounter.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_encounter.hpp"
#include "render/json_encounter.hpp"

using namespace outremer;

TEST_CASE("the Markdown encounter brief is byte for byte what the shipped encounter.md template makes") {
  const int compared =
      testing::forEveryEncounter([](uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate(render::Format::markdown, "encounter",
                                   render::encounterTitle(std::get<gen::Encounter>(body)), seed, body, log,
                                   render::briefMarkdown);
      });
  CHECK(compared == 480);
}

TEST_CASE("the Markdown encounter brief with a feudal-age roster is what the shipped encounter.md template makes") {
  const int compared =
      testing::forEveryEncounterWithRoster([](uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate(render::Format::markdown, "encounter",
                                   render::encounterTitle(std::get<gen::Encounter>(body)), seed, body, log,
                                   render::briefMarkdown);
      });
  CHECK(compared == 480);
}
