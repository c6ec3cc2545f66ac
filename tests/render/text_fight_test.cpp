#include "render/text_fight.hpp"

#include <catch2/catch.hpp>

#include "brief_as_template.hpp"
#include "every_brief.hpp"

using namespace outremer;

TEST_CASE("the text fight brief is byte for byte what the shipped fight.txt template makes") {
  const int compared = testing::forEveryFight(
      [](const std::string& title, uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
        testing::requireAsTemplate<gen::Fight>(render::Format::text, "fight", title, seed, body, log, render::briefText);
      });
  CHECK(compared == 41);
}

TEST_CASE("a defence below 1 is shown fought as 1, the program's choice, in text and JSON") {
  gen::Character weak;
  weak.name = "Peasant";
  weak.type = "peasant";
  weak.side = "christian";
  weak.footAttack = weak.attack = 2;
  weak.footDefence = weak.defence = 1;
  weak.morale = 10;
  gen::Character strong = weak;
  strong.name = "Hugh";
  strong.footAttack = strong.attack = 9;
  gen::FightSetup setup;
  setup.sides[0] = {"The party", {{strong, "test", gen::Health::healthy, gen::Nerve::good, false}}};
  setup.sides[1] = {"They", {{weak, "test", gen::Health::wounded, gen::Nerve::good, false}}};
  setup.sides[1].ambushed = true;  // the party strikes first
  dice::Rng rng(1);
  gen::RollLog log;
  const gen::Fight fight = gen::resolveFight(testing::rules(), rng, log, setup);
  const render::BriefHeader header{"fight", render::fightTitle(fight), 1, "outremer fight --seed 1"};
  const render::BriefBody body = fight;
  const render::Brief brief{header, body, log};
  CHECK(render::renderBrief(brief, render::Format::text).find("Hugh attacks Peasant: 9 to 0 (fought as 1), 9-1") !=
        std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::json).find("\"defence\": 0,\n") != std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::json).find("\"defence_fought\": 1,\n") != std::string::npos);
}
