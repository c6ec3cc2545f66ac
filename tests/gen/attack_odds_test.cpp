#include "gen/attack_odds.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "shipped_tables.hpp"

using outremer::testing::rules;

using namespace outremer;

namespace {

gen::AttackTerms terms(int attack, int defence, bool mounted = false) {
  gen::AttackTerms t;
  t.attack = attack;
  t.defence = defence;
  t.mounted = mounted;
  return t;
}

dice::Fraction sumOf(const gen::AttackOdds& odds) {
  dice::Fraction sum;
  for (const gen::KeyOdds& key : odds.keys) sum = sum + key.chance;
  return sum;
}

// Each key's chance counted the slow way: every face of the die read on the column.
std::map<std::string, dice::Fraction> bruteForce(const gen::AttackOdds& odds) {
  const tables::Table& crt = *odds.column.table;
  const int sides = crt.die->sides;
  std::map<std::string, dice::Fraction> chances;
  for (int face = 1; face <= sides; ++face) {
    const tables::Row* row = crt.rowFor(odds.column.column, face);
    REQUIRE(row != nullptr);
    chances[row->entry] = chances[row->entry] + dice::reduced(1, static_cast<dice::Count>(sides));
  }
  return chances;
}

}  // namespace

TEST_CASE("an attack's column is the odds rounded in the defender's favour") {
  CHECK(gen::printedColumn(gen::attackOdds(rules(), terms(12, 4)).column) == "3-1");
  CHECK(gen::printedColumn(gen::attackOdds(rules(), terms(11, 4)).column) == "2-1");
  CHECK(gen::printedColumn(gen::attackOdds(rules(), terms(3, 7)).column) == "1-1");
  CHECK(gen::printedColumn(gen::attackOdds(rules(), terms(90, 5)).column) == "12-1+");
}

TEST_CASE("a charge adds half the attack rounded down to the odds") {
  gen::AttackTerms t = terms(9, 4, true);
  t.charge = true;
  const gen::AttackOdds odds = gen::attackOdds(rules(), t);
  CHECK(odds.column.charge == 4);
  CHECK(odds.column.attack == 13);
  CHECK(gen::printedColumn(odds.column) == "3-1");
  CHECK(odds.column.table->id == "combat-mounted");
}

TEST_CASE("a combined attack shifts one column right against infantry only") {
  gen::AttackTerms foot = terms(12, 4);
  foot.combined = true;
  CHECK(gen::printedColumn(gen::attackOdds(rules(), foot).column) == "4-1");
  gen::AttackTerms mounted = terms(12, 4, true);
  mounted.combined = true;
  CHECK(gen::printedColumn(gen::attackOdds(rules(), mounted).column) == "3-1");
}

TEST_CASE("the terrain moves the column by terrain-combat-shifts or by a shift given") {
  gen::AttackTerms uphill = terms(12, 4);
  uphill.attackerAdvantage = -1;
  uphill.defenderAdvantage = 1;
  CHECK(gen::printedColumn(gen::attackOdds(rules(), uphill).column) == "1-1");
  gen::AttackTerms shifted = terms(12, 4);
  shifted.terrainShift = 2;
  CHECK(gen::printedColumn(gen::attackOdds(rules(), shifted).column) == "5-1");
  CHECK(gen::attackOdds(rules(), shifted).column.terrain == nullptr);
}

TEST_CASE("the ground a terrain gives is footnoted where its row is not as printed") {
  gen::AttackTerms hills = terms(12, 4);
  hills.defenderGround = gen::mapTerrainRow(rules(), "hills");
  REQUIRE(hills.defenderGround != nullptr);
  hills.defenderAdvantage = gen::terrainAdvantage(rules(), hills.defenderGround);
  const gen::AttackOdds odds = gen::attackOdds(rules(), hills);
  CHECK(gen::printedColumn(odds.column) == "4-1");  // 3-1 moved right one: the defender climbs (--)
  const auto& notes = odds.read.footnotes();
  CHECK(std::any_of(notes.begin(), notes.end(), [](const gen::Footnote& note) {
    return note.table->id == "map-terrain-combat" && note.row->entry == "Hills";
  }));
}

TEST_CASE("every attack's key chances sum to exactly 1 and match the die face by face") {
  for (const bool mounted : {false, true}) {
    for (int shift = -2; shift <= 2; ++shift) {
      for (int attack = 1; attack <= 70; attack += 3) {
        gen::AttackTerms t = terms(attack, 5, mounted);
        t.terrainShift = shift;
        const gen::AttackOdds odds = gen::attackOdds(rules(), t);
        INFO(odds.column.table->id << " " << gen::printedColumn(odds.column));
        CHECK(sumOf(odds) == dice::Fraction{1, 1});
        const std::map<std::string, dice::Fraction> counted = bruteForce(odds);
        for (const gen::KeyOdds& key : odds.keys) {
          INFO(key.key);
          const auto found = counted.find(key.key);
          CHECK(key.chance == (found == counted.end() ? dice::Fraction{} : found->second));
        }
        dice::Fraction outcomes;
        for (const gen::OutcomeOdds& o : odds.outcomes) outcomes = outcomes + o.chance;
        CHECK(outcomes == dice::Fraction{1, 1});
      }
    }
  }
}

TEST_CASE("every key of the result key is listed with its faces") {
  const gen::AttackOdds odds = gen::attackOdds(rules(), terms(12, 4));
  REQUIRE(odds.keys.size() == 6);
  CHECK(odds.keys.front().key == "A");
  CHECK(odds.keys.front().result == "Attacker wounded");
  CHECK(odds.die == "d6");
  for (const gen::KeyOdds& key : odds.keys) CHECK(key.rolls.empty() == (key.chance == dice::Fraction{}));
}

TEST_CASE("against a panicking defender the attackers' results are no effect") {
  gen::AttackTerms t = terms(4, 4);
  t.panicking = true;
  const gen::AttackOdds odds = gen::attackOdds(rules(), t);
  CHECK(gen::printedColumn(odds.column) == "2-1");
  CHECK(odds.outcomes.back().effect == gen::AttackEffect::none);
  for (const gen::OutcomeOdds& o : odds.outcomes) CHECK_FALSE(o.onAttacker);
}

TEST_CASE("a rider is dismounted only on the mounted table") {
  CHECK(gen::attackOdds(rules(), terms(48, 4)).dismounted == dice::Fraction{});
  CHECK(gen::attackOdds(rules(), terms(48, 4, true)).dismounted == dice::Fraction{1, 1});
}
