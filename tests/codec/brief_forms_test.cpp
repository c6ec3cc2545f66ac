// The brief forms read back what they write: every member the reader expects is there with
// its type, every number within the form's range, every word one of its words.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "../gen/shipped_tables.hpp"
#include "codec/fight.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "gen/encounter.hpp"
#include "gen/party.hpp"

namespace outremer::codec {
namespace {

// |value|'s JSON read back through its form and written again: the same text when the form
// keeps everything it writes.
template <class T>
std::string rewritten(const std::string& text) {
  return jsonText(readJson<T>(nlohmann::json::parse(text), "brief", "the brief"));
}

TEST_CASE("a fight's JSON reads back through its form to the same fight") {
  int withChecks = 0;
  for (uint64_t seed = 0; seed <= 40; ++seed) {
    INFO("seed " << seed);
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::Party party = gen::makeParty(testing::rules(), rng, log, "");
    gen::Encounter encounter;  // seed 0: against no one, not fought
    if (seed > 0) encounter = gen::makeEncounter(testing::rules(), rng, log, {});
    const gen::Fight fight =
        gen::resolveFight(testing::rules(), rng, log, gen::setUpFight(testing::rules(), party, encounter));
    for (const gen::FightRound& round : fight.rounds) withChecks += !round.checks.empty();
    const std::string text = jsonText(fight);
    CHECK(rewritten<gen::Fight>(text) == text);
  }
  CHECK(withChecks > 0);
}

TEST_CASE("a fight whose sides the rounds do not name is refused") {
  dice::Rng rng(3);
  gen::RollLog log;
  const gen::Party party = gen::makeParty(testing::rules(), rng, log, "");
  const gen::Encounter encounter = gen::makeEncounter(testing::rules(), rng, log, {});
  const gen::Fight fight =
      gen::resolveFight(testing::rules(), rng, log, gen::setUpFight(testing::rules(), party, encounter));
  REQUIRE(!fight.rounds.empty());
  nlohmann::json json = nlohmann::json::parse(jsonText(fight));
  json["rounds"][0]["first"] = "The Templars";
  CHECK_THROWS_WITH(readJson<gen::Fight>(json, "fight", "the brief"),
                    "fight.rounds[0].first: 'The Templars' is neither side");
  json = nlohmann::json::parse(jsonText(fight));
  json["sides"].erase(1);
  CHECK_THROWS_WITH(readJson<gen::Fight>(json, "fight", "the brief"), "fight.sides: a fight has two sides, not 1");
}

}  // namespace
}  // namespace outremer::codec
