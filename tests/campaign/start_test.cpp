#include "campaign/start.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"

using namespace outremer;

TEST_CASE("a party with namesakes starts its campaign with each member named once") {
  const campaign::Route route(testing::rules());
  gen::Character guy;
  guy.name = "Guy";
  gen::Character accented;
  accented.name = "Crépin";
  gen::Character plain;
  plain.name = "CREPIN";  // the same name as typed: answers fold case and accents
  campaign::NewCampaign request;
  request.members = std::vector<gen::Character>{guy, accented, guy, plain, guy};
  const campaign::State s = campaign::startCampaign(testing::rules(), route, request);
  REQUIRE(s.members.size() == 5);
  CHECK(s.members[0].character.name == "Guy");
  CHECK(s.members[1].character.name == "Crépin");
  CHECK(s.members[2].character.name == "Guy the Younger");
  CHECK(s.members[3].character.name == "CREPIN the Younger");
  CHECK(s.members[4].character.name == "Guy the Younger 2");
}
