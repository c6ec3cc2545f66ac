#include "gen/mercenary.hpp"

#include <catch2/catch.hpp>

#include <set>

#include "shipped_tables.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::defaults;

using namespace outremer;

TEST_CASE("every mercenary duty follows where the duty table sends it") {
  const gen::Rules rules(defaults());
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(200); ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::MercenaryDuty duty = gen::makeMercenaryDuty(rules, rng, log, gen::EncounterOptions{});
    INFO("seed " << seed << " roll " << duty.roll);
    seen.insert(duty.follow);
    // The table: 01-30 patrol, 31-40 raiders, 41-50 brigands, 51-80 escort, 81-00 raid.
    if (duty.roll <= 30 || (duty.roll >= 51 && duty.roll <= 80)) CHECK(duty.follow == "initial-encounter");
    if (duty.roll >= 31 && duty.roll <= 40) CHECK(duty.follow == "moslem-raiders");
    if (duty.roll >= 41 && duty.roll <= 50) CHECK(duty.follow == "brigands");
    if (duty.roll >= 81) CHECK(duty.follow == "village-numbers");
    if (duty.follow == "village-numbers") {
      CHECK(duty.raid.has_value());
      CHECK_FALSE(duty.encounter.has_value());
    } else {
      REQUIRE(duty.encounter.has_value());
      CHECK_FALSE(duty.raid.has_value());
    }
    // "* You do the ambushing and pursuit."
    if (duty.follow == "moslem-raiders" || duty.follow == "brigands") {
      CHECK(duty.encounter->type == duty.follow);
      CHECK(duty.encounter->partyAmbushes);
      CHECK_FALSE(duty.encounter->ambush);
    }
  }
  CHECK(seen.size() == 4);
}
