#include "render/markdown_generated_scenario.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the Markdown generated scenario brief is byte for byte what the shipped template makes") {
  const int compared = testing::forEveryGeneratedScenario(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::GeneratedScenario>(render::Format::markdown, "generated-scenario", title,
                                                           seed, body, log, render::briefMarkdown);
      });
  CHECK(compared == 2 * 4 * 15);
}

TEST_CASE("the Markdown generated scenario brief with feudal-age rosters is what the shipped template makes") {
  const int compared = testing::forEveryGeneratedScenario(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        gen::GeneratedScenario scenario = std::get<gen::GeneratedScenario>(body);
        for (const gen::ScenarioForce& force : scenario.forces) {
          scenario.feudalRosters.push_back(gen::feudalRoster(testing::rules(), gen::forceLines(force)));
        }
        testing::requireAsTemplate<gen::GeneratedScenario>(render::Format::markdown, "generated-scenario", title,
                                                           seed, render::BriefBody{std::move(scenario)}, log,
                                                           render::briefMarkdown);
      });
  CHECK(compared == 2 * 4 * 15);
}
