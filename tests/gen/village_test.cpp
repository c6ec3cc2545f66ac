#include "gen/village.hpp"

#include <catch2/catch.hpp>

#include <map>

#include "codec/encounter.hpp"
#include "dice/roll_format.hpp"

#include "shipped_tables.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::rules;

using namespace outremer;

TEST_CASE("village numbers: one count per row, never below zero (the amir is d6 minus 5)") {
  bool sawNegativeRoll = false;
  std::map<int, int> amirs;
  for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(300); ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const auto numbers = gen::rollVillageNumbers(rules(), rng, log);
    REQUIRE(numbers.size() == rules().table("village-numbers").rows.size());
    CHECK(numbers.front().type == "amir");
    for (const gen::VillageGroup& group : numbers) CHECK(group.count >= 0);
    ++amirs[numbers.front().count];
    // The log keeps the roll as it came: a negative total read as a count of zero.
    const gen::LoggedRoll& amirRoll = log.rolls().front();
    if (amirRoll.result < 0) {
      sawNegativeRoll = true;
      CHECK(dice::formatRoll(log.view(amirRoll)).ends_with(", count 0"));
    }
  }
  CHECK(sawNegativeRoll);
  CHECK(amirs.size() == 2);  // d6 - 5: 0 on 1-5, 1 on a 6
  CHECK(amirs[1] > 0);
  CHECK(amirs[0] > amirs[1]);
}

TEST_CASE("the Syrians' printed row is rolled as mounted and foot") {
  dice::Rng rng(3);
  gen::RollLog log;
  const auto numbers = gen::rollVillageNumbers(rules(), rng, log);
  int syrians = 0;
  for (const gen::VillageGroup& group : numbers) {
    if (group.label != "Syrians") continue;
    ++syrians;
    REQUIRE(group.mounted);
    CHECK(*group.mounted == (group.type == "syrian-cavalryman"));
  }
  CHECK(syrians == 2);
}

TEST_CASE("a raid lists every inhabitant as a character of its type, then the rooms' loot") {
  for (uint64_t seed = 0; seed < 60; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::VillageRaid raid = gen::makeVillageRaid(rules(), rng, log, 4);
    INFO("seed " << seed);
    size_t expected = 0;
    size_t at = 0;
    for (const gen::VillageGroup& group : raid.numbers) {
      expected += static_cast<size_t>(group.count);
      for (int i = 0; i < group.count; ++i) {
        const gen::Character& c = raid.inhabitants.at(at++);
        CHECK(c.type == group.type);
        CHECK(c.side == "moslem");
        CHECK(c.morale > 0);
        CHECK(c.attack >= c.footAttack);
        if (group.mounted) CHECK(c.mounted == *group.mounted);
        if (group.type == "moslem-spearman" || group.type == "moslem-civilian") CHECK(!c.mounted);
        if (group.type == "armoured-mamluk" || group.type == "bedouin") CHECK(c.mounted);
      }
    }
    CHECK(raid.inhabitants.size() == expected);
    CHECK(raid.loot.kind == "village");
    CHECK(raid.loot.rooms == 4);
  }
}

TEST_CASE("a raid is set up on a village map with the village-raid deployment, its victory scaled to both sides") {
  dice::Rng rng(13);
  gen::RollLog log;
  const gen::VillageRaid raid = gen::makeVillageRaid(rules(), rng, log, std::nullopt, 8);
  REQUIRE(raid.map);
  CHECK(raid.map->terrain == "town-city");
  REQUIRE(raid.deployment);
  CHECK(raid.deployment->situation == "village-raid");
  CHECK(raid.deployment->hidden == "the party");
  CHECK_FALSE(raid.deployment->hiddenRules.empty());
  REQUIRE(raid.deployment->victory.size() == 3);
  const size_t people = raid.inhabitants.size();
  const gen::VictoryTerm& theirs = raid.deployment->victory[1];
  CHECK((theirs.kind == gen::VictoryKind::partyWins && theirs.people == static_cast<int>(people)));
  const std::vector<std::string> victory = codec::victoryWords(raid.deployment->victory);
  CHECK(victory[1] == "The party wins by killing or capturing " + std::to_string((people + 1) / 2) +
                                           " of their " + std::to_string(people) + "; draws with " +
                                           std::to_string((people + 3) / 4) + " to " +
                                           std::to_string((people + 1) / 2 - 1) + ".");
  CHECK(victory[2] == "They win by killing or capturing 4 of the party's 8; draw with 2 to 3.");
  // Both scene rows are footnoted as reconstructed.
  bool place = false;
  bool situation = false;
  for (const gen::Footnote& f : log.footnotes()) {
    place = place || (f.table->id == "tactical-maps-by-place" && f.row->entry == "Moslem Village");
    situation = situation || (f.table->id == "encounter-deployment" && f.row->entry == "The party raids a Moslem village");
  }
  CHECK(place);
  CHECK(situation);
}
