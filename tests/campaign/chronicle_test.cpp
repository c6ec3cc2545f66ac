#include "campaign/chronicle.hpp"

#include <catch2/catch.hpp>

#include "handmade_campaign.hpp"
#include "written.hpp"

using namespace outremer;

TEST_CASE("the chronicle's ledger counts the money the log moved, day by day and by kind") {
  const campaign::Chronicle c = campaign::chronicle(testing::handmadeCampaign(), testing::shippedRoute());
  const campaign::Ledger& ledger = c.ledger;
  CHECK(ledger.start == 2058);
  CHECK(ledger.moneyIn == 675);
  CHECK(ledger.moneyOut == 608);
  CHECK(ledger.end == 2125);
  REQUIRE(ledger.days.size() == 3);
  CHECK(ledger.days[0].out == 200);
  CHECK(ledger.days[0].balance == 1858);
  CHECK(ledger.days[1].out == 208);
  CHECK(ledger.days[1].balance == 1650);
  CHECK(ledger.days[2].in == 675);
  CHECK(ledger.days[2].balance == 2125);
  REQUIRE(ledger.byKind.size() == 3);  // in the order each kind first moved money
  CHECK(ledger.byKind[0].kind == campaign::EntryKind::upkeep);
  CHECK(ledger.byKind[0].out == 600);
  CHECK(ledger.byKind[1].kind == campaign::EntryKind::pay);
  CHECK(ledger.byKind[1].out == 8);
  CHECK(ledger.byKind[2].kind == campaign::EntryKind::rob);
  CHECK(ledger.byKind[2].in == 675);
}

TEST_CASE("the chronicle's purse before the journey leaves out the purse the party set out with") {
  campaign::State state = testing::handmadeCampaign();
  state.log.front().money = 2058;  // the start entry names the purse: no money in
  const campaign::Ledger ledger = campaign::chronicle(state, testing::shippedRoute()).ledger;
  CHECK(ledger.start == 2058);
  CHECK(ledger.moneyIn == 675);
  CHECK(ledger.byKind.size() == 3);
}

TEST_CASE("the chronicle tells where the party is, its days and its encounters") {
  const campaign::Chronicle c = campaign::chronicle(testing::handmadeCampaign(), testing::shippedRoute());
  CHECK(c.groupLabel == "Knight and retainers");
  CHECK(c.summary.where == "nazareth");
  CHECK(c.summary.finished == campaign::Ending::arrived);
  CHECK(c.summary.promise.every == 7);
  CHECK(c.summary.promisedTown.empty());
  CHECK(c.summary.daysTravelled == 2);
  CHECK(c.summary.members == 4);
  CHECK(c.summary.survivors == 3);
  REQUIRE(c.journey.size() == 3);
  CHECK(c.journey[1].hex == "sepphoris-road");  // the hex where the day ended
  CHECK(c.journey[1].entries.size() == 4);
  REQUIRE(c.encounters.size() == 2);
  CHECK(c.encounters[1].day == 3);
  CHECK(c.map.path == std::vector<std::string>{"acre", "sepphoris-road", "nazareth"});
  CHECK(c.map.position == "nazareth");
}

namespace {

// The outcomes the chronicle reads from the log of an encounter on day 1 after an entry of
// kind |before|, answered by entries of the kinds |answers| (none moving money).
std::vector<campaign::EncounterOutcome> outcomesAfter(const std::string& before,
                                                      const std::vector<std::string>& answers) {
  campaign::State state = testing::handmadeCampaign();
  state.log = {{1, "acre", campaign::EntryKind::start, testing::written("The party sets out."), 0},
               {1, "acre", *campaign::fromName<campaign::EntryKind>(before), testing::written("Before."), 0},
               {1, "acre", campaign::EntryKind::encounter, testing::written("They meet."), 0}};
  for (const std::string& kind : answers) state.log.push_back({1, "acre", *campaign::fromName<campaign::EntryKind>(kind), testing::written("An answer."), 0});
  std::vector<campaign::EncounterOutcome> outcomes;
  for (const campaign::ChronicleEncounter& e : campaign::chronicle(state, testing::shippedRoute()).encounters)
    outcomes.push_back(e.outcome);
  return outcomes;
}

}  // namespace

TEST_CASE("the chronicle tells how each encounter went from the entries that answer it") {
  using O = campaign::EncounterOutcome;
  CHECK(outcomesAfter("move", {"fight", "fate"}) == std::vector{O::fought});
  CHECK(outcomesAfter("move", {"flee", "fight"}) == std::vector{O::fought});  // ridden down
  CHECK(outcomesAfter("move", {"flee", "upkeep"}) == std::vector{O::fled});
  CHECK(outcomesAfter("move", {"pay", "upkeep"}) == std::vector{O::paid});
  CHECK(outcomesAfter("move", {"hunt"}) == std::vector{O::hunted});
  CHECK(outcomesAfter("move", {"pass"}) == std::vector{O::passed});
  CHECK(outcomesAfter("move", {"refuse"}) == std::vector{O::passed});
  CHECK(outcomesAfter("move", {"join"}) == std::vector{O::passed});
  CHECK(outcomesAfter("move", {"arrest"}) == std::vector{O::surrendered});
  CHECK(outcomesAfter("move", {}) == std::vector{O::unsettled});
  // The party's own robbery and raid: fought, they are its attacks.
  CHECK(outcomesAfter("raid", {"fight"}) == std::vector{O::attacked});
  CHECK(outcomesAfter("rob", {"fight", "loot"}) == std::vector{O::attacked});
  CHECK(outcomesAfter("rob", {"pass"}) == std::vector{O::passed});
  // Each encounter by its own answers: the next encounter's fight is not this one's.
  CHECK(outcomesAfter("move", {"pass", "encounter", "fight"}) == std::vector{O::passed, O::fought});
  CHECK(campaign::nameOf(O::attacked) == "attacked");
}

TEST_CASE("the chronicle's last encounter is unsettled while the party has still to answer it") {
  campaign::State state = testing::handmadeCampaign();
  state.log = {{1, "acre", campaign::EntryKind::encounter, testing::written("Raiders ride at the party."), 0},
               {1, "acre", campaign::EntryKind::flee, testing::written("Their horsemen ride the party down: it must fight."), 0}};
  state.pending = campaign::Meeting{};
  CHECK(campaign::chronicle(state, testing::shippedRoute()).encounters.back().outcome ==
        campaign::EncounterOutcome::unsettled);
  state.log.push_back({1, "acre", campaign::EntryKind::fight, testing::written("Fought on the board."), 0});
  state.pending = campaign::Reporting{};
  CHECK(campaign::chronicle(state, testing::shippedRoute()).encounters.back().outcome ==
        campaign::EncounterOutcome::fought);
}

TEST_CASE("the chronicle's map carries the route's waters") {
  const campaign::Chronicle c = campaign::chronicle(testing::handmadeCampaign(), testing::shippedRoute());
  REQUIRE(c.map.waters.size() == testing::shippedRoute().waters().size());
  CHECK(c.map.waters.front().id == "mediterranean");
  CHECK(campaign::routeMap(testing::shippedRoute()).waters.size() == c.map.waters.size());
  CHECK(campaign::routeMap(testing::shippedRoute()).path.empty());
}
