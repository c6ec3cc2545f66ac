#include "campaign/route.hpp"

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"

using namespace outremer;

TEST_CASE("every hex of the route and its detours has a place on the map") {
  const campaign::Route route(testing::rules());
  const campaign::Hex& antioch = route.hexes().front();
  CHECK(antioch.x == Approx(36.16));
  CHECK(antioch.y == Approx(36.20));
  // North to south: Jerusalem lies south and west of Antioch.
  CHECK(route.hexes().back().y < antioch.y);
  CHECK(route.hexes().back().x < antioch.x);
  for (const campaign::Detour& detour : route.detours()) {
    for (const campaign::Hex& hex : detour.hexes) {
      INFO(detour.id << ": " << hex.id);
      CHECK(hex.x > 34.0);
      CHECK(hex.y > 31.0);
    }
  }
  const campaign::Hex* nazareth = route.find("nazareth");
  REQUIRE(nazareth != nullptr);
  CHECK(nazareth->name == "Nazareth");
  CHECK(nazareth->x == Approx(35.30));
  CHECK(nazareth->y == Approx(32.70));
  CHECK(route.find("sepphoris-road")->place == "countryside");
  CHECK(route.find("haifa") == &route.hexes()[static_cast<size_t>(route.indexOf("haifa"))]);
  CHECK(route.find("atlantis") == nullptr);
}

TEST_CASE("a party stands on its detour's step, else on its road hex, kept within the road") {
  const campaign::Route route(testing::rules());
  const int acre = route.indexOf("acre");
  CHECK(route.at(acre, "", 0).id == "acre");
  CHECK(route.at(acre, "nazareth", 1).id == "nazareth");
  CHECK(route.at(acre, "nazareth", 9).id == "acre");  // off the detour: the road hex
  CHECK(route.at(acre, "atlantis", 0).id == "acre");
  CHECK(route.at(-3, "", 0).id == "antioch");
  CHECK(route.at(999, "", 0).id == "jerusalem");
}
