#include "gen/party.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

#include "shipped_tables.hpp"
#include "../seed_sweep.hpp"

using outremer::testing::defaults;
using outremer::testing::rules;

using namespace outremer;

namespace {

int countType(const gen::Party& party, const std::string& type) {
  int n = 0;
  for (const gen::Character& c : party.members) n += c.type == type;
  return n;
}

}  // namespace

TEST_CASE("worked example: a sergeant whose d10 reads 7 is 21/10 mounted and 10/7 on foot") {
  const gen::Rules rules(defaults());
  const gen::Strengths s = gen::placeStrengths(rules, rules.row("strength-christian", "sergeant"), 7);
  CHECK(s.mountedAttack == 21);
  CHECK(s.mountedDefence == 10);
  CHECK(s.footAttack == 10);  // half the mounted attack, fractions down
  CHECK(s.footDefence == 7);  // worked out from 10 on the dismounted range, not half of 10
}

TEST_CASE("strengths stay inside the strength table's ranges for every type and roll") {
  const gen::Rules rules(defaults());
  for (const char* side : {"strength-christian", "strength-moslem"}) {
    for (const tables::Row& row : rules.table(side).rows) {
      const auto foot = gen::readRange(rules.text(row, "foot-attack"));
      const auto footDefence = gen::readRange(rules.text(row, "foot-defence"));
      for (int tenths = 0; tenths <= 9; ++tenths) {
        INFO(row.id << " tenths " << tenths);
        const gen::Strengths s = gen::placeStrengths(rules, row, tenths);
        CHECK(s.footAttack >= foot.first);
        CHECK(s.footAttack <= foot.second);
        CHECK(s.footDefence >= footDefence.first);
        CHECK(s.footDefence <= footDefence.second);
      }
      CHECK(gen::placeStrengths(rules, row, 0).footAttack == foot.first);
    }
  }
}

TEST_CASE("a party keeps Table 2's rules over many seeds") {
  const gen::Rules rules(defaults());
  bool sawOrder = false;
  for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(300); ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::Party party = gen::makeParty(rules, rng, log, seed % 2 ? "noble-and-retainers" : "");
    INFO("seed " << seed << " group " << party.group);
    // "+ No more than one squire per knight in the party."
    CHECK(countType(party, "squire") <= countType(party, "knight") + countType(party, "holy-order-knight"));
    int order = 0;
    bool mountedSergeant = false;
    for (const gen::Character& c : party.members) {
      order += c.militaryOrder;
      mountedSergeant |= c.type == "sergeant" && c.mounted;
      if (c.militaryOrder) CHECK(c.pay.copper == 0);  // fighting orders are not paid
    }
    CHECK((order == 0 || order == 2 || order == 1));
    sawOrder |= order == 2;
    // "* At least one would be mounted" (sergeants of the marked columns).
    if (countType(party, "sergeant") > 0 && party.group != "churchmen-with-escort") CHECK(mountedSergeant);
    CHECK(party.daysPurseLasts >= -1);
    CHECK(!log.rolls().empty());
  }
  CHECK(sawOrder);
}

TEST_CASE("party totals: daily pay and upkeep summed, days the purse lasts rounded down") {
  gen::Party party;
  gen::Character knight;
  knight.pay = tables::Money::parse("1GF");
  knight.upkeep = tables::Money::parse("1SF");
  party.members = {knight, knight};
  party.purse = tables::Money::parse("5GF");
  gen::totalParty(party);
  CHECK(party.dailyPay.normalised() == "2GF");
  CHECK(party.dailyUpkeep.normalised() == "2SF");
  CHECK(party.daysPurseLasts == 2);  // 5GF / (2GF 2SF a day)
}

TEST_CASE("an unknown group is refused with did-you-mean and the list of groups") {
  const gen::Rules rules(defaults());
  dice::Rng rng(1);
  gen::RollLog log;
  CHECK_THROWS_WITH(gen::makeParty(rules, rng, log, "knight-and-retainer"),
                    Catch::Contains("unknown group 'knight-and-retainer' (did you mean 'knight-and-retainers'?)"));
}

TEST_CASE("same seed, same party") {
  const gen::Rules rules(defaults());
  dice::Rng a(77);
  dice::Rng b(77);
  gen::RollLog logA;
  gen::RollLog logB;
  const gen::Party one = gen::makeParty(rules, a, logA, "");
  const gen::Party two = gen::makeParty(rules, b, logB, "");
  REQUIRE(one.members.size() == two.members.size());
  for (size_t i = 0; i < one.members.size(); ++i) {
    CHECK(one.members[i].name == two.members[i].name);
    CHECK(one.members[i].attack == two.members[i].attack);
  }
}

TEST_CASE("a great lord's train is led by the noble") {
  const gen::Rules rules(defaults());
  for (uint64_t seed = 0; seed < 50; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::Party party = gen::makeParty(rules, rng, log, "noble-and-retainers");
    INFO("seed " << seed);
    REQUIRE(!party.members.empty());
    CHECK(party.members.front().type == "noble-civilian");
    CHECK(countType(party, "noble-civilian") == 1);
  }
  // No other group has a noble.
  dice::Rng rng(7);
  gen::RollLog log;
  CHECK(countType(gen::makeParty(rules, rng, log, "knight-and-retainers"), "noble-civilian") == 0);
}

TEST_CASE("a group's composition is read once: the rows that give it members, their dice and marks") {
  const gen::Composition& noble = rules().composition("noble-and-retainers");
  CHECK(&noble == &rules().composition("noble-and-retainers"));  // kept, not read again
  CHECK(noble.table == &rules().table("pilgrim-composition"));
  REQUIRE(noble.lines.size() >= 3);
  // The lord heads his train: his own row first, then the knights ("d10x"), the sergeants ("d6*").
  CHECK(noble.lines[0].row->id == "noble-civilian");
  const gen::CompositionLine& knights = noble.lines[1];
  CHECK(knights.row->id == "knight");
  CHECK(knights.counts == gen::CompositionLine::Counts::knights);
  CHECK(knights.militaryOrder);
  CHECK_FALSE(knights.oneMounted);
  REQUIRE(knights.dice != nullptr);
  CHECK(knights.dice->text() == "d10");
  CHECK(noble.lines[2].oneMounted);
  // A "-" cell is a line with no dice: the row is consulted, and nobody comes of it.
  const gen::Composition& villagers = rules().composition("group-of-villagers");
  const auto knightRow = std::ranges::find_if(
      villagers.lines, [](const gen::CompositionLine& l) { return l.row->id == "knight"; });
  REQUIRE(knightRow != villagers.lines.end());
  CHECK(knightRow->dice == nullptr);
}
