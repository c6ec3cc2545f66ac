#include "gen/loot.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

#include "shipped_tables.hpp"

using outremer::testing::defaults;

using namespace outremer;

namespace {

gen::Loot lootFor(const std::string& kind, uint64_t seed, std::optional<int> rooms = std::nullopt) {
  static const gen::Rules rules(defaults());
  dice::Rng rng(seed);
  gen::RollLog log;
  return gen::makeLoot(rules, rng, log, kind, rooms);
}

bool between(int64_t value, int64_t low, int64_t high) { return value >= low && value <= high; }

}  // namespace

TEST_CASE("Loot from Moslem Village: 01 chest, 02-05 belongings, 06+ nothing") {
  const gen::Rules rules(defaults());
  const tables::Table& table = rules.table("village-loot");
  REQUIRE(table.die->sides == 100);
  CHECK(table.rowFor(0, 1)->entry == "Village Chest d10 Silver Francs");
  for (int roll = 2; roll <= 5; ++roll)
    CHECK(table.rowFor(0, roll)->entry == "Personal Belongings d6 Copper Centimes");
  for (int roll = 6; roll <= 100; ++roll) CHECK(table.rowFor(0, roll)->entry == "Nothing");
}

TEST_CASE("a village raid rolls d100 per room and takes what the row gives") {
  const gen::Rules rules(defaults());
  dice::Rng rng(2024);
  gen::RollLog log;
  const gen::Loot loot = gen::makeLoot(rules, rng, log, "village", 1000);
  REQUIRE(loot.rooms == 1000);
  REQUIRE(loot.items.size() == 1000);
  int chests = 0;
  int belongings = 0;
  size_t item = 0;
  for (const gen::LoggedRoll& roll : log.rolls()) {
    if (roll.table == nullptr || roll.table->id != "village-loot") continue;
    const gen::LootItem& room = loot.items.at(item++);
    INFO(room.what << " rolled " << roll.result);
    CHECK(room.what == "Room");
    CHECK(room.number == static_cast<int>(item));
    CHECK(room.found == roll.row->entry);
    const gen::Coins& c = room.coins;
    if (roll.result == 1) {
      ++chests;
      CHECK((c.gf == 0 && between(c.sf, 1, 10) && c.sc == 0 && c.cc == 0));
    } else if (roll.result <= 5) {
      ++belongings;
      CHECK((c.gf == 0 && c.sf == 0 && c.sc == 0 && between(c.cc, 1, 6)));
    } else {
      CHECK(c.value().copper == 0);
    }
  }
  CHECK(item == 1000);
  CHECK(between(chests, 1, 30));       // 1% of 1000 rooms
  CHECK(between(belongings, 15, 70));  // 4%
}

TEST_CASE("without --rooms the rooms are rolled on village-rooms and footnoted") {
  const gen::Rules rules(defaults());
  for (uint64_t seed = 0; seed < 50; ++seed) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::Loot loot = gen::makeLoot(rules, rng, log, "village", std::nullopt);
    REQUIRE(loot.rooms);
    CHECK(between(*loot.rooms, 1, 10));
    CHECK(loot.items.size() == static_cast<size_t>(*loot.rooms));
    CHECK(std::ranges::any_of(log.footnotes(), [](const auto& note) { return note.table->id == "village-rooms"; }));
  }
}

TEST_CASE("coins: counted by kind, worth normalised in Copper Centimes") {
  gen::Coins coins;
  coins.add("GF", 1);
  coins.add("sf", 7);
  coins.add("SC", 6);
  coins.add("CC", 30);
  CHECK(coins.value().copper == 625 + 7 * 125 + 6 * 25 + 30);
  CHECK(coins.value().normalised() == "2GF 3SF 2SC 5CC");
  gen::Coins more;
  more.add("CC", 20);
  coins += more;
  CHECK(coins.cc == 50);  // coins stay as taken: 50 CC, not exchanged
  CHECK(coins.value().normalised() == "2GF 3SF 3SC");
  CHECK_THROWS_AS(coins.add("XF", 1), gen::RulesError);
  CHECK(gen::Coins{}.value().normalised() == "0CC");
}

TEST_CASE("coin words: a code, each type, each type except GF") {
  CHECK(gen::coinKinds("SF") == std::vector<std::string>{"SF"});
  CHECK(gen::coinKinds("each type") == std::vector<std::string>{"GF", "SF", "SC", "CC"});
  CHECK(gen::coinKinds("each type except GF") == std::vector<std::string>{"SF", "SC", "CC"});
  CHECK_THROWS_AS(gen::coinKinds("some silver"), gen::RulesError);
  CHECK_THROWS_AS(gen::coinKinds("each type except XF"), gen::RulesError);
}

TEST_CASE("the ledger is the sum of the items, and the total its worth, for every kind") {
  const gen::Rules rules(defaults());
  for (const std::string& kind : gen::lootKinds(rules)) {
    for (uint64_t seed = 0; seed < 40; ++seed) {
      const gen::Loot loot = lootFor(kind, seed);
      INFO(kind << " seed " << seed);
      gen::Coins sum;
      for (const gen::LootItem& item : loot.items) sum += item.coins;
      CHECK(sum.gf == loot.ledger.gf);
      CHECK(sum.sf == loot.ledger.sf);
      CHECK(sum.sc == loot.ledger.sc);
      CHECK(sum.cc == loot.ledger.cc);
      CHECK(loot.ledger.gf >= 0);
      CHECK(loot.ledger.cc >= 0);
    }
  }
}

TEST_CASE("pilgrims: 1d6 of each coin, churchmen: d10 of each coin") {
  for (uint64_t seed = 0; seed < 60; ++seed) {
    const gen::Loot pilgrims = lootFor("pilgrims", seed);
    REQUIRE(pilgrims.items.size() == 1);
    const gen::Coins& p = pilgrims.ledger;
    CHECK((between(p.gf, 1, 6) && between(p.sf, 1, 6) && between(p.sc, 1, 6) && between(p.cc, 1, 6)));
    const gen::Coins& c = lootFor("churchmen", seed).ledger;
    CHECK((between(c.gf, 1, 10) && between(c.sf, 1, 10) && between(c.sc, 1, 10) && between(c.cc, 1, 10)));
  }
}

TEST_CASE("merchant: caravan from the Merchant table, each mule d6 SF, each wagon d6 GF, 35% recognition") {
  for (uint64_t seed = 0; seed < 80; ++seed) {
    const gen::Loot loot = lootFor("merchant", seed);
    INFO("seed " << seed << ": " << loot.found);
    REQUIRE(loot.mules);
    REQUIRE(loot.wagons);
    CHECK(loot.found.starts_with("Merchant with "));
    CHECK(*loot.wagons == (loot.found.find("two wagons") != std::string::npos ? 2 : 1));
    CHECK(between(*loot.mules, 1, 10));
    CHECK(loot.items.size() == static_cast<size_t>(*loot.mules + *loot.wagons));
    for (const gen::LootItem& item : loot.items) {
      if (item.what.starts_with("Mule")) {
        CHECK(
            (item.coins.gf == 0 && between(item.coins.sf, 1, 6) && item.coins.sc == 0 && item.coins.cc == 0));
      } else {
        CHECK(item.what.starts_with("Wagon"));
        CHECK(
            (between(item.coins.gf, 1, 6) && item.coins.sf == 0 && item.coins.sc == 0 && item.coins.cc == 0));
      }
    }
    REQUIRE(loot.notes.size() == 1);
    CHECK(loot.notes[0].chance == 35);
  }
}

TEST_CASE(
    "great lord: mules and wagons of the noble's train, d6 of each coin but gold per mule, d10 per wagon") {
  for (uint64_t seed = 0; seed < 40; ++seed) {
    const gen::Loot loot = lootFor("great-lord", seed);
    REQUIRE(loot.mules);
    REQUIRE(loot.wagons);
    CHECK(between(*loot.mules, 6, 15));  // d10+5 (noble-and-retainers column)
    CHECK(between(*loot.wagons, 1, 6));  // d6
    for (const gen::LootItem& item : loot.items) {
      const gen::Coins& c = item.coins;
      if (item.what.starts_with("Mule")) {
        CHECK((c.gf == 0 && between(c.sf, 1, 6) && between(c.sc, 1, 6) && between(c.cc, 1, 6)));
      } else {
        CHECK((between(c.gf, 1, 10) && between(c.sf, 1, 10) && between(c.sc, 1, 10) && between(c.cc, 1, 10)));
      }
    }
    std::vector<int> chances;
    for (const gen::LootNote& note : loot.notes) {
      if (note.chance) chances.push_back(*note.chance);
    }
    CHECK(chances == std::vector<int>{40, 25});
  }
}

TEST_CASE("pedlar and messenger: d6 Silver Centimes, the messenger's 40% and 20% recognition") {
  for (uint64_t seed = 0; seed < 30; ++seed) {
    const gen::Coins pedlar = lootFor("pedlar", seed).ledger;
    CHECK((pedlar.gf == 0 && pedlar.sf == 0 && between(pedlar.sc, 1, 6) && pedlar.cc == 0));
    const gen::Loot messenger = lootFor("messenger", seed);
    CHECK(between(messenger.ledger.sc, 1, 6));
    CHECK(messenger.ledger.value().copper == messenger.ledger.sc * 25);
    REQUIRE(messenger.notes.size() == 3);
    CHECK(messenger.notes[0].chance == 40);
    CHECK(messenger.notes[1].chance == 20);
    CHECK(messenger.notes[2].text == "If recognised an attempt will be made to arrest you.");
  }
}

TEST_CASE("drovers: a herd worth d10 SF, one drover and two rustlers per franc, 20% militia arrest") {
  for (uint64_t seed = 0; seed < 40; ++seed) {
    const gen::Loot loot = lootFor("drovers", seed);
    REQUIRE(loot.herd);
    CHECK(between(loot.herd->francs, 1, 10));
    CHECK(loot.herd->francs == loot.ledger.sf);
    CHECK(loot.herd->drovers == loot.herd->francs);
    CHECK(loot.herd->rustlers == 2 * loot.herd->francs);
    REQUIRE(loot.notes.size() == 3);
    CHECK(loot.notes[2].chance == 20);
  }
}

TEST_CASE("an unknown kind is refused with did-you-mean, rooms outside 1..1000 are refused") {
  const gen::Rules rules(defaults());
  dice::Rng rng(1);
  gen::RollLog log;
  CHECK_THROWS_WITH(gen::makeLoot(rules, rng, log, "merchent", std::nullopt),
                    Catch::Contains("unknown loot kind 'merchent' (did you mean 'merchant'?)"));
  CHECK_THROWS_AS(gen::makeLoot(rules, rng, log, "village", 0), std::invalid_argument);
  CHECK_THROWS_AS(gen::makeLoot(rules, rng, log, "village", gen::kMaxRooms + 1), std::invalid_argument);
  CHECK(gen::makeLoot(rules, rng, log, "village", gen::kMaxRooms).items.size() == 1000);
}

TEST_CASE("same seed, same loot") {
  for (const char* kind : {"village", "merchant", "great-lord"}) {
    const gen::Loot one = lootFor(kind, 99);
    const gen::Loot two = lootFor(kind, 99);
    REQUIRE(one.items.size() == two.items.size());
    for (size_t i = 0; i < one.items.size(); ++i)
      CHECK(one.items[i].coins.value() == two.items[i].coins.value());
  }
}
