#include "render/text_encounter.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "gen/roll_log.hpp"
#include "render/json_encounter.hpp"
#include "text_both_ways.hpp"

using namespace outremer;

TEST_CASE("the text encounter brief is byte for byte what the shipped encounter.txt template makes") {
  const gen::Rules& rules = testing::rules();
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
          dice::Rng rng(seed);
          gen::RollLog log;
          const render::BriefBody body = gen::makeEncounter(rules, rng, log, options);
          INFO(where << " " << time << " check " << check << " seed " << seed);
          testing::requireTextAsTemplate("encounter", render::encounterTitle(std::get<gen::Encounter>(body)),
                                         seed, body, log, render::encounterBriefText);
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 480);
}
