#include "render/text_mercenary.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "brief_as_template.hpp"
#include "gen/roll_log.hpp"
#include "render/json_mercenary.hpp"

using namespace outremer;

TEST_CASE("the text mercenary brief is byte for byte what the shipped mercenary.txt template makes") {
  int compared = 0;
  int raids = 0;
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      for (uint64_t seed = 1; seed <= 60; ++seed) {
        gen::EncounterOptions options;
        options.where = where;
        options.time = time;
        dice::Rng rng(seed);
        gen::RollLog log;
        const render::BriefBody body = gen::makeMercenaryDuty(testing::rules(), rng, log, options);
        const auto& duty = std::get<gen::MercenaryDuty>(body);
        INFO(where << " " << time << " seed " << seed);
        testing::requireAsTemplate(render::Format::text, "mercenary", render::mercenaryTitle(duty), seed,
                                   body, log, render::briefText);
        ++compared;
        raids += duty.raid.has_value();
      }
    }
  }
  CHECK(compared == 360);
  CHECK(raids > 20);  // the rest bring an encounter
}
