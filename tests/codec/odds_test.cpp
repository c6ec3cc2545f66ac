// The odds' words: an attack's outcomes, said from on whom they fall and what they do.
#include "codec/odds.hpp"

#include <catch2/catch.hpp>

using namespace outremer;
using gen::AttackEffect;

TEST_CASE("an attack's outcome is said with the side it falls on") {
  CHECK(codec::outcomeWords({false, AttackEffect::killed, {}}) == "defender killed");
  CHECK(codec::outcomeWords({false, AttackEffect::stunned, {}}) == "defender stunned");
  CHECK(codec::outcomeWords({false, AttackEffect::retreat, {}}) == "defender retreats");
  CHECK(codec::outcomeWords({true, AttackEffect::retreat, {}}) == "attacker retreats");
  CHECK(codec::outcomeWords({true, AttackEffect::wounded, {}}) == "attacker wounded");
}

TEST_CASE("a result on a panicking defender's attackers is no effect") {
  CHECK(codec::outcomeWords({false, AttackEffect::none, {}}) == "no effect (1.84)");
}
