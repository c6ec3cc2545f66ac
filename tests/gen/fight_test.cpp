#include "gen/fight.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "shipped_tables.hpp"
#include "codec/fight_words.hpp"
#include "codec/roll_words.hpp"

using outremer::testing::rules;

using namespace outremer;

namespace {

gen::Fighter fighter(const std::string& name, int attack, int defence, bool mounted = false, int morale = 10) {
  gen::Character c;
  c.name = name;
  c.type = "sergeant";
  c.side = "christian";
  c.mounted = mounted;
  c.attack = c.footAttack = attack;
  c.defence = c.footDefence = defence;
  c.morale = morale;
  return {std::move(c),
          std::make_shared<const gen::GroupLabel>(gen::GroupLabel{gen::GroupLabelKind::asWritten, "test"}),
          gen::Health::healthy, gen::Nerve::good, mounted};
}

// A fight where the party strikes first (they are ambushed, in good heart).
gen::FightSetup partyFirst(std::vector<gen::Fighter> party, std::vector<gen::Fighter> them) {
  gen::FightSetup setup;
  setup.sides[0].fighters = std::move(party);
  setup.sides[1].fighters = std::move(them);
  setup.sides[1].ambushed = true;
  return setup;
}

gen::Fight resolve(const gen::FightSetup& setup, uint64_t seed = 1) {
  dice::Rng rng(seed);
  gen::RollLog log;
  return gen::resolveFight(rules(), rng, log, setup);
}

bool hasShift(const gen::FightAttack& a, const std::string& words) {
  return std::any_of(a.shifts.begin(), a.shifts.end(),
                     [&](const gen::ColumnShift& s) { return codec::shiftWhy(s).find(words) != std::string::npos; });
}

// A party against Moslem raiders, fought; |log| keeps every roll.
gen::Fight seeded(uint64_t seed, gen::RollLog& log) {
  dice::Rng rng(seed);
  const gen::Party party = gen::makeParty(rules(), rng, log, "");
  gen::EncounterOptions options;
  options.forcedType = "moslem-raiders";
  const gen::Encounter encounter = gen::makeEncounter(rules(), rng, log, options);
  return gen::resolveFight(rules(), rng, log, gen::setUpFight(rules(), party, encounter));
}

gen::Fight seeded(uint64_t seed) {
  gen::RollLog log;
  return seeded(seed, log);
}

}  // namespace

TEST_CASE("combat odds are rounded in the defender's favour") {
  CHECK(gen::combatOdds(5, 2) == 2);
  CHECK(gen::combatOdds(11, 4) == 2);
  CHECK(gen::combatOdds(1, 3) == 1);  // below 1-1 is 1-1
  CHECK(gen::combatOdds(8, 3) == 2);  // the book's example (1.7)
  CHECK(gen::combatOdds(12, 0) == 12);
}

TEST_CASE("the odds column stops at 1-1 and at 12-1+") {
  CHECK(gen::oddsColumn(3, 0, 12) == 2);
  CHECK(gen::oddsColumn(12, 0, 12) == 11);
  CHECK(gen::oddsColumn(40, 0, 12) == 11);
  CHECK(gen::oddsColumn(11, 3, 12) == 11);
  CHECK(gen::oddsColumn(2, -2, 12) == 0);
  CHECK(gen::oddsColumn(1, 1, 12) == 1);
}

TEST_CASE("a charge adds half the attack, fractions rounded down") {
  CHECK(gen::chargeBonus(28) == 14);  // the book's knight: 28 + 14 = 42 (1.741)
  CHECK(gen::chargeBonus(21) == 10);
  const gen::Fight fight = resolve(partyFirst({fighter("Rider", 21, 10, true)}, {fighter("Foot", 5, 5)}));
  const gen::FightAttack& first = fight.rounds.at(0).attacks.at(0);
  CHECK(first.charge == 10);
  CHECK(first.attack == 31);
  CHECK(first.column == "6-1");
}

TEST_CASE("combined attackers shift one column against infantry only") {
  const auto twoOnOne = [](bool mountedDefender) {
    return resolve(partyFirst({fighter("A", 6, 4), fighter("B", 6, 4)}, {fighter("D", 5, 6, mountedDefender)}))
        .rounds.at(0)
        .attacks.at(0);
  };
  const gen::FightAttack onFoot = twoOnOne(false);
  CHECK(onFoot.attackers.size() == 2);
  CHECK(onFoot.attack == 12);
  CHECK(onFoot.odds == 2);
  CHECK(hasShift(onFoot, "combined against infantry"));
  CHECK(onFoot.column == "3-1");
  CHECK(onFoot.table == "combat-infantry");
  const gen::FightAttack onHorse = twoOnOne(true);
  CHECK_FALSE(hasShift(onHorse, "combined"));
  CHECK(onHorse.column == "2-1");
  CHECK(onHorse.table == "combat-mounted");
}

TEST_CASE("terrain advantage moves the column as 1.73 says") {
  CHECK(gen::terrainShift(rules(), -1, 1) == -2);
  CHECK(gen::terrainShift(rules(), 1, -1) == 2);
  CHECK(gen::terrainShift(rules(), 0, 1) == -1);
  CHECK(gen::terrainShift(rules(), 1, 1) == 0);  // mutual advantage: no effect
  gen::FightSetup setup = partyFirst({fighter("A", 9, 4)}, {fighter("D", 5, 3)});
  setup.sides[1].advantage = -1;
  const gen::FightAttack a = resolve(setup).rounds.at(0).attacks.at(0);
  CHECK(hasShift(a, "terrain"));
  CHECK(a.column == "4-1");  // 3-1 moved right one
}

namespace {

// The footnotes a fight of |setup| leaves in its log, as "table: entry".
std::vector<std::string> footnotesOf(const gen::FightSetup& setup) {
  dice::Rng rng(1);
  gen::RollLog log;
  gen::resolveFight(rules(), rng, log, setup);
  std::vector<std::string> notes;
  for (const gen::Footnote& note : log.footnotes()) notes.push_back(note.table->id + ": " + note.row->entry);
  return notes;
}

bool footnoted(const std::vector<std::string>& notes, const std::string& start) {
  return std::any_of(notes.begin(), notes.end(), [&](const std::string& n) { return n.starts_with(start); });
}

}  // namespace

TEST_CASE("a mutual advantage read on 1.73, not a row in print, is footnoted") {
  gen::FightSetup setup = partyFirst({fighter("A", 9, 4)}, {fighter("D", 5, 3)});
  setup.sides[0].advantage = setup.sides[1].advantage = 1;
  CHECK(footnoted(footnotesOf(setup), "terrain-combat-shifts: If both sides are in terrain"));
  setup.sides[0].advantage = 0;  // a printed row: no footnote
  CHECK_FALSE(footnoted(footnotesOf(setup), "terrain-combat-shifts:"));
}

TEST_CASE("the map terrain's ground, reconstructed, is footnoted where an attack reads it") {
  gen::Encounter encounter;
  encounter.map = gen::TacticalMap{"hills", "Hills", "", ""};
  gen::Party party;
  party.members = {fighter("A", 9, 4).character};
  encounter.groups.push_back({});
  encounter.groups.back().opposing = true;
  encounter.groups.back().members = {fighter("D", 5, 3).character};
  const gen::FightSetup setup = gen::setUpFight(rules(), party, encounter);
  CHECK(footnoted(footnotesOf(setup), "map-terrain-combat: Hills"));
  gen::FightSetup unknown = setup;
  unknown.terrain.clear();  // no map: no ground read
  CHECK_FALSE(footnoted(footnotesOf(unknown), "map-terrain-combat:"));
}

TEST_CASE("the ambushed are caught in the worse ground") {
  gen::Encounter encounter;
  encounter.ambush = true;
  encounter.map = gen::TacticalMap{"hills", "Hills", "", ""};
  gen::Party party;
  const gen::FightSetup setup = gen::setUpFight(rules(), party, encounter);
  CHECK(setup.sides[0].advantage == -1);
  CHECK(setup.sides[0].ambushed);
  CHECK(setup.sides[1].advantage == 0);
  encounter.ambush = false;
  const gen::FightSetup meeting = gen::setUpFight(rules(), party, encounter);
  CHECK(meeting.sides[0].advantage == meeting.sides[1].advantage);
}

TEST_CASE("stunned and wounded men die of further injury") {
  gen::Fighter man = fighter("Man", 10, 8);
  CHECK(gen::injure(man, gen::Health::wounded) == gen::Health::wounded);
  CHECK(gen::attackOf(man) == 5);
  CHECK(gen::defenceOf(man) == 4);
  CHECK(gen::injure(man, gen::Health::stunned) == gen::Health::killed);
  gen::Fighter other = fighter("Other", 10, 8);
  CHECK(gen::injure(other, gen::Health::stunned) == gen::Health::stunned);
  CHECK_FALSE(gen::canAttack(other));
  CHECK(gen::injure(other, gen::Health::wounded) == gen::Health::killed);
}

TEST_CASE("a man whose morale falls to 0 routs, and his side with him") {
  gen::Fighter civilian = fighter("Civilian", 1, 1, false, 2);
  civilian.health = gen::Health::wounded;  // 2 - 2 = 0: "0 or less" routs without a die
  const gen::Fight fight = resolve(partyFirst({fighter("A", 9, 4)}, {civilian}));
  const gen::MoraleCheck& check = fight.rounds.at(0).checks.at(0);
  CHECK(check.occasion == gen::MoraleOccasion::ambushed);
  CHECK(check.modified == 0);
  CHECK_FALSE(check.die);
  CHECK(check.outcome == gen::MoraleOutcome::routs);
  CHECK(fight.winner == 0);
  CHECK(fight.casualties[1].fled == std::vector<std::string>{"Civilian"});
}

TEST_CASE("a side with no one is no fight") {
  const gen::Fight fight = resolve(partyFirst({fighter("A", 9, 4)}, {}));
  CHECK_FALSE(fight.fought);
  CHECK(fight.end == gen::FightEnd::notFought);
  CHECK(codec::fightWhy(fight) == codec::noFightWords(1));
}

TEST_CASE("the same seed fights the same fight") {
  const gen::Fight a = seeded(7);
  const gen::Fight b = seeded(7);
  REQUIRE(a.fought);
  REQUIRE(a.rounds.size() == b.rounds.size());
  for (size_t r = 0; r < a.rounds.size(); ++r) {
    REQUIRE(a.rounds[r].attacks.size() == b.rounds[r].attacks.size());
    for (size_t i = 0; i < a.rounds[r].attacks.size(); ++i) {
      CHECK(a.rounds[r].attacks[i].die == b.rounds[r].attacks[i].die);
      CHECK(codec::attackOutcome(a.rounds[r].attacks[i]) == codec::attackOutcome(b.rounds[r].attacks[i]));
    }
  }
  CHECK(a.winner == b.winner);
  CHECK(a.end == b.end);
  CHECK(codec::fightWhy(a) == codec::fightWhy(b));
}

TEST_CASE("a fight on a log that keeps only its last roll fights the same, and keeps no attacks or checks") {
  for (uint64_t seed = 0; seed < 40; ++seed) {
    INFO("seed " << seed);
    gen::RollLog quiet(gen::RollLog::Keeps::lastRoll);
    const gen::Fight kept = seeded(seed);
    const gen::Fight unkept = seeded(seed, quiet);
    CHECK(unkept.fought == kept.fought);
    CHECK(unkept.winner == kept.winner);
    CHECK(unkept.end == kept.end);
    REQUIRE(unkept.rounds.size() == kept.rounds.size());
    for (int side = 0; side < 2; ++side) {
      CHECK(unkept.casualties[side].killed == kept.casualties[side].killed);
      CHECK(unkept.casualties[side].wounded == kept.casualties[side].wounded);
      CHECK(unkept.casualties[side].stunned == kept.casualties[side].stunned);
      CHECK(unkept.casualties[side].fled == kept.casualties[side].fled);
    }
    size_t attacks = 0;
    for (size_t r = 0; r < kept.rounds.size(); ++r) {
      attacks += kept.rounds[r].attacks.size();
      CHECK(unkept.rounds[r].attacks.empty());
      CHECK(unkept.rounds[r].checks.empty());
    }
    CHECK(attacks > 0);
  }
}

TEST_CASE("every fight ends with a winner and why, or at the round limit") {
  for (uint64_t seed = 0; seed < 40; ++seed) {
    const gen::Fight fight = seeded(seed);
    INFO("seed " << seed);
    CHECK(fight.fought);
    CHECK(fight.end != gen::FightEnd::notFought);
    CHECK_FALSE(codec::fightWhy(fight).empty());
    CHECK(fight.rounds.size() <= static_cast<size_t>(fight.setup.roundLimit));
    CHECK((fight.winner >= 0 || fight.rounds.size() == static_cast<size_t>(fight.setup.roundLimit)));
  }
}

TEST_CASE("the roll log says each attack as its attackers make it (a charger alone)") {
  int charges = 0, singles = 0, combined = 0;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    gen::RollLog log;
    const gen::Fight fight = seeded(seed, log);
    std::vector<std::string> purposes;
    for (const gen::LoggedRoll& roll : log.rolls()) purposes.push_back(codec::purposeWords(log, roll));
    for (const gen::FightRound& round : fight.rounds) {
      for (const gen::FightAttack& a : round.attacks) {
        INFO("seed " << seed << ", " << a.attackers.front() << " against " << a.defender);
        if (a.charge > 0) CHECK(a.attackers.size() == 1);
        (a.charge > 0 ? charges : a.attackers.size() == 1 ? singles : combined) += 1;
        const std::string verb(codec::attackVerb(a.attackers.size(), a.charge > 0));
        const std::string said = " " + verb + " " + a.defender;
        CHECK(std::any_of(purposes.begin(), purposes.end(), [&](const std::string& p) {
          return p.rfind(a.attackers.front(), 0) == 0 && p.find(said) != std::string::npos;
        }));
      }
    }
  }
  // The seeds hold all three kinds of attack, so each reading above was put to the test.
  CHECK(charges > 0);
  CHECK(singles > 0);
  CHECK(combined > 0);
}
