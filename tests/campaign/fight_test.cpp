#include "campaign/fight.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "../gen/shipped_tables.hpp"
#include "campaign/journey.hpp"
#include "campaign/start.hpp"
#include "render/campaign_save.hpp"
#include "written.hpp"

using namespace outremer;

namespace {

gen::Character man(const std::string& name, int attack, int defence, int morale) {
  gen::Character c;
  c.name = name;
  c.type = "knight";
  c.label = "Knight";
  c.side = "moslem";
  c.attack = attack;
  c.defence = defence;
  c.footAttack = attack;
  c.footDefence = defence;
  c.morale = morale;
  return c;
}

// Raiders who attack the party: |count| men of |attack| and |defence|.
campaign::Meeting raiders(int count, int attack, int defence) {
  campaign::Meeting m;
  m.label = {gen::GroupLabelKind::asWritten, "Raiders"};
  m.attacks = true;
  m.moslem = true;
  gen::FightBand band{{gen::GroupLabelKind::asWritten, "Raiders"}, {}};
  for (int k = 0; k < count; ++k) band.members.push_back(man("Raider " + std::to_string(k + 1), attack, defence, 10));
  m.count = count;
  m.strength = count * attack;
  m.opponents = {band};
  return m;
}

size_t countOf(const campaign::State& s, campaign::MemberStatus status) {
  return static_cast<size_t>(std::count_if(s.members.begin(), s.members.end(),
                                           [&](const campaign::Member& m) { return m.status == status; }));
}

const campaign::LogEntry* fightLine(const campaign::State& s) {
  for (const campaign::LogEntry& e : s.log) {
    if (e.kind == campaign::EntryKind::fight) return &e;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("a quick fight is fought by the combat tables: the party overwhelmed loses and its dead are those the fight killed") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    campaign::State s = testing::knightsAndRetainers(seed);
    s.pending = raiders(40, 30, 30);
    campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
    journey.play("auto");
    const campaign::LogEntry* line = fightLine(s);
    REQUIRE(line != nullptr);
    INFO(testing::words(*line));
    CHECK(testing::words(*line).find("Quick fight by the combat tables (house rule)") != std::string::npos);
    CHECK(testing::words(*line).find("the party loses") != std::string::npos);
    CHECK(testing::words(*line).find("against 40 on open ground") != std::string::npos);
    const size_t dead = countOf(s, campaign::MemberStatus::dead);
    CHECK(dead > 0);
    if (dead < s.members.size()) {
      CHECK(testing::words(*line).find("The party: " + std::to_string(dead) + " killed") != std::string::npos);
    }
    const auto killed = std::count_if(s.log.begin(), s.log.end(), [](const campaign::LogEntry& e) {
      return e.kind == campaign::EntryKind::fate && testing::words(e).ends_with(" is killed.");
    });
    CHECK(static_cast<size_t>(killed) == dead);
    CHECK(s.renown == 0);
  }
}

TEST_CASE("a quick fight against weak men is won with renown") {
  campaign::State s = testing::knightsAndRetainers(3);
  s.pending = raiders(1, 1, 1);
  campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
  journey.play("auto");
  const campaign::LogEntry* line = fightLine(s);
  REQUIRE(line != nullptr);
  CHECK(testing::words(*line).find("the party wins") != std::string::npos);
  CHECK(s.renown == 1);
  CHECK(countOf(s, campaign::MemberStatus::dead) == 0);
  CHECK_FALSE(campaign::waiting(s.pending));
}

TEST_CASE("a quick fight counts as wounded only those it wounded, not those who came to it wounded") {
  // Two members already wounded beat one feeble man: the fight wounds no one new.
  campaign::State s = testing::knightsAndRetainers(3);
  s.members[0].status = campaign::MemberStatus::wounded;
  s.members[1].status = campaign::MemberStatus::wounded;
  s.pending = raiders(1, 1, 1);
  campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
  journey.play("auto");
  const campaign::LogEntry* line = fightLine(s);
  REQUIRE(line != nullptr);
  CHECK(testing::words(*line).find("The party: no loss;") != std::string::npos);
  CHECK(testing::words(*line).find("wounded") == std::string::npos);
}

TEST_CASE("a wounded member fights wounded, so the fight that wounds him again kills him") {
  // Hold every member wounded against overwhelming raiders: none can end merely wounded
  // again, each is either untouched, killed, or fled.
  campaign::State s = testing::knightsAndRetainers(2);
  for (campaign::Member& m : s.members) m.status = campaign::MemberStatus::wounded;
  s.pending = raiders(40, 30, 30);
  campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
  journey.play("auto");
  const auto woundedAgain = std::count_if(s.log.begin(), s.log.end(), [](const campaign::LogEntry& e) {
    return e.kind == campaign::EntryKind::fate && testing::words(e).ends_with(" is wounded.");
  });
  CHECK(woundedAgain == 0);
  CHECK(countOf(s, campaign::MemberStatus::dead) > 0);
}

TEST_CASE("a meeting from an older save, without its men, is fought against that many men sharing its strength") {
  campaign::Meeting m;
  m.label = {gen::GroupLabelKind::asWritten, "Brigands"};
  m.count = 3;
  m.strength = 10;
  m.mounted = true;
  const std::vector<gen::FightBand> bands = campaign::fight::reconstructedBands(m);
  REQUIRE(bands.size() == 1);
  REQUIRE(bands[0].members.size() == 3);
  CHECK(bands[0].members[0].attack == 4);
  CHECK(bands[0].members[1].attack == 3);
  CHECK(bands[0].members[2].attack == 3);
  CHECK(bands[0].members[2].defence == 3);
  CHECK(bands[0].members[2].footAttack == 3);
  CHECK(bands[0].members[0].mounted);
  CHECK(bands[0].label == m.label);
  CHECK(bands[0].members[1].name == "opponent 2");
  CHECK(bands[0].members[0].side == "christian");
}

TEST_CASE("an encounter met on the road keeps its opposing men and its ground for the quick fight") {
  size_t met = 0;
  for (uint64_t seed = 1; seed <= 12 && met < 3; ++seed) {
    campaign::State s = testing::knightsAndRetainers(seed);
    campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
    for (int step = 0; step < 60 && !journey.over(); ++step) {
      const campaign::Meeting* m = campaign::meetingOf(s.pending);
      if (m != nullptr && m->reason == campaign::Reason::encounter && m->count > 0) {
        size_t men = 0;
        for (const gen::FightBand& band : m->opponents) men += band.members.size();
        CHECK(men == static_cast<size_t>(m->count));
        CHECK_FALSE(m->ground.encounter.empty());
        ++met;
        break;
      }
      journey.play(journey.options().front().word == "fight" ? "auto"
                                                             : std::string(journey.options().front().word));
    }
  }
  CHECK(met >= 3);
}
