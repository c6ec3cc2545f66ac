#include "render/text_fight.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "brief_as_template.hpp"
#include "render/json_fight.hpp"

using namespace outremer;

namespace {

void requireSameAsTemplate(uint64_t seed, bool withOpponents) {
  dice::Rng rng(seed);
  gen::RollLog log;
  const gen::Party party = gen::makeParty(testing::rules(), rng, log, "");
  gen::Encounter encounter;
  if (withOpponents) encounter = gen::makeEncounter(testing::rules(), rng, log, {});
  const render::BriefBody body =
      gen::resolveFight(testing::rules(), rng, log, gen::setUpFight(testing::rules(), party, encounter));
  INFO("seed " << seed);
  testing::requireAsTemplate(render::Format::text, "fight", render::fightTitle(std::get<gen::Fight>(body)), seed, body,
                             log, render::briefText);
}

}  // namespace

TEST_CASE("the text fight brief is byte for byte what the shipped fight.txt template makes") {
  for (uint64_t seed = 1; seed <= 40; ++seed) requireSameAsTemplate(seed, true);
  requireSameAsTemplate(1, false);  // no one to fight
}
