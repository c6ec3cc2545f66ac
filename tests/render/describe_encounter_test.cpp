// The encounter brief described once (render/describe_encounter.cpp): whatever is met, the
// text keeps to 80 columns and no value of the encounter goes missing.
#include <catch2/catch.hpp>

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
  for (const std::string& text : said) {
    if (text.find('|') != std::string::npos) continue;  // escaped in Markdown
    INFO(text);
    REQUIRE(md.find(text) != std::string::npos);
  }
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
