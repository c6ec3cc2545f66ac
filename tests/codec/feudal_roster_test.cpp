// The feudal roster's words: why a type's men make no figures, read back as written.
#include "codec/feudal_roster.hpp"

#include <catch2/catch.hpp>

#include "codec/json_in.hpp"

using namespace outremer;
using gen::LeftOutKind;

TEST_CASE("why a type is left out is said in the roster's words") {
  CHECK(codec::leftOutWords({LeftOutKind::noMapping}) == "no feudal-character-types row");
  CHECK(codec::leftOutWords({LeftOutKind::notFighting}) == "not a fighting man");
  CHECK(codec::leftOutWords({LeftOutKind::asWritten, "as a brief wrote it"}) == "as a brief wrote it");
}

TEST_CASE("a brief's reason for leaving a type out is read back as written") {
  const auto json = nlohmann::json::parse(R"({"type": "Civilian", "count": 3, "why": "not a fighting man"})");
  const auto left = codec::readJson<gen::LeftOut>(json, "left_out[0]", "the brief");
  CHECK(left.type == "Civilian");
  CHECK(left.count == 3);
  CHECK(left.why.kind == LeftOutKind::asWritten);
  CHECK(codec::leftOutWords(left.why) == "not a fighting man");
}
