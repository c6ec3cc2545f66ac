#include "render/text_village.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "brief_as_template.hpp"
#include "gen/roll_log.hpp"
#include "render/json_village.hpp"

using namespace outremer;

TEST_CASE("the text village brief is byte for byte what the shipped village.txt template makes") {
  int compared = 0;
  for (const std::optional<int> rooms : {std::optional<int>{}, std::optional<int>{1}, std::optional<int>{12},
                                         std::optional<int>{gen::kMaxRooms}}) {
    for (uint64_t seed = 1; seed <= (rooms == gen::kMaxRooms ? 3 : 60); ++seed) {
      dice::Rng rng(seed);
      gen::RollLog log;
      const render::BriefBody body = gen::makeVillageRaid(testing::rules(), rng, log, rooms);
      INFO("rooms " << rooms.value_or(0) << " seed " << seed);
      testing::requireAsTemplate(render::Format::text, "village", render::villageTitle(), seed, body, log,
                                 render::briefText);
      ++compared;
    }
  }
  CHECK(compared == 183);
}
