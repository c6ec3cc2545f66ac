// A fight's words, made from the typed attacks, checks and end the core keeps.
#include "codec/fight_words.hpp"

#include <catch2/catch.hpp>

using namespace outremer;
using gen::AttackEffect;
using gen::FightEnd;
using gen::Health;

namespace {

gen::FightAttack attack(std::vector<std::string> attackers, AttackEffect effect, bool onAttackers = false) {
  gen::FightAttack a;
  a.attackers = std::move(attackers);
  a.defender = "Omar";
  a.effect = effect;
  a.onAttackers = onAttackers;
  return a;
}

}  // namespace

TEST_CASE("one man charges or attacks alone and two or more attack together") {
  CHECK(codec::attackVerb(1, true) == "charges");
  CHECK(codec::attackVerb(1, false) == "attacks");
  CHECK(codec::attackVerb(2, false) == "attack");
  CHECK(codec::attackVerb(3, false) == "attack");
  CHECK(codec::attackersOf(attack({"Hugh", "Odo", "Guy"}, AttackEffect::none)) == "Hugh and Odo and Guy");
}

TEST_CASE("an attack's outcome says what befell whom") {
  CHECK(codec::attackOutcome(attack({"Hugh"}, AttackEffect::none, true)) == "no effect on the attackers (1.84)");
  CHECK(codec::attackOutcome(attack({"Hugh"}, AttackEffect::retreat)) == "Omar retreats 1 hex");
  CHECK(codec::attackOutcome(attack({"Hugh"}, AttackEffect::retreat, true)) == "Hugh retreats 1 hex");
  CHECK(codec::attackOutcome(attack({"Hugh", "Odo"}, AttackEffect::retreat, true)) == "Hugh and Odo retreat 1 hex");
  CHECK(codec::attackOutcome(attack({"Hugh"}, AttackEffect::stunned)) == "Omar is stunned");
  CHECK(codec::attackOutcome(attack({"Hugh"}, AttackEffect::killed)) == "Omar is killed");
  // The weakest attacker, named last, takes what falls on the attackers (1.72).
  CHECK(codec::attackOutcome(attack({"Hugh", "Odo"}, AttackEffect::wounded, true)) == "Odo is wounded");
  gen::FightAttack unhorsed = attack({"Hugh"}, AttackEffect::stunned);
  unhorsed.dismounted = true;
  CHECK(codec::attackOutcome(unhorsed) == "Omar is stunned and dismounted");
  gen::FightAttack again = attack({"Hugh"}, AttackEffect::killed);
  again.already = Health::wounded;
  CHECK(codec::attackOutcome(again) == "Omar, already wounded, is killed");
}

TEST_CASE("a fight's end is said from its kind, its winner and the sides' losses") {
  const std::array<codec::SideAtEnd, 2> sides{{{"The party", 5, 1, 3, 2}, {"They", 11, 6, 6, 4}}};
  CHECK(codec::fightEndWords(FightEnd::destroyed, 0, 4, sides) == "They are all killed");
  CHECK(codec::fightEndWords(FightEnd::broken, 1, 4, sides) ==
        "The party break and are driven off the field by morale loss");
  CHECK(codec::fightEndWords(FightEnd::victoryTerms, 0, 4, sides) == "The party kill 6 of 11, the victory terms (6)");
  CHECK(codec::fightEndWords(FightEnd::undecided, -1, 12, sides) ==
        "No decision in 12 turns; The party draw, having killed 6 of 11");
  const std::array<codec::SideAtEnd, 2> unhurt{{{"The party", 5, 0, 3, 2}, {"They", 11, 0, 6, 4}}};
  CHECK(codec::fightEndWords(FightEnd::undecided, -1, 1, unhurt) == "No decision in 1 turn");
}

TEST_CASE("a fight with no one on a side says which side had no one") {
  CHECK(codec::noFightWords(0) == "The party has no one to fight with.");
  CHECK(codec::noFightWords(1) == "They have no one to fight: no band met opposes the party.");
  gen::Fight fight;
  fight.setup.sides[0].fighters.resize(1);
  CHECK(codec::fightWhy(fight) == codec::noFightWords(1));
}

TEST_CASE("a shift says why it moved the column, and its words read back as the same shift") {
  const gen::ColumnShift terrain{gen::ShiftFor::terrain, -1, {}};
  CHECK(codec::shiftWhy(terrain) == "terrain (1.73)");
  CHECK(codec::shiftWhy({gen::ShiftFor::combinedAgainstInfantry, 1, {}}) == "combined against infantry (1.72)");
  CHECK(codec::shiftWhy({gen::ShiftFor::panickingDefender, 1, {}}) == "panicking defender (1.84)");
  const gen::ColumnShift modifier{gen::ShiftFor::moraleModifier, -2, "Friendly character routing"};
  CHECK(codec::shiftWhy(modifier) == "Friendly character routing");
  for (const gen::ColumnShift& shift : {terrain, modifier}) {
    const gen::ColumnShift read = codec::shiftOf(std::string(codec::shiftWhy(shift)), shift.columns);
    CHECK(read.why == shift.why);
    CHECK(read.columns == shift.columns);
    CHECK(read.modifier == shift.modifier);
  }
}
