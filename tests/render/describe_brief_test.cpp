// The briefs described once (render/describe_KIND.cpp): whatever was made, the text keeps to
// 80 columns and no value of it goes missing.
#include <catch2/catch.hpp>

#include "every_brief.hpp"
#include "every_encounter.hpp"
#include "render/describe.hpp"
#include "render/json_encounter.hpp"
#include "util/text.hpp"

using namespace outremer;

namespace {

void requireWithin80(const std::string& text) {
  size_t start = 0;
  for (size_t end = text.find('\n'); end != std::string::npos; start = end + 1, end = text.find('\n', start)) {
    INFO(text.substr(start, end - start));
    REQUIRE(util::displayWidth(text.substr(start, end - start)) <= 80);
  }
}

// Each of |said| is in |md|, unless a pipe (escaped in Markdown) is in it.
void requireSaid(const std::string& md, const std::vector<std::string>& said) {
  for (const std::string& text : said) {
    if (text.find('|') != std::string::npos) continue;
    INFO(text);
    REQUIRE(md.find(text) != std::string::npos);
  }
}

// Every sentence and name the encounter holds, as Markdown shows it (unwrapped).
void requireEverything(const std::string& md, const gen::Encounter& e) {
  std::vector<std::string> said = e.behaviour;
  for (const gen::EncounterGroup& group : e.groups) {
    said.push_back(group.label);
    said.push_back(group.note);
    for (const gen::Character& member : group.members) said.push_back(member.name);
  }
  for (const gen::Carried& item : e.carried) said.push_back(item.value.normalised());
  for (const gen::EncounterChance& chance : e.chances) said.push_back(chance.what);
  if (e.tollTotal) said.push_back(e.tollTotal->normalised());
  if (e.map) said.push_back(e.map->map);
  if (e.deployment) {
    said.push_back(e.deployment->opponents);
    said.insert(said.end(), e.deployment->hiddenRules.begin(), e.deployment->hiddenRules.end());
    said.insert(said.end(), e.deployment->victory.begin(), e.deployment->victory.end());
  }
  requireSaid(md, said);
}

}  // namespace

TEST_CASE("every encounter's brief keeps its text to 80 columns and says all it holds") {
  const int made =
      testing::forEveryEncounterWithRoster([](uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        const gen::Encounter& encounter = std::get<gen::Encounter>(body);
        const render::BriefHeader header{"encounter", render::encounterTitle(encounter), seed, "outremer encounter"};
        const render::Document document = render::briefDocument({header, body, log});
        requireWithin80(render::textOf(document));
        requireEverything(render::markdownOf(document), encounter);
        CHECK(render::htmlSectionOf(document).find("<h2>Feudal-age roster</h2>") != std::string::npos);
      });
  CHECK(made == 480);
}

TEST_CASE("every village raid's brief keeps its text to 80 columns and says all it holds") {
  const int made = testing::forEveryVillageRaid(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        const gen::VillageRaid& raid = std::get<gen::VillageRaid>(body);
        const render::BriefHeader header{"village", title, seed, "outremer village"};
        const render::Document document = render::briefDocument({header, body, log});
        requireWithin80(render::textOf(document));
        std::vector<std::string> said{raid.loot.ledger.value().normalised()};
        for (const gen::Character& c : raid.inhabitants) said.push_back(c.name);
        for (const gen::LootItem& item : raid.loot.items) said.push_back(item.what);
        if (raid.deployment) said.insert(said.end(), raid.deployment->victory.begin(), raid.deployment->victory.end());
        requireSaid(render::markdownOf(document), said);
      });
  CHECK(made == 183);
}
