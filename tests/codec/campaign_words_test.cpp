// The campaign's words besides its chronicle's sentences: each made from kinds, names and
// numbers the campaign keeps.
#include "codec/campaign_words.hpp"

#include <catch2/catch.hpp>

#include <sstream>

#include "../cli/run_cli.hpp"
#include "../gen/shipped_tables.hpp"

using namespace outremer;
using campaign::OptionKind;

TEST_CASE("every option of the menu has its help") {
  for (int k = 0; k <= static_cast<int>(OptionKind::done); ++k) {
    INFO(k);
    CHECK_FALSE(codec::optionHelp({.word = "w", .kind = static_cast<OptionKind>(k)}).empty());
  }
}

TEST_CASE("an option's help says where it leads and what it pays") {
  CHECK(codec::optionHelp({.word = "move", .kind = OptionKind::travelOn, .name = "Tyre"}) == "travel on to Tyre");
  CHECK(codec::optionHelp({.word = "move", .kind = OptionKind::rejoinRoad, .name = "Acre"}) ==
        "travel on to Acre (back on the road)");
  CHECK(codec::optionHelp({.word = "krak", .kind = OptionKind::detour, .name = "Krak des Chevaliers", .days = 3}) ==
        "detour to Krak des Chevaliers (3 days)");
  CHECK(codec::optionHelp({.word = "pay", .kind = OptionKind::payWages, .money = {130}}) ==
        "pay the wages owed here (1SF 5CC)");
  CHECK(codec::optionHelp({.word = "pay", .kind = OptionKind::payToll, .money = {50}}) == "pay the toll of 2SC");
  CHECK(codec::optionHelp({.word = "pay", .kind = OptionKind::buyOff, .money = {125}}) == "buy them off for 1SF");
}

TEST_CASE("the report menu's hint for event ids is a command that works for each fighting member's type") {
  const std::string help = codec::optionHelp({.word = "event NAME EVENT-ID", .kind = OptionKind::event});
  const size_t open = help.find("(outremer ");
  REQUIRE(open != std::string::npos);
  const std::string hint = help.substr(open + 10, help.size() - open - 11);
  for (const campaign::Member& m : testing::knightsAndRetainers().members) {
    if (m.character.type == "civilian") continue;  // civilians do not advance
    std::vector<std::string> args;
    std::istringstream words(hint);
    for (std::string word; words >> word;) args.push_back(word == "TYPE" ? m.character.type : word);
    INFO(hint << " for " << m.character.type);
    CHECK(testing::runCli(args).status == 0);
  }
}
