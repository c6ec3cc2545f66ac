#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <sstream>

#include "../gen/shipped_tables.hpp"
#include "gen/encounter.hpp"
#include "gen/fight.hpp"
#include "gen/party.hpp"
#include "render/brief.hpp"
#include "render/describe.hpp"
#include "codec/roll_words.hpp"

using namespace outremer;

namespace {

/// Calls |check|(brief) with a fresh party against a fresh encounter, seeds 1..40, and
/// once against no one; returns how many it made.
template <typename Check>
int forEveryFight(const Check& check) {
  int made = 0;
  const auto make = [&](uint64_t seed, bool withOpponents) {
    dice::Rng rng(seed);
    gen::RollLog log;
    const gen::Party party = gen::makeParty(testing::rules(), rng, log, "");
    gen::Encounter encounter;
    if (withOpponents) encounter = gen::makeEncounter(testing::rules(), rng, log, {});
    const gen::Fight fight = gen::resolveFight(testing::rules(), rng, log, gen::setUpFight(testing::rules(), party, encounter));
    INFO("seed " << seed << (withOpponents ? "" : " against no one"));
    const render::BriefHeader header{render::fightTitle(fight), seed,
                                     "outremer fight --seed " + std::to_string(seed)};
    check(render::Brief{header, fight, log});
    ++made;
  };
  for (uint64_t seed = 1; seed <= 40; ++seed) make(seed, true);
  make(1, false);
  return made;
}

}  // namespace

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
  setup.sides[0] = {
      {{std::move(strong),
        std::make_shared<const gen::GroupLabel>(gen::GroupLabel{gen::GroupLabelKind::asWritten, "test"}),
        gen::Health::healthy, gen::Nerve::good, false}}};
  setup.sides[1] = {
      {{std::move(weak),
        std::make_shared<const gen::GroupLabel>(gen::GroupLabel{gen::GroupLabelKind::asWritten, "test"}),
        gen::Health::wounded, gen::Nerve::good, false}}};
  setup.sides[1].ambushed = true;  // the party strikes first
  dice::Rng rng(1);
  gen::RollLog log;
  const gen::Fight fight = gen::resolveFight(testing::rules(), rng, log, setup);
  const render::BriefHeader header{render::fightTitle(fight), 1, "outremer fight --seed 1"};
  const render::BriefBody body = fight;
  const render::Brief brief{header, body, log};
  CHECK(render::renderBrief(brief, render::Format::text).find("Hugh attacks Peasant: 9 to 0 (fought as 1), 9-1") !=
        std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::json).find("\"defence\": 0,\n") != std::string::npos);
  CHECK(render::renderBrief(brief, render::Format::json).find("\"defence_fought\": 1,\n") != std::string::npos);
}

TEST_CASE("a turn's morale checks and attacks are written in the order their dice were rolled") {
  int checksAfterAnAttack = 0;
  const int fights = forEveryFight([&](const render::Brief& brief) {
    const std::string text = render::renderBrief(brief, render::Format::text);
    // Each check with a die and each attack, as the roll log's purpose begins: the items
    // of each turn's list ("  - "), up to the result.
    std::vector<std::string> written;
    bool attacked = false;
    const size_t turns = std::min(text.find("\nTurn "), text.size());
    std::istringstream lines(text.substr(turns, text.find("\nResult: ") - turns));
    for (std::string line; std::getline(lines, line);) {
      if (line.starts_with("Turn ")) attacked = false;
      if (!line.starts_with("  - ") || line.find(": ") == std::string::npos) continue;
      const std::string said = line.substr(4, line.find(": ") - 4);
      if (said.starts_with("Morale of ")) {
        if (line.find("; d10 ") == std::string::npos) continue;  // a rout throws no die
        written.push_back("m" + said.substr(1) + ",");
        checksAfterAnAttack += attacked;
      } else if (said.find(" attack") != std::string::npos || said.find(" charge") != std::string::npos) {
        written.push_back(said + " at ");
        attacked = true;
      }
    }
    CHECK((!written.empty() || !std::get<gen::Fight>(brief.body).fought));  // a fight is read
    const std::vector<gen::LoggedRoll>& rolls = brief.log.rolls();
    size_t next = 0;
    for (const std::string& event : written) {
      INFO(event);
      while (next < rolls.size() && !codec::purposeWords(brief.log, rolls[next]).starts_with(event)) ++next;
      REQUIRE(next < rolls.size());
      ++next;
    }
  });
  CHECK(fights == 41);
  CHECK(checksAfterAnAttack > 0);  // the seeds hold checks taken after an attack of their turn
}

TEST_CASE("a turn's steps: the checks before an attack, then the attacks up to the next check") {
  using Steps = std::vector<std::pair<size_t, size_t>>;
  const auto steps = [](const std::vector<int>& checksAfter, size_t attacks) {
    Steps ends;
    for (const render::TurnStep& step : render::turnSteps(checksAfter, attacks)) {
      ends.emplace_back(step.checks, step.attacks);
    }
    return ends;
  };
  CHECK(steps({}, 0).empty());
  CHECK(steps({}, 3) == Steps{{0, 3}});
  CHECK(steps({0, 0}, 3) == Steps{{2, 3}});
  CHECK(steps({0, 2, 2, 3}, 3) == Steps{{1, 2}, {3, 3}, {4, 3}});
  CHECK(steps({1}, 1) == Steps{{0, 1}, {1, 1}});
  // Places a file may hold out of order or out of range are held within the turn.
  CHECK(steps({5, -1}, 2) == Steps{{0, 2}, {2, 2}});
}
