#include "campaign/route.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

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

namespace {

const campaign::Water& water(const campaign::Route& route, const std::string& id) {
  for (const campaign::Water& w : route.waters()) {
    if (w.id == id) return w;
  }
  FAIL("no water " << id);
  throw std::logic_error("unreachable");
}

// Miles from |hex| to the nearest point of |line| (its segments), on a flat map whose
// degree of longitude is shortened by the cosine of the latitude.
double milesTo(const campaign::Hex& hex, const std::vector<campaign::Water::Point>& line) {
  constexpr double kMilesPerDegree = 69;
  const double shrink = std::cos(hex.y * 3.14159265 / 180);
  double best = 1e9;
  for (size_t i = 0; i + 1 < line.size(); ++i) {
    const double ax = (line[i].x - hex.x) * shrink, ay = line[i].y - hex.y;
    const double bx = (line[i + 1].x - hex.x) * shrink, by = line[i + 1].y - hex.y;
    const double dx = bx - ax, dy = by - ay;
    const double t = std::clamp(-(ax * dx + ay * dy) / std::max(dx * dx + dy * dy, 1e-12), 0.0, 1.0);
    best = std::min(best, std::hypot(ax + t * dx, ay + t * dy) * kMilesPerDegree);
  }
  return best;
}

// The longitude where |line| crosses |latitude| (the first crossing), or NaN.
double crossing(const std::vector<campaign::Water::Point>& line, double latitude) {
  for (size_t i = 0; i + 1 < line.size(); ++i) {
    const auto& a = line[i];
    const auto& b = line[i + 1];
    if ((a.y - latitude) * (b.y - latitude) <= 0 && a.y != b.y)
      return a.x + (latitude - a.y) / (b.y - a.y) * (b.x - a.x);
  }
  return std::nan("");
}

}  // namespace

TEST_CASE("the route map's waters are where the route's places expect them") {
  const campaign::Route route(testing::rules());
  const campaign::Water& sea = water(route, "mediterranean");
  CHECK(sea.kind == "sea");
  for (const char* port : {"latakia", "jabala", "tortosa", "tripoli", "jubail", "beirut", "sidon", "tyre",
                           "acre", "haifa", "caesarea", "arsuf", "jaffa"}) {
    INFO(port);
    CHECK(milesTo(*route.find(port), sea.points) < 4);
  }
  // On land: east of the shore at their latitude (Haifa, on the bay's south shore, left out:
  // the shore first crosses its latitude round the bay).
  for (const char* port : {"latakia", "jabala", "tortosa", "tripoli", "jubail", "beirut", "sidon", "tyre",
                           "acre", "caesarea", "arsuf", "jaffa"}) {
    INFO(port);
    CHECK(route.find(port)->x > crossing(sea.points, route.find(port)->y) - 0.01);
  }
  // Antioch lies inland up the Orontes, Jerusalem in the hills.
  CHECK(milesTo(*route.find("antioch"), sea.points) > 10);
  CHECK(milesTo(*route.find("antioch"), sea.points) < 25);
  CHECK(milesTo(*route.find("jerusalem"), sea.points) > 30);

  const campaign::Water& jordan = water(route, "jordan");
  const campaign::Water& galilee = water(route, "sea-of-galilee");
  const campaign::Water& deadSea = water(route, "dead-sea");
  CHECK(jordan.kind == "river");
  CHECK(galilee.kind == "lake");
  CHECK(deadSea.kind == "lake");
  // From north of the Sea of Galilee down to the Dead Sea, east of Jerusalem, by the
  // baptism site.
  auto north = [](const campaign::Water& w) {
    return std::max_element(w.points.begin(), w.points.end(), [](auto& a, auto& b) { return a.y < b.y; })->y;
  };
  CHECK(jordan.points.front().y > north(galilee));
  CHECK(jordan.points.back().y == Approx(north(deadSea)).margin(0.02));
  const campaign::Hex& jerusalem = *route.find("jerusalem");
  CHECK(crossing(jordan.points, jerusalem.y + 0.05) > jerusalem.x + 0.2);
  CHECK(milesTo(*route.find("the-jordan-(baptism-site)"), jordan.points) < 2);
}

namespace {

// The route of the shipped tables with |edit| made to table |id| (or without it, when
// |edit| returns false), given to |read|.
template <typename Edit, typename Read>
auto routeWith(const std::string& id, const Edit& edit, const Read& read) {
  std::vector<tables::Table> edited;
  for (tables::Table table : testing::defaults().tables()) {
    if (table.id == id && !edit(table)) continue;
    edited.push_back(std::move(table));
  }
  const tables::TableSet set(std::move(edited));
  const gen::Rules rules(set);
  return read(campaign::Route(rules));
}

template <typename Edit>
std::vector<campaign::Water> watersWith(const Edit& edit) {
  return routeWith("route-waters", edit, [](const campaign::Route& route) { return route.waters(); });
}

// The detours of the shipped route, the first of them given the id |id|.
std::vector<std::string> detoursWithFirst(const std::string& id) {
  return routeWith(
      "route-detours",
      [&](tables::Table& t) {
        t.rows.front().id = id;
        return true;
      },
      [](const campaign::Route& route) {
        std::vector<std::string> ids;
        for (const campaign::Hex& hex : route.hexes()) {
          for (const campaign::Detour* d : route.detoursFrom(hex.id)) ids.push_back(d->id);
        }
        return ids;
      });
}

std::vector<std::string>& pointsOf(tables::Table& table, const std::string& row) {
  for (tables::Row& r : table.rows) {
    if (r.id != row) continue;
    for (tables::FieldValue& field : r.fields)
      if (field.name == "points") return field.items;
  }
  throw std::logic_error("no points for " + row);
}

}  // namespace

TEST_CASE("a route without the waters table draws no waters, and a malformed one is refused") {
  CHECK(watersWith([](tables::Table&) { return false; }).empty());
  CHECK(watersWith([](tables::Table&) { return true; }).size() == 5);
  CHECK_THROWS_WITH(watersWith([](tables::Table& t) {
                      pointsOf(t, "jordan").push_back("35.56");
                      return true;
                    }),
                    "route-waters: cannot read point '35.56' of 'jordan' (expected x|y)");
  CHECK_THROWS_WITH(watersWith([](tables::Table& t) {
                      pointsOf(t, "dead-sea").resize(1);
                      return true;
                    }),
                    "route-waters: 'dead-sea' needs at least two points");
}

TEST_CASE("a detour's id may not be a word of the day's menu, which would shadow it") {
  const std::string words = "(move, finish, rest, pay, mercenary, raid, rob, recruit, dismiss)";
  for (const std::string word : {"move", "rest", "pay", "recruit", "dismiss"}) {
    INFO(word);
    CHECK_THROWS_WITH(detoursWithFirst(word),
                      "route-detours: '" + word + "' is a word of the day's menu " + words +
                          ": a detour's id must be another, as the party takes it by answering its id");
  }
  const std::vector<std::string> ids = detoursWithFirst("resting-place");
  CHECK(std::count(ids.begin(), ids.end(), "resting-place") == 1);
}
