// The odds' words: an attack's outcomes, said from on whom they fall and what they do, and how a
// band goes.
#include "codec/odds.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "codec/json_out.hpp"

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

TEST_CASE("a band's mount is written in the odds' words, and a party's or animals' as such") {
  gen::BandOdds band{{gen::GroupLabelKind::force, "Brigands"}, "d20", gen::BandMount::onFoot, "", "brigand", true, {{1, {1, 1}}}};
  CHECK(codec::jsonText(band).find(R"("mount":"on foot")") != std::string::npos);
  band.mount = gen::BandMount::mounted;
  CHECK(codec::jsonText(band).find(R"("mount":"mounted")") != std::string::npos);
  band.mount = gen::BandMount::party;
  CHECK(codec::jsonText(band).find(R"("mount":"party")") != std::string::npos);
  band.mount = gen::BandMount::none;
  CHECK(codec::jsonText(band).find(R"("mount":"")") != std::string::npos);
}
