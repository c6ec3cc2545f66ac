#include "render/text_encounter.hpp"

#include <catch2/catch.hpp>

#include "gen/roll_log.hpp"
#include "render/json_encounter.hpp"
#include "render/templates.hpp"
#include "tables/default_tables.hpp"

using namespace outremer;

namespace {

// The brief as the built-in text (fmt) and as the shipped encounter.txt template renders it.
std::pair<std::string, std::string> bothWays(const gen::Rules& rules, uint64_t seed,
                                             const gen::EncounterOptions& options) {
  dice::Rng rng(seed);
  gen::RollLog log;
  const render::BriefBody body = gen::makeEncounter(rules, rng, log, options);
  const render::BriefHeader header{"encounter", render::encounterTitle(std::get<gen::Encounter>(body)), seed,
                                   "outremer encounter --seed " + std::to_string(seed)};
  const render::Brief brief{header, body, log};
  const std::string tmpl(render::builtinTemplate("encounter.txt"));
  return {render::renderBrief(brief, render::Format::text), render::renderBrief(brief, render::Format::text, tmpl)};
}

}  // namespace

TEST_CASE("the text encounter brief is byte for byte what the shipped encounter.txt template makes") {
  const tables::CheckedTables tables = tables::defaultTables();
  const gen::Rules rules(tables.set);
  int compared = 0;
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      for (bool check : {false, true}) {
        for (uint64_t seed = 1; seed <= 40; ++seed) {
          gen::EncounterOptions options;
          options.where = where;
          options.time = time;
          options.check = check;
          options.partySize = seed % 3 == 0 ? 7 : 0;  // tolls with and without a party's total
          const auto [text, templated] = bothWays(rules, seed, options);
          INFO(where << " " << time << " check " << check << " seed " << seed);
          REQUIRE(text == templated);
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 480);
}
