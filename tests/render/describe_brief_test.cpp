// The briefs described once (render/describe_KIND.cpp): whatever was made, the text keeps to
// 80 columns and no value of it goes missing.
#include <catch2/catch.hpp>

#include "every_brief.hpp"
#include "codec/encounter.hpp"
#include "every_encounter.hpp"
#include "render/describe.hpp"
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
  std::vector<std::string> said = codec::behaviourWords(e.behaviour);
  for (const gen::EncounterGroup& group : e.groups) {
    said.push_back(codec::groupLabelWords(group.label));
    said.push_back(codec::groupNote(group));
    for (const gen::Character& member : group.members) said.push_back(member.name);
  }
  for (const gen::Carried& item : e.carried) said.push_back(item.value.normalised());
  for (const gen::EncounterChance& chance : e.chances) said.push_back(codec::chanceWords(chance));
  if (e.tollTotal) said.push_back(e.tollTotal->normalised());
  if (e.map) said.push_back(e.map->map);
  if (e.deployment) {
    said.push_back(e.deployment->opponents);
    said.insert(said.end(), e.deployment->hiddenRules.begin(), e.deployment->hiddenRules.end());
    for (const std::string& term : codec::victoryWords(e.deployment->victory)) said.push_back(term);
  }
  requireSaid(md, said);
}

// The brief of |body| as a document: its text is held to 80 columns, its Markdown returned.
std::string checkedMarkdown(const std::string& title, uint64_t seed, const render::BriefBody& body,
                            const gen::RollLog& log) {
  const render::BriefHeader header{title, seed, "outremer " + std::string(render::kindOf(body))};
  const render::Document document = render::briefDocument({header, body, log});
  requireWithin80(render::textOf(document));
  return render::markdownOf(document);
}

// What a village raid's brief must say: its inhabitants, rooms, total and victory terms.
std::vector<std::string> raidSaid(const gen::VillageRaid& raid) {
  std::vector<std::string> said{raid.loot.ledger.value().normalised()};
  for (const gen::Character& c : raid.inhabitants) said.push_back(c.name);
  for (const gen::LootItem& item : raid.loot.items) said.push_back(codec::lootItemName(item));
  if (raid.deployment) {
    for (const std::string& term : codec::victoryWords(raid.deployment->victory)) said.push_back(term);
  }
  return said;
}

}  // namespace

TEST_CASE("every encounter's brief keeps its text to 80 columns and says all it holds") {
  const int made =
      testing::forEveryEncounterWithRoster([](uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        const gen::Encounter& encounter = std::get<gen::Encounter>(body);
        const std::string md = checkedMarkdown(render::encounterTitle(encounter), seed, body, log);
        requireEverything(md, encounter);
        CHECK(md.find("## Feudal-age roster") != std::string::npos);
      });
  CHECK(made == 480);
}

TEST_CASE("every village raid's brief keeps its text to 80 columns and says all it holds") {
  const int made = testing::forEveryVillageRaid(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        requireSaid(checkedMarkdown(title, seed, body, log), raidSaid(std::get<gen::VillageRaid>(body)));
      });
  CHECK(made == 183);
}

TEST_CASE("every mercenary duty's brief says its pay once and all its encounter or raid holds") {
  const int made = testing::forEveryMercenaryDuty(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        const gen::MercenaryDuty& duty = std::get<gen::MercenaryDuty>(body);
        const std::string md = checkedMarkdown(title, seed, body, log);
        const std::string pay = "Paid at the normal mercenary rates per day";
        REQUIRE(md.find(pay) != std::string::npos);
        REQUIRE(md.find(pay, md.find(pay) + 1) == std::string::npos);
        requireSaid(md, {duty.duty});
        if (duty.encounter) requireEverything(md, *duty.encounter);
        if (duty.raid) requireSaid(md, raidSaid(*duty.raid));
      });
  CHECK(made == 360);
}

TEST_CASE("a mercenary duty's brief shows a group's own count roll and never the duty's roll") {
  // Seed 6 escorts a merchant (duty roll 69): the merchant is one man, counted without a
  // roll, so his group line shows no roll at all.
  dice::Rng rng(6);
  gen::RollLog log;
  const render::BriefBody body = gen::makeMercenaryDuty(testing::rules(), rng, log, gen::EncounterOptions{});
  const auto& duty = std::get<gen::MercenaryDuty>(body);
  REQUIRE(duty.roll == 69);
  const render::BriefHeader header{render::mercenaryTitle(duty), 6, "outremer mercenary --seed 6"};
  const render::Brief brief{header, body, log};
  CHECK(render::renderBrief(brief, render::Format::text).find("\nMerchant: 1\n  on foot.\n") != std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::markdown).find("`69`") == std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::html).find("<code>69</code>") == std::string::npos);
}

TEST_CASE("every generated scenario's brief, with feudal-age rosters, keeps to 80 columns and says all it holds") {
  const int made = testing::forEveryGeneratedScenario(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        gen::GeneratedScenario scenario = std::get<gen::GeneratedScenario>(body);
        for (const gen::ScenarioForce& force : scenario.forces) {
          scenario.feudalRosters.push_back(gen::feudalRoster(testing::rules(), gen::forceLines(force)));
        }
        const std::string md = checkedMarkdown(title, seed, render::BriefBody{scenario}, log);
        std::vector<std::string> said = scenario.victory;
        said.insert(said.end(), scenario.deployment.begin(), scenario.deployment.end());
        for (const gen::ScenarioForce& force : scenario.forces) {
          for (const gen::Retinue& retinue : force.retinues) {
            said.push_back(retinue.leader.character.name);
            said.push_back(retinue.leader.purchaseLabel + ", " + retinue.leader.formula);
            for (const gen::BoughtCharacter& retainer : retinue.retainers) said.push_back(retainer.character.name);
          }
          for (const gen::BoughtEngine& engine : force.engines) said.push_back(engine.label);
        }
        requireSaid(md, said);
        CHECK(md.find("## Feudal-age roster") != std::string::npos);
      });
  CHECK(made == 2 * 4 * 15);
}
