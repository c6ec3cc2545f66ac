// Simulated pilgrimages: each played as `campaign go --policy` plays it, from its own
// stream; whole-number sums that merge exactly; Wilson and mean intervals.
#include "campaign/simulation.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "../gen/shipped_tables.hpp"
#include "campaign/journey.hpp"
#include "campaign/start.hpp"

using namespace outremer;
using Catch::Detail::Approx;

namespace {

const campaign::Places& places() {
  static const campaign::Places all(testing::shippedRoute());
  return all;
}

campaign::SimulationSpec spec(uint64_t seed, campaign::Policy policy, uint64_t runs = 20) {
  campaign::SimulationSpec s;
  s.seed = seed;
  s.policy = policy;
  s.runs = runs;
  return s;
}

campaign::SimulationTally tallyOf(const campaign::SimulationSpec& s, uint64_t first, uint64_t end) {
  campaign::SimulationTally tally(places().size());
  for (uint64_t run = first; run < end; ++run) {
    tally.add(campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), s, run));
  }
  return tally;
}

}  // namespace

TEST_CASE("the places are the road in travel order, then the detours' hexes, each once") {
  const campaign::Places& all = places();
  REQUIRE(all.size() > testing::shippedRoute().hexes().size());
  CHECK(all.hexes().front()->id == "antioch");
  CHECK(all.hexes()[testing::shippedRoute().hexes().size() - 1]->id == testing::shippedRoute().hexes().back().id);
  for (size_t i = 0; i < all.size(); ++i) CHECK(all.indexOf(all.hexes()[i]->id) == i);
  CHECK_FALSE(all.indexOf("atlantis").has_value());
}

TEST_CASE("a simulated pilgrimage is the journey campaign new and go --policy play from its stream") {
  for (const campaign::Policy policy : {campaign::Policy::cautious, campaign::Policy::bold}) {
    for (uint64_t run = 0; run < 4; ++run) {
      INFO("policy " << campaign::nameOf(policy) << ", run " << run);
      const campaign::Pilgrimage p =
          campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), spec(77, policy), run);
      // The same journey, played answer by answer here.
      campaign::NewCampaign request;
      request.seed = 77;
      campaign::State state =
          campaign::startCampaign(testing::rules(), testing::shippedRoute(), request, dice::Rng::forItem(77, run));
      campaign::Journey journey(testing::rules(), testing::shippedRoute(), state);
      while (!journey.over()) journey.play(campaign::choose(journey, policy));
      CHECK(p.ending == state.finished);
      CHECK(p.day == state.day);
      CHECK(p.purse == state.purse.copper);
      CHECK(p.renown == state.renown);
      const auto present = std::count_if(state.members.begin(), state.members.end(),
                                         [](const campaign::Member& m) { return m.present(); });
      CHECK(p.survivors == present);
      const auto dead =
          std::count_if(state.members.begin(), state.members.end(),
                        [](const campaign::Member& m) { return m.status == campaign::MemberStatus::dead; });
      int deaths = 0;
      for (int d : p.deaths) deaths += d;
      CHECK(deaths == dead);
      const auto met = std::count_if(state.log.begin(), state.log.end(),
                                     [](const campaign::LogEntry& e) { return e.kind == campaign::EntryKind::encounter; });
      int encounters = 0;
      for (int e : p.encounters) encounters += e;
      CHECK(encounters == met);
      CHECK(p.reached.front());  // Antioch, where every party sets out
      CHECK(p.endedAt == places().indexOf(journey.here().id));
      if (p.ending == campaign::Ending::arrived) CHECK(p.reached[testing::shippedRoute().hexes().size() - 1]);
    }
  }
}

TEST_CASE("a simulated pilgrimage depends on the seed and its run alone") {
  const campaign::SimulationSpec s = spec(5, campaign::Policy::bold, 1000);
  const campaign::Pilgrimage a = campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), s, 17);
  const campaign::Pilgrimage b =
      campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), spec(5, campaign::Policy::bold, 3), 17);
  CHECK(a.day == b.day);
  CHECK(a.purse == b.purse);
  CHECK(a.encounters == b.encounters);
  CHECK(a.deaths == b.deaths);
  // Other runs are other journeys.
  int differ = 0;
  for (uint64_t run = 0; run < 6; ++run) {
    differ += campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), s, run).encounters != a.encounters
                  ? 1
                  : 0;
  }
  CHECK(differ >= 5);
}

TEST_CASE("a simulated pilgrimage keeps the group asked for") {
  campaign::SimulationSpec s = spec(3, campaign::Policy::cautious);
  s.group = "group-of-villagers";
  const campaign::Pilgrimage p = campaign::playPilgrimage(testing::rules(), testing::shippedRoute(), places(), s, 0);
  campaign::NewCampaign request;
  request.seed = 3;
  request.group = "group-of-villagers";
  campaign::State state =
      campaign::startCampaign(testing::rules(), testing::shippedRoute(), request, dice::Rng::forItem(3, 0));
  campaign::Journey journey(testing::rules(), testing::shippedRoute(), state);
  while (!journey.over()) journey.play(campaign::choose(journey, campaign::Policy::cautious));
  CHECK(p.day == state.day);
  CHECK(p.purse == state.purse.copper);
}

TEST_CASE("tallies of slices of the runs merge to the tally of the whole, in any order") {
  const campaign::SimulationSpec s = spec(11, campaign::Policy::bold, 12);
  const campaign::SimulationTally whole = tallyOf(s, 0, 12);
  CHECK(whole.runs() == 12);
  uint64_t ended = 0;
  for (uint64_t e : whole.endings) ended += e;
  CHECK(ended == 12);
  uint64_t endedAt = 0;
  for (const campaign::PlaceTally& p : whole.places) endedAt += p.ended;
  CHECK(endedAt == 12);
  campaign::SimulationTally merged(places().size());
  merged.merge(tallyOf(s, 7, 12));
  merged.merge(tallyOf(s, 0, 3));
  merged.merge(tallyOf(s, 3, 7));
  CHECK(merged == whole);
  campaign::SimulationTally wrong(3);
  CHECK_THROWS_AS(wrong.merge(whole), std::invalid_argument);
}

TEST_CASE("sums add and merge exactly, and refuse to overflow") {
  campaign::Sums a;
  campaign::Sums b;
  campaign::Sums all;
  for (int64_t x : {4, -2, 9}) {
    a.add(x);
    all.add(x);
  }
  for (int64_t x : {7, 0}) {
    b.add(x);
    all.add(x);
  }
  CHECK(all.count == 5);
  CHECK(all.sum == 18);
  CHECK(all.squares == 16 + 4 + 81 + 49);
  CHECK(all.least == -2);
  CHECK(all.most == 9);
  campaign::Sums merged;
  merged.merge(b);
  merged.merge(a);
  merged.merge(campaign::Sums{});
  CHECK(merged == all);
  campaign::Sums big;
  CHECK_THROWS_AS(big.add(std::numeric_limits<int64_t>::max() / 2), std::overflow_error);
  campaign::Sums many;
  many.add(3'000'000'000);
  CHECK_THROWS_AS(many.add(2'000'000'000), std::overflow_error);  // the squares pass 2^63
}

TEST_CASE("Wilson score intervals match the published figures") {
  const campaign::Interval none = campaign::wilsonInterval(0, 10);
  CHECK(none.estimate == 0);
  CHECK(none.low == 0);
  CHECK(none.high == Approx(0.2775).margin(0.0001));
  const campaign::Interval half = campaign::wilsonInterval(5, 10);
  CHECK(half.low == Approx(0.2366).margin(0.0001));
  CHECK(half.high == Approx(0.7634).margin(0.0001));
  const campaign::Interval all = campaign::wilsonInterval(812, 1000);
  CHECK(all.estimate == Approx(0.812));
  CHECK(all.low == Approx(0.7866).margin(0.0001));
  CHECK(all.high == Approx(0.8350).margin(0.0001));
  CHECK(campaign::wilsonInterval(10, 10).high == 1);
}

TEST_CASE("a mean's interval is 1.96 standard errors either side, and needs two values") {
  campaign::Sums s;
  s.add(5);
  CHECK(campaign::meanOf(s) == 5);
  CHECK_FALSE(campaign::meanInterval(s).has_value());
  for (int64_t x : {1, 2, 3, 4}) s.add(x);
  const std::optional<campaign::Interval> interval = campaign::meanInterval(s);
  REQUIRE(interval.has_value());
  CHECK(interval->estimate == 3);
  // Standard deviation sqrt(2.5), standard error sqrt(2.5 / 5).
  CHECK(interval->low == Approx(3 - 1.96 * std::sqrt(0.5)));
  CHECK(interval->high == Approx(3 + 1.96 * std::sqrt(0.5)));
  campaign::Sums same;
  for (int i = 0; i < 4; ++i) same.add(7);
  CHECK(campaign::meanInterval(same)->low == 7);
  CHECK(campaign::meanInterval(same)->high == 7);
}
