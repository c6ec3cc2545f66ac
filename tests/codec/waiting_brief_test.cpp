// The save keeps the encounter or village waiting for an answer whole: what it writes
// reads back as the same encounter, written again byte for byte.
#include "codec/campaign_save.hpp"
#include "codec/json_out.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "dice/rng.hpp"
#include "gen/roll_log.hpp"

using namespace outremer;

namespace {

void checkRoundTrip(const campaign::WaitingBrief& brief) {
  const std::string text = codec::jsonText(brief);
  INFO(text);
  const campaign::WaitingBrief read = codec::waitingBriefFromJson(nlohmann::json::parse(text));
  CHECK(read.index() == brief.index());
  CHECK(codec::jsonText(read) == text);
}

}  // namespace

TEST_CASE("a waiting encounter reads back from the save as the same encounter, in every place, time and check") {
  const gen::Rules& rules = testing::rules();
  int compared = 0;
  for (const std::string& where : gen::encounterPlaces(rules)) {
    for (const std::string& time : gen::encounterTimes(rules)) {
      for (uint64_t seed = 1; seed <= 40; ++seed) {
        dice::Rng rng(seed);
        gen::RollLog log;
        gen::EncounterOptions options;
        options.where = where;
        options.time = time;
        options.check = seed % 4 == 0;
        options.partySize = static_cast<int>(seed % 3) * 6;
        checkRoundTrip(gen::makeEncounter(rules, rng, log, options));
        ++compared;
      }
    }
  }
  CHECK(compared >= 160);
}

TEST_CASE("a waiting village raid reads back from the save as the same raid") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    checkRoundTrip(gen::makeVillageRaid(testing::rules(), rng, log, std::nullopt, static_cast<int>(seed % 2) * 8));
  }
}

TEST_CASE("a waiting brief with a field the save does not have, or of the wrong type, is refused by its path") {
  dice::Rng rng(3);
  gen::RollLog log;
  nlohmann::json brief = nlohmann::json::parse(codec::jsonText(gen::makeEncounter(testing::rules(), rng, log, {})));
  brief["groups"][0]["colour"] = "red";
  CHECK_THROWS_WITH(codec::waitingBriefFromJson(brief), "pending_brief.groups[0].colour: not a field of the save");
  brief["groups"][0].erase("colour");
  brief["mules"] = "many";
  CHECK_THROWS_WITH(codec::waitingBriefFromJson(brief), Catch::Contains("pending_brief.mules: expected a whole number"));
}
