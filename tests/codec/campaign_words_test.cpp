// The campaign's words besides its chronicle's sentences: each made from kinds, names and
// numbers the campaign keeps.
#include "codec/campaign_words.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <stdexcept>

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

TEST_CASE("a hex is named with where it lies, a place of another kind left off") {
  CHECK(codec::hexLabel("Antioch", "town") == "Antioch (near town)");
  CHECK(codec::hexLabel("Sepphoris road", "highway") == "Sepphoris road (on highway)");
  CHECK(codec::hexLabel("Hills", "countryside") == "Hills (in countryside)");
  CHECK(codec::hexLabel("Jerusalem", "") == "Jerusalem");
}

TEST_CASE("the promise of wages is every so many days or on reaching a town, named as the route names it") {
  CHECK(codec::promiseText(7, "") == "every 7 days");
  CHECK(codec::promiseText(7, "Tripoli") == "on reaching Tripoli");
  CHECK(codec::promiseText({campaign::PromiseKind::day, 5, ""}, testing::shippedRoute()) == "every 5 days");
  CHECK(codec::promiseText({campaign::PromiseKind::town, 7, "latakia"}, testing::shippedRoute()) ==
        "on reaching Latakia");
}

TEST_CASE("the payday says when, what falls due, and what the purse lacks") {
  CHECK(codec::paydayText({0, "", {250}, {500}}) == "payday tonight: 2SF due");
  CHECK(codec::paydayText({1, "", {250}, {500}}) == "payday in 1 day: 2SF due");
  CHECK(codec::paydayText({3, "", {250}, {125}}) == "payday in 3 days: 2SF due; the purse falls short by 1SF");
  CHECK(codec::paydayText({2, "Tyre", {250}, {500}}) == "payday on reaching Tyre: 2SF due");
}

TEST_CASE("the chronicle is headed by its party and by how the pilgrimage stands") {
  CHECK(codec::chronicleTitle("Knight and retainers") == "Chronicle of the pilgrimage: Knight and retainers");
  CHECK(codec::chronicleTitle("") == "Chronicle of the pilgrimage");
  CHECK(codec::endingTitle(campaign::Ending::none) == "On the road");
  CHECK(codec::endingTitle(campaign::Ending::arrived) == "Arrived");
  CHECK(codec::endingTitle(campaign::Ending::imprisoned) == "The party is in prison");
}

TEST_CASE("the status line says where the party is and how it fares") {
  campaign::State s = testing::knightsAndRetainers();
  s.hex = testing::shippedRoute().indexOf("latakia");
  s.members[1].status = campaign::MemberStatus::wounded;
  s.wanted.push_back({.by = campaign::WantedBy::merchant});
  const campaign::Journey journey(testing::rules(), testing::shippedRoute(), s);
  const std::array<std::string, 2> line = codec::statusLine(journey);
  CHECK(line[0] == "Day " + std::to_string(s.day) + " · Latakia (near town) · purse " + s.purse.normalised());
  CHECK_THAT(line[1], Catch::StartsWith(std::to_string(s.members.size() - 1) + " fit, 1 wounded, strength " +
                                        std::to_string(journey.partyStrength())));
  CHECK_THAT(line[1], Catch::EndsWith(" · WANTED (merchant)"));
}

TEST_CASE("hiring terms and the refusal of recruit alone are said with the money") {
  const campaign::HiringTerms spearman{"spearman", {8}, {6}, {56}};
  CHECK(codec::hiringTermsText(spearman) == "spearman: pay 8CC a day, upkeep 6CC a day, a week's severance 2SC 6CC");
  CHECK(codec::choiceErrorWords(campaign::ChoiceError(
            {.why = campaign::Refusal::recruitNeedsType, .offers = {spearman, spearman}})) ==
        "recruit needs a type; for hire here: " + codec::hiringTermsText(spearman) + "; " +
            codec::hiringTermsText(spearman));
}

TEST_CASE("a refused answer is said from its kind, its words and its money") {
  using campaign::Refusal;
  const auto words = [](campaign::Refused r) {
    return codec::choiceErrorWords(campaign::ChoiceError(std::move(r)));
  };
  CHECK(words({.why = Refusal::unknownChoice, .given = "mov", .names = {"move", "rest"}}) ==
        "unknown choice 'mov' (did you mean 'move'?); choices: move, rest");
  CHECK(
      words({.why = Refusal::unknownEvent, .given = "x", .subject = "Knight", .names = {"defeat-knight"}}) ==
      "unknown event for a Knight 'x'; events: defeat-knight");
  CHECK(words({.why = Refusal::notForHire, .given = "knight", .names = {"spearman", "archer"}}) ==
        "no knight is for hire: a town hires fighting men (spearman, archer)");
  CHECK(words({.why = Refusal::eventNeedsName}) == "event needs a name and an event id: event NAME EVENT-ID");
  CHECK(words({.why = Refusal::eventNeedsName, .subject = "Denys", .names = {"a", "b"}}) ==
        "event needs a name and an event id: event NAME EVENT-ID; Denys's events: a, b");
  CHECK(words({.why = Refusal::fateAlreadyReported, .given = "dead", .subject = "Denys"}) ==
        "Denys is already reported dead (one fate for each member; a wounded man wounded again is reported "
        "dead)");
  CHECK(words({.why = Refusal::wagesUnpaid, .purse = {3}, .cost = {26}}) ==
        "the purse (3CC) cannot pay the wages owed (1SC 1CC)");
  CHECK(words({.why = Refusal::purseShort, .purse = {3}, .cost = {26}}) ==
        "the purse (3CC) cannot pay 1SC 1CC");
  CHECK(words({.why = Refusal::campaignOver, .given = "arrived"}) == "the campaign is over (arrived)");
}

TEST_CASE("an error is said in the words its user reads: a refused answer's, else its own") {
  const campaign::ChoiceError over({.why = campaign::Refusal::campaignOver, .given = "arrived"});
  CHECK(codec::errorWords(over) == "the campaign is over (arrived)");
  CHECK(codec::errorWords(std::runtime_error("cannot read save 'x'")) == "cannot read save 'x'");
}
