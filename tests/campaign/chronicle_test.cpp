#include "campaign/chronicle.hpp"

#include <catch2/catch.hpp>

#include "handmade_campaign.hpp"

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
  CHECK(ledger.byKind[0].kind == "upkeep");
  CHECK(ledger.byKind[0].out == 600);
  CHECK(ledger.byKind[1].kind == "pay");
  CHECK(ledger.byKind[1].out == 8);
  CHECK(ledger.byKind[2].kind == "rob");
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
  CHECK(c.title == "Chronicle of the pilgrimage: Knight and retainers");
  CHECK(c.summary.where == "nazareth");
  CHECK(c.summary.finished == campaign::Ending::arrived);
  CHECK(c.summary.outcome == "Arrived");
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
