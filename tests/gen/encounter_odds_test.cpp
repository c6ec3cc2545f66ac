#include "gen/encounter_odds.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "gen/encounter.hpp"
#include "shipped_tables.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::defaults;

using namespace outremer;

namespace {

using dice::Fraction;

const Fraction kOne{1, 1};

double value(const Fraction& fraction) {
  return static_cast<double>(fraction.numerator) / static_cast<double>(fraction.denominator);
}

Fraction sum(const std::vector<gen::ResultOdds>& results, bool overall) {
  Fraction total{0, 1};
  for (const gen::ResultOdds& result : results) total = total + (overall ? result.overall : result.given);
  return total;
}

void requireWhole(const std::vector<gen::BandOdds>& bands) {
  for (const gen::BandOdds& band : bands) {
    INFO(band.label.text);
    REQUIRE(gen::totalChance(band.count) == kOne);
    REQUIRE(band.count.begin()->first >= 0);
  }
}

// Within |sigmas| standard errors of |samples| draws (plus one sample's worth, for
// chances so small that a single draw passes the bound).
bool near(double observed, double expected, int samples, double sigmas) {
  const double error = std::sqrt(expected * (1 - expected) / samples);
  return std::abs(observed - expected) <= sigmas * error + 1.0 / samples;
}

}  // namespace

TEST_CASE(
    "Odds of an encounter follow the book's worked example: Moslem raiders on the highway by day are 12 in "
    "100") {
  const gen::Rules rules(defaults());
  const gen::EncounterOdds odds = gen::encounterOdds(rules, "highway", "day", 20);
  CHECK(odds.raiders == Fraction{3, 25});
  // Half the raiders' and half the brigands' intentions (13 in 100) are ambushes.
  CHECK(odds.ambush == Fraction{3, 25} * Fraction{1, 2} + Fraction{13, 100} * Fraction{1, 2});
}

TEST_CASE("Every distribution of encounter odds sums to exactly 1, in every column") {
  const gen::Rules rules(defaults());
  for (const std::string& where : gen::encounterPlaces(rules)) {
    for (const std::string& time : gen::encounterTimes(rules)) {
      INFO(where << "-" << time);
      const gen::EncounterOdds odds = gen::encounterOdds(rules, where, time, 20);
      Fraction types{0, 1};
      for (const gen::TypeOdds& type : odds.types) {
        INFO(type.id);
        types = types + type.chance;
        REQUIRE(sum(type.results, false) == kOne);
        REQUIRE(sum(type.results, true) == type.chance);
        if (!type.intentions.empty()) REQUIRE(sum(type.intentions, false) == kOne);
        REQUIRE(value(sum(type.kinds, false)) <= 1.0);
        REQUIRE(gen::totalChance(type.opposing) == kOne);
        for (const gen::ResultOdds& result : type.results) requireWhole(result.bands);
        for (const gen::ResultOdds& intention : type.intentions) requireWhole(intention.bands);
      }
      REQUIRE(types == kOne);
      REQUIRE(gen::totalChance(odds.opposing) == kOne);
      REQUIRE(odds.atLeastChance == gen::chanceAtLeast(odds.opposing, 20));
    }
  }
}

TEST_CASE("Encounter odds answer how many are against the party from the count asked") {
  const gen::Rules rules(defaults());
  const gen::EncounterOdds twenty = gen::encounterOdds(rules, "highway", "night", 20);
  const gen::EncounterOdds one = gen::encounterOdds(rules, "highway", "night", 1);
  CHECK(one.atLeastChance == gen::chanceAtLeast(one.opposing, 1));
  CHECK(value(one.atLeastChance) > value(twenty.atLeastChance));
  CHECK(gen::encounterOdds(rules, "highway", "night", 0).atLeastChance == kOne);
}

TEST_CASE("Encounter odds refuse an unknown place or time with the nearest name") {
  const gen::Rules rules(defaults());
  CHECK_THROWS_WITH(gen::encounterOdds(rules, "higway", "day", 20), Catch::Contains("highway"));
  CHECK_THROWS_WITH(gen::encounterOdds(rules, "highway", "nite", 20), Catch::Contains("night"));
}

TEST_CASE("A raiders' chase counts only the pursued against the party") {
  const gen::Rules rules(defaults());
  const gen::EncounterOdds odds = gen::encounterOdds(rules, "highway", "day", 20);
  for (const gen::TypeOdds& type : odds.types) {
    if (type.id != gen::kMoslemRaiders) continue;
    // The Introduction's 63: d20 Saracens chased by d10+5 Turcopoles, who stand aside.
    const gen::ResultOdds& chase = type.results.at(4);
    REQUIRE(chase.range == "61-65");
    REQUIRE(chase.bands.size() == 2);
    CHECK(gen::meanCount(chase.bands[1].count) == Fraction{21, 2});
    // Each row's chance times the mean of its bands against the party: 0.3 x 11, 0.1 x 21,
    // 0.1 x (11 + 21), 0.1 x (11 + 5.5), then the chase 0.05 x 11 (not its 10.5
    // Turcopoles), 0.05 x 11, 0.1 x 5.5, 0.1 x 11, 0.09 x 21 and 0.01 x 1: 14.9.
    CHECK(gen::meanCount(type.opposing) == Fraction{149, 10});
  }
}

// Each type forced, as the campaign and the mercenary duty force it: the mean of the
// people against the party and of the value carried, and the chance of 20 or more, each
// within a few standard errors of the exact value.
TEST_CASE("Each type's encounter odds agree with the generator forced to that type") {
  const gen::Rules rules(defaults());
  const gen::EncounterOdds odds = gen::encounterOdds(rules, "highway", "day", 20);
  const int kSeeds = testing::sweepSeeds(4000, 400);
  for (const gen::TypeOdds& type : odds.types) {
    INFO(type.id);
    double opposing = 0, opposingSquares = 0, coin = 0, coinSquares = 0;
    int twenty = 0;
    for (int seed = 0; seed < kSeeds; ++seed) {
      dice::Rng rng(static_cast<uint64_t>(seed));
      gen::RollLog log;
      gen::EncounterOptions options;
      options.forcedType = type.id;
      const gen::Encounter e = gen::makeEncounter(rules, rng, log, options);
      const double people = gen::opposingCount(e);
      const auto copper = static_cast<double>(e.carriedTotal.copper);
      opposing += people;
      opposingSquares += people * people;
      coin += copper;
      coinSquares += copper * copper;
      twenty += people >= 20 ? 1 : 0;
    }
    const auto within = [kSeeds](double total, double squares, const Fraction& exact) {
      const double mean = total / kSeeds;
      const double error = std::sqrt(std::max(0.0, squares / kSeeds - mean * mean) / kSeeds);
      return std::abs(mean - value(exact)) <= 5 * error + 1e-9;
    };
    CHECK(within(opposing, opposingSquares, gen::meanCount(type.opposing)));
    CHECK(within(coin, coinSquares, type.coin));
    CHECK(near(twenty / static_cast<double>(kSeeds), value(gen::chanceAtLeast(type.opposing, 20)), kSeeds, 5));
  }
}

// The generator run on a fixed list of seeds: every frequency must fall within a few
// standard errors of the exact chance (a statistical check, deterministic by its seeds).
TEST_CASE("Encounter odds agree with the generator run on 20000 seeds") {
  const gen::Rules rules(defaults());
  for (const auto& [where, time] : {std::pair{"highway", "day"}, std::pair{"countryside", "night"}}) {
    INFO(where << "-" << time);
    const gen::EncounterOdds odds = gen::encounterOdds(rules, where, time, 20);
    const int kSeeds = testing::sweepSeeds(20000, 2000);
    std::map<std::string, int> types;
    std::map<int, int> opposing;
    int ambushes = 0;
    double coin = 0;
    double coinSquares = 0;
    gen::EncounterOptions options;
    options.where = where;
    options.time = time;
    for (int seed = 0; seed < kSeeds; ++seed) {
      dice::Rng rng(static_cast<uint64_t>(seed));
      gen::RollLog log;
      const gen::Encounter e = gen::makeEncounter(rules, rng, log, options);
      ++types[e.type];
      ++opposing[gen::opposingCount(e)];
      ambushes += e.ambush ? 1 : 0;
      const auto copper = static_cast<double>(e.carriedTotal.copper);
      coin += copper;
      coinSquares += copper * copper;
    }
    for (const gen::TypeOdds& type : odds.types) {
      INFO(type.id);
      CHECK(near(types[type.id] / static_cast<double>(kSeeds), value(type.chance), kSeeds, 5));
    }
    for (const auto& [count, chance] : odds.opposing) {
      INFO("opposing " << count);
      CHECK(near(opposing[count] / static_cast<double>(kSeeds), value(chance), kSeeds, 5));
    }
    for (const auto& [count, seen] : opposing) {
      INFO("opposing " << count << " seen " << seen << " times");
      CHECK(odds.opposing.count(count) == 1);
    }
    CHECK(near(ambushes / static_cast<double>(kSeeds), value(odds.ambush), kSeeds, 5));
    const double mean = coin / kSeeds;
    const double spread = std::sqrt((coinSquares / kSeeds - mean * mean) / kSeeds);
    CHECK(std::abs(mean - value(odds.coin)) <= 5 * spread);
  }
}
