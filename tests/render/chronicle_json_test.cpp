#include "render/chronicle_json.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include "../campaign/handmade_campaign.hpp"
#include "../campaign/written.hpp"

using namespace outremer;
using nlohmann::ordered_json;

namespace {

ordered_json chronicleBody(const campaign::State& state) {
  const ordered_json chronicle = render::chronicleJson(state, testing::shippedRoute());
  REQUIRE(chronicle.at("kind") == "campaign-log");
  return chronicle.at("campaign-log");
}

std::string text(const ordered_json& money) {
  return money.is_null() ? "-" : money.at("text").get<std::string>();
}

}  // namespace

TEST_CASE("the chronicle's ledger counts what the log moved, day by day and by kind") {
  const ordered_json ledger = chronicleBody(testing::handmadeCampaign()).at("ledger");
  CHECK(ledger.at("start").at("copper") == 2058);
  CHECK(text(ledger.at("start")) == "3GF 1SF 2SC 8CC");
  CHECK(text(ledger.at("money_in")) == "1GF 2SC");
  CHECK(text(ledger.at("money_out")) == "4SF 4SC 8CC");
  CHECK(text(ledger.at("end")) == "3GF 2SF");
  const ordered_json& days = ledger.at("days");
  REQUIRE(days.size() == 3);
  CHECK(text(days[0].at("in")) == "-");
  CHECK(text(days[0].at("out")) == "1SF 3SC");
  CHECK(text(days[0].at("balance")) == "2GF 4SF 4SC 8CC");
  CHECK(text(days[1].at("out")) == "1SF 3SC 8CC");
  CHECK(text(days[1].at("balance")) == "2GF 3SF 1SC");
  CHECK(text(days[2].at("in")) == "1GF 2SC");
  CHECK(text(days[2].at("balance")) == "3GF 2SF");
  const ordered_json& byKind = ledger.at("by_kind");
  REQUIRE(byKind.size() == 3);
  CHECK(byKind[0].at("kind") == "upkeep");
  CHECK(text(byKind[0].at("out")) == "4SF 4SC");
  CHECK(byKind[1].at("kind") == "pay");
  CHECK(text(byKind[1].at("out")) == "8CC");
  CHECK(byKind[2].at("kind") == "rob");
  CHECK(text(byKind[2].at("in")) == "1GF 2SC");
  CHECK(text(byKind[2].at("out")) == "0CC");
}

TEST_CASE("the chronicle sums up where the party is and tells each day under the hex it ended in") {
  const ordered_json log = chronicleBody(testing::handmadeCampaign());
  const ordered_json& summary = log.at("summary");
  CHECK(summary.at("where") == "nazareth");
  CHECK(summary.at("where_name") == "Nazareth");
  CHECK(summary.at("outcome") == "Arrived");
  CHECK(summary.at("days_travelled") == 2);
  CHECK(summary.at("survivors") == 3);
  CHECK(summary.at("members") == 4);
  CHECK(summary.at("promise") == "every 7 days");
  const ordered_json& journey = log.at("journey");
  REQUIRE(journey.size() == 3);
  CHECK(journey[1].at("hex_name") == "Sepphoris road");
  CHECK(journey[1].at("entries").size() == 4);
  CHECK(journey[1].at("entries")[2].at("money").at("copper") == -8);
  CHECK(journey[1].at("entries")[0].at("money").is_null());
  REQUIRE(log.at("encounters").size() == 2);
  CHECK(log.at("encounters")[0].at("day") == 2);
  CHECK(log.at("encounters")[0].at("hex") == "sepphoris-road");
  CHECK(log.at("party").at("members")[2].at("status") == "dead");
  CHECK(log.at("map").at("path") == ordered_json({"acre", "sepphoris-road", "nazareth"}));
  CHECK(log.at("map").at("position") == "nazareth");
}

TEST_CASE("a hex the route does not know is named by its id and left off the map") {
  campaign::State state = testing::handmadeCampaign();
  state.log.push_back({4, "atlantis", campaign::EntryKind::move, testing::written("The party is lost."), 0});
  const ordered_json log = chronicleBody(state);
  CHECK(log.at("summary").at("where_name") == "atlantis");
  CHECK(log.at("journey").back().at("hex_name") == "atlantis");
  CHECK(log.at("map").at("path").size() == 3);
  CHECK(log.at("map").at("position").is_null());
}

TEST_CASE("a campaign that has not begun stands at its road hex with an empty chronicle") {
  campaign::State state;
  state.hex = 0;
  const ordered_json chronicle = render::chronicleJson(state, testing::shippedRoute());
  CHECK(chronicle.at("title") == "Chronicle of the pilgrimage");
  const ordered_json& log = chronicle.at("campaign-log");
  CHECK(log.at("summary").at("where") == "antioch");
  CHECK(log.at("summary").at("days_travelled") == 0);
  CHECK(log.at("journey").empty());
  CHECK(log.at("ledger").at("days").empty());
  CHECK(log.at("map").at("position") == "antioch");
}

TEST_CASE("the ledger opens with the purse the party set out with, which is not day 1's income") {
  campaign::State state = testing::handmadeCampaign();
  REQUIRE(state.log.front().kind == campaign::EntryKind::start);
  state.log.front().money = 2058;  // as campaign new logs it: the purse at the start
  const ordered_json ledger = chronicleBody(state).at("ledger");
  CHECK(text(ledger.at("start")) == "3GF 1SF 2SC 8CC");
  CHECK(text(ledger.at("days")[0].at("in")) == "-");
  CHECK(text(ledger.at("money_in")) == "1GF 2SC");
  for (const ordered_json& kind : ledger.at("by_kind")) CHECK(kind.at("kind") != "start");
}
