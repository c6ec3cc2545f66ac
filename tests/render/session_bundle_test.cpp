// The session bundle (render/session_bundle.cpp over campaign/session.cpp): the same seed
// gives the same page, a day a section, and a player handout that tells the players only
// what they can see.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include "../gen/shipped_tables.hpp"
#include "campaign/session.hpp"
#include "render/cards.hpp"
#include "render/session_bundle.hpp"
#include "../util/occurrences.hpp"

using namespace outremer;
using testing::rules;

namespace {

campaign::Session sessionOf(uint64_t seed, int days) {
  const campaign::Route route(rules());
  campaign::NewCampaign request;
  request.seed = seed;
  return campaign::planSession(rules(), route, request, days);
}

std::string pageOf(const campaign::Session& session) {
  return render::sessionHtml(session, rules(), "outremer session --seed " + std::to_string(session.seed));
}

// The handout: from its opening to the page's end.
std::string handoutOf(const std::string& page) {
  const size_t at = page.find("<div class=\"handout\">");
  REQUIRE(at != std::string::npos);
  return page.substr(at);
}

// The names of everyone the party meets, but for namesakes of its own members.
std::vector<std::string> enemyNames(const campaign::Session& session) {
  std::vector<std::string> own;
  for (const gen::Character& c : session.party.members) own.push_back(c.name);
  std::vector<std::string> names;
  for (const campaign::SessionDay& day : session.days) {
    for (const campaign::SessionMeeting& met : day.meetings) {
      for (const gen::FightBand& band : met.meeting.opponents) {
        for (const gen::Character& c : band.members) {
          if (std::find(own.begin(), own.end(), c.name) == own.end()) names.push_back(c.name);
        }
      }
    }
  }
  return names;
}

}  // namespace

TEST_CASE("session: the same seed gives the same page, byte for byte, and another seed another") {
  const std::string first = pageOf(sessionOf(7, 3));
  CHECK(first == pageOf(sessionOf(7, 3)));
  CHECK(first != pageOf(sessionOf(8, 3)));
  CHECK(first.find("Seed <code>7</code>. Replay: <code>outremer session --seed 7</code>") != std::string::npos);
}

TEST_CASE("session: N days give N day sections, each day of the campaign in turn") {
  for (int days : {1, 2, 5}) {
    INFO(days << " days");
    const campaign::Session session = sessionOf(11, days);
    REQUIRE(session.days.size() == static_cast<size_t>(days));
    for (int d = 0; d < days; ++d) CHECK(session.days[static_cast<size_t>(d)].day == d + 1);
    const std::string page = pageOf(session);
    CHECK(testing::occurrences(page, "<h3>Day ") == static_cast<size_t>(days));
    // Each band met has its compact brief, under a title naming its day.
    size_t met = 0;
    for (const campaign::SessionDay& day : session.days) met += day.meetings.size();
    CHECK(testing::occurrences(page, "<section class=\"brief\">\n<h1>Day ") == met);
  }
}

TEST_CASE("session: a day without an encounter is one line, the campaign's clear hex") {
  bool found = false;
  for (uint64_t seed = 1; seed < 40 && !found; ++seed) {
    const campaign::Session session = sessionOf(seed, 6);
    const std::string page = pageOf(session);
    for (const campaign::SessionDay& day : session.days) {
      if (!day.meetings.empty()) continue;
      found = true;
      INFO("seed " << seed << ", day " << day.day);
      const size_t at = page.find("<h3>Day " + std::to_string(day.day) + " ");
      REQUIRE(at != std::string::npos);
      const std::string section = page.substr(at, page.find("<h", at + 3) - at);
      CHECK(testing::occurrences(section, "<p>") == 1);
      CHECK(section.find("The hex is clear (d100 ") != std::string::npos);
    }
  }
  CHECK(found);
}

TEST_CASE("session: the player handout holds no enemy, no strength, no hidden deployment and no GM's lines") {
  size_t looked = 0;
  for (uint64_t seed : {1, 2, 3, 89}) {
    INFO("seed " << seed);
    const campaign::Session session = sessionOf(seed, 4);
    const std::string handout = handoutOf(pageOf(session));
    const std::vector<std::string> enemies = enemyNames(session);
    looked += enemies.size();
    for (const std::string& name : enemies) {
      INFO(name);
      CHECK(handout.find(name) == std::string::npos);
    }
    for (const char* gm : {"idden", "strength", "Replay", "Roll", "Deployment", "deploy", "against the party", "Loot",
                           "Not as printed", "d100", "d20"}) {
      INFO(gm);
      CHECK(handout.find(gm) == std::string::npos);
    }
    // Its words name each day and nothing by number; only the party's own cards have values.
    std::string words = handout.substr(0, handout.find("<section class=\"cards\">"));
    words = std::regex_replace(words, std::regex("<[^>]*>|Day [0-9]+"), "");
    CHECK_FALSE(std::regex_search(words, std::regex("[0-9]")));
    CHECK(testing::occurrences(handout, "<div class=\"card\">") == session.party.members.size());
    CHECK(testing::occurrences(handout, "Side: " + session.party.groupLabel) == session.party.members.size());
  }
  CHECK(looked > 20);  // the seeds meet enemies to look for
}

TEST_CASE("session: the quick reference prints every table it names") {
  const std::string page = pageOf(sessionOf(1, 1));
  for (const std::string& id : render::quickReferenceTables()) {
    INFO(id);
    CHECK(page.find("<h2>" + rules().table(id).title) != std::string::npos);
  }
}
