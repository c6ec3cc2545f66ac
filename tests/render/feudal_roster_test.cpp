// What a brief's templates see of a feudal-age roster, and a roster read back from a file
// that is not shaped as the program writes it.
#include "render/feudal_roster.hpp"

#include <nlohmann/json.hpp>
#include <catch2/catch.hpp>

#include "../cli/run_cli.hpp"
#include "render/brief.hpp"

using namespace outremer;
using outremer::testing::runCli;

TEST_CASE("the roster's view names each unit's figures by their class, for the templates") {
  const auto brief = nlohmann::ordered_json::parse(
      runCli({"encounter", "--seed", "89", "--roster", "feudal", "--format", "json"}).out);
  nlohmann::ordered_json roster = brief["encounter"]["feudal_roster"];
  render::addFeudalRosterView(roster);
  const auto& side = roster["sides"][0];
  CHECK(side["summary"] == "Moslem raiders: 8 men, 4 figures in 1 unit");
  CHECK(side["units"][0]["heading"] == "Unit 1, cavalry, 4 figures");
  CHECK(side["units"][0]["lines"][0] ==
        nlohmann::ordered_json{{"count", "Centenar"}, {"kind", "HC Elite"},
                               {"detail", "Armoured Mamluk; composite bow, 5-10 shots (d6+4)"}});
  CHECK(roster["footnotes"][0]["number"] == 1);
}

TEST_CASE("a roster view over a roster not shaped as written is left alone, never throwing") {
  for (const auto& odd : {nlohmann::ordered_json(5), nlohmann::ordered_json{{"sides", {{{"units", 3}}}}},
                          nlohmann::ordered_json{{"sides", {{{"classes", {}}, {"units", {{{"leader", -1}}}}}}}}}) {
    INFO(odd.dump());
    nlohmann::ordered_json view = odd;
    CHECK_NOTHROW(render::addFeudalRosterView(view));
  }
}
