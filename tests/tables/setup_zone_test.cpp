// The words of a set-up zone, as the tables and scenario files write them.
#include <catch2/catch.hpp>

#include "tables/default_tables.hpp"
#include "tables/setup_zone.hpp"

using namespace outremer::tables;
using Kind = SetupZone::Kind;

namespace {

SetupZone read(const std::string& text) {
  std::string error;
  const std::optional<SetupZone> zone = readSetupZone(text, error);
  INFO(text << ": " << error);
  REQUIRE(zone);
  return *zone;
}

bool refused(const std::string& text) {
  std::string error;
  return !readSetupZone(text, error) && !error.empty();
}

}  // namespace

TEST_CASE("a set-up zone reads its side, where it lies, its map and whether it hides") {
  const SetupZone enters = read("the party: enters side 1");
  CHECK(enters.who == "the party");
  CHECK(enters.kind == Kind::enters);
  CHECK(enters.side == 1);
  CHECK(enters.where == "enters side 1");
  CHECK(enters.map.empty());
  CHECK_FALSE(enters.hidden);
  CHECK(read("Attackers (Moslems): enters any side").side == 0);
  const SetupZone leaves = read("Christian: leaves side 2 on Watering Hole");
  CHECK(leaves.kind == Kind::leaves);
  CHECK(leaves.side == 2);
  CHECK(leaves.map == "Watering Hole");
  CHECK(leaves.where == "leaves side 2");
  const SetupZone band = read("{second}: within 3 hexes of side 1");
  CHECK(band.kind == Kind::within);
  CHECK(band.hexes == 3);
  CHECK(band.side == 1);
  CHECK(read("them: half by side 3").kind == Kind::half);
  CHECK(read("them: middle").kind == Kind::middle);
  CHECK(read("{defenders}: inside the walls").kind == Kind::area);
  CHECK(read("Defenders: marked area on Olive Grove").map == "Olive Grove");
  const SetupZone hiding = read("Moslem: anywhere, hidden");
  CHECK(hiding.kind == Kind::anywhere);
  CHECK(hiding.hidden);
  CHECK(hiding.where == "anywhere");
}

TEST_CASE("a set-up zone in other words is refused") {
  CHECK(refused("enters side 1"));
  CHECK(refused(": enters side 1"));
  CHECK(refused("them: enters side 5"));
  CHECK(refused("them: enters side 0"));
  CHECK(refused("them: enters the map"));
  CHECK(refused("them: within hexes of side 1"));
  CHECK(refused("them: within 3 hexes of side"));
  CHECK(refused("them: everywhere"));
}

TEST_CASE("a map's edges are four side numbers, each of 1 to 4 once") {
  std::string error;
  CHECK(readMapEdges({"3", "4", "1", "2"}, error) == MapEdges{3, 4, 1, 2});
  CHECK_FALSE(readMapEdges({"3", "4", "1"}, error));
  CHECK_FALSE(readMapEdges({"3", "4", "1", "1"}, error));
  CHECK_FALSE(readMapEdges({"3", "4", "1", "5"}, error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("a zones field is read into zones once, when its table is indexed") {
  const TableSet set = defaultTableSet();
  const Table* deployment = set.find("encounter-deployment");
  REQUIRE(deployment != nullptr);
  const Row& ambush = deployment->rows.front();
  const FieldValue* zones = ambush.field("zones");
  REQUIRE(zones != nullptr);
  REQUIRE(zones->zones.size() == zones->items.size());
  CHECK(zones->zones[0].who == "them");
  CHECK(zones->zones[0].kind == SetupZone::Kind::anywhere);
}
