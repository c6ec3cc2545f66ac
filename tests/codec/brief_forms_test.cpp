// The brief forms read back what they write: every member the reader expects is there with
// its type, every number within the form's range, every word one of its words.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "../gen/shipped_tables.hpp"
#include "codec/fight.hpp"
#include "codec/json_in.hpp"
#include "codec/json_out.hpp"
#include "codec/upkeep.hpp"
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

TEST_CASE("an upkeep ledger's JSON reads back through its form, debts and all") {
  const std::vector<gen::UpkeepMember> company = {{"knight", 1, false, false, false},
                                                  {"sergeant", 2, true, false, false},
                                                  {"holy-order-knight", 1, false, true, false},
                                                  {"peasant", 2, false, false, false}};
  int debts = 0;
  for (const int payday : {1, 7}) {
    for (const std::optional<tables::Money> purse :
         {std::optional<tables::Money>(), std::optional(tables::Money{0}), std::optional(tables::Money::parse("6GF")),
          std::optional(tables::Money::parse("90GF"))}) {
      for (const bool mercenaries : {false, true}) {
        INFO("payday " << payday << ", purse " << (purse ? purse->normalised() : "none") << ", mercenaries "
                       << mercenaries);
        gen::RollLog log;
        const gen::Ledger ledger = gen::makeLedger(testing::rules(), log, {company, 12, payday, purse, mercenaries});
        const std::string text = jsonText(ledger);
        debts += text.find("\"owes ") != std::string::npos;
        const std::string again = rewritten<gen::Ledger>(text);
        // The quoted rules of the day the purse falls short are the tables', not the ledger's.
        if (ledger.wagesShortDay == 0 && ledger.moneyRunsOut == 0) CHECK(again == text);
      }
    }
  }
  CHECK(debts > 0);
}

}  // namespace
}  // namespace outremer::codec
