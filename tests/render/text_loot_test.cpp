#include "render/text_loot.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "brief_as_template.hpp"
#include "gen/roll_log.hpp"
#include "render/json_loot.hpp"

using namespace outremer;

namespace {

// The loot of |kind| for |seed|: its text and the template's are the same bytes.
void compareLoot(const std::string& kind, uint64_t seed, std::optional<int> rooms) {
  dice::Rng rng(seed);
  gen::RollLog log;
  const render::BriefBody body = gen::makeLoot(testing::rules(), rng, log, kind, rooms);
  INFO(kind << " rooms " << rooms.value_or(0) << " seed " << seed);
  testing::requireAsTemplate(render::Format::text, "loot", render::lootTitle(std::get<gen::Loot>(body)), seed,
                             body, log, render::briefText);
}

}  // namespace

TEST_CASE("the text loot brief is byte for byte what the shipped loot.txt template makes") {
  const std::vector<std::string> kinds = gen::lootKinds(testing::rules());
  REQUIRE(kinds.size() == 8);
  for (const std::string& kind : kinds) {
    for (uint64_t seed = 1; seed <= 60; ++seed) compareLoot(kind, seed, std::nullopt);
  }
  for (const int rooms : {1, 12, gen::kMaxRooms}) {
    for (uint64_t seed = 1; seed <= 5; ++seed) compareLoot("village", seed, rooms);
  }
}
