#include "gen/scenario_generate.hpp"

#include <algorithm>
#include <map>
#include <set>

#include <catch2/catch.hpp>

#include "gen/scenario_points.hpp"
#include "shipped_tables.hpp"
#include "codec/roll_words.hpp"
#include "../seed_sweep.hpp"

using namespace outremer;

namespace {

gen::GeneratedScenario generate(uint64_t seed, const gen::ScenarioRequest& request) {
  dice::Rng rng(seed);
  gen::RollLog log;
  return gen::generateScenario(testing::rules(), rng, log, request);
}

gen::ScenarioRequest request(int points, std::array<std::string, 2> sides = {"franks", "ayyubids"}, bool siege = false) {
  gen::ScenarioRequest asked;
  asked.points = points;
  asked.sides = std::move(sides);
  asked.siege = siege;
  return asked;
}

int costs(const gen::ScenarioForce& force) {
  int total = 0;
  for (const gen::Retinue& retinue : force.retinues) {
    total += retinue.leader.cost;
    for (const gen::BoughtCharacter& retainer : retinue.retainers) total += retainer.cost;
  }
  for (const gen::BoughtEngine& engine : force.engines) total += engine.cost;
  return total;
}

// What a side must have left to buy one more leader: the cheapest leader's dearest
// character with the largest retinue (the die's maximum) of its cheapest retainers.
int nextGroup(const gen::Rules& rules, const std::string& sideId) {
  const tables::Row& side = rules.row("generated-sides", sideId);
  int leader = 0;
  for (const std::string& type : side.field("leaders")->items) {
    const int cost = gen::dearestCost(rules, type, true);
    leader = leader == 0 ? cost : std::min(leader, cost);
  }
  int retainer = 0;
  for (const auto& [field, mounted] : {std::pair{"mounted-retainers", true}, {"foot-retainers", false}}) {
    for (const std::string& type : side.field(field)->items) {
      const int cost = gen::dearestCost(rules, type, mounted);
      retainer = retainer == 0 ? cost : std::min(retainer, cost);
    }
  }
  return leader + rules.dice(rules.text(side, "retinue")).maximum() * retainer;
}

}  // namespace

TEST_CASE("each leader brings the retainers his dice give, as the roll log says") {
  for (const bool siege : {false, true}) {
    for (const int points : {gen::kMinScenarioPoints, 400, 1000}) {
      for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(200); ++seed) {
        dice::Rng rng(seed);
        gen::RollLog log;
        const gen::GeneratedScenario scenario =
            gen::generateScenario(testing::rules(), rng, log, request(points, {"franks", "ayyubids"}, siege));
        std::vector<int> rolled;
        for (const gen::LoggedRoll& roll : log.rolls()) {
          if (codec::purposeWords(log, roll).starts_with("retainers of ")) rolled.push_back(roll.result);
        }
        std::vector<int> listed;
        for (const gen::ScenarioForce& force : scenario.forces) {
          for (const gen::Retinue& retinue : force.retinues) listed.push_back(static_cast<int>(retinue.retainers.size()));
        }
        INFO(points << " points, seed " << seed << (siege ? ", siege" : ""));
        CHECK(listed == rolled);
        for (const int retainers : listed) CHECK((retainers >= 2 && retainers <= 7));  // d6+1
      }
    }
  }
}

TEST_CASE("each side spends at most its points, and stops when no leader fits with the largest retinue") {
  // The fewest points a side can have (the defenders of the smallest siege) buy a group.
  for (const std::string& side : gen::generatedSides(testing::rules())) {
    CHECK(nextGroup(testing::rules(), side) <= gen::kMinScenarioPoints * 6 / 10);
  }
  for (const auto& sides : {std::array<std::string, 2>{"franks", "ayyubids"}, {"christian", "moslem"}}) {
    for (const int points : {gen::kMinScenarioPoints, 151, 400, 1000}) {
      for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(500); ++seed) {
        const gen::GeneratedScenario scenario = generate(seed, request(points, sides));
        REQUIRE(scenario.forces.size() == 2);
        for (const gen::ScenarioForce& force : scenario.forces) {
          INFO(sides[0] << " " << points << " points, seed " << seed << ", " << force.name);
          CHECK(force.budget == points);
          CHECK(force.spent == costs(force));
          CHECK(force.spent <= points);
          CHECK(points - force.spent < nextGroup(testing::rules(), force.side));
        }
      }
    }
  }
}

TEST_CASE("the dearest scenario also spends 90 to 100 percent") {
  for (uint64_t seed = 0; seed < 20; ++seed) {
    for (const gen::ScenarioForce& force : generate(seed, request(gen::kMaxScenarioPoints)).forces) {
      CHECK(force.spent <= gen::kMaxScenarioPoints);
      CHECK(force.spent * 10 >= gen::kMaxScenarioPoints * 9);
    }
  }
}

TEST_CASE("in a siege the besieger has at least half as many points again as the defenders to spend") {
  for (const int points : {gen::kMinScenarioPoints, 400, 1000}) {
    for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(300); ++seed) {
      const gen::GeneratedScenario scenario = generate(seed, request(points, {"franks", "ayyubids"}, true));
      INFO(points << " points, seed " << seed);
      CHECK(scenario.battle == "siege");
      const auto besieger = std::ranges::find(scenario.forces, "besieger", &gen::ScenarioForce::role);
      const auto defenders = std::ranges::find(scenario.forces, "defenders", &gen::ScenarioForce::role);
      REQUIRE(besieger != scenario.forces.end());
      REQUIRE(defenders != scenario.forces.end());
      CHECK(defenders->budget == points * 6 / 10);
      CHECK(besieger->budget == points);
      CHECK(defenders->spent <= defenders->budget);
      CHECK(defenders->budget - defenders->spent < nextGroup(testing::rules(), defenders->side));
      CHECK(scenario.first == besieger->name);
      CHECK((scenario.map.terrain == "castle" || scenario.map.terrain == "town-city"));
    }
  }
}

TEST_CASE("a siege train has no more than two engines of a kind, and sometimes two") {
  bool pair = false;
  for (const int points : {gen::kMinScenarioPoints, 1000, 3000}) {
    for (uint64_t seed = 0; seed < testing::sweepSeeds<uint64_t>(200); ++seed) {
      const gen::GeneratedScenario scenario = generate(seed, request(points, {"franks", "ayyubids"}, true));
      INFO(points << " points, seed " << seed);
      for (const gen::ScenarioForce& force : scenario.forces) {
        std::map<std::string, int> kinds;
        for (const gen::BoughtEngine& engine : force.engines) ++kinds[engine.id];
        for (const auto& [kind, count] : kinds) {
          CHECK(count <= 2);
          pair = pair || count == 2;
        }
      }
    }
  }
  CHECK(pair);
}

TEST_CASE("forces are leaders of the side with their retainers, each rolled and priced") {
  const gen::Rules& rules = testing::rules();
  dice::Rng rng(7);
  gen::RollLog log;
  const gen::GeneratedScenario scenario = gen::generateScenario(rules, rng, log, request(500));
  for (const gen::ScenarioForce& force : scenario.forces) {
    const tables::Row& side = rules.row("generated-sides", force.side);
    const std::vector<std::string>& leaders = side.field("leaders")->items;
    REQUIRE_FALSE(force.retinues.empty());
    for (const gen::Retinue& retinue : force.retinues) {
      CHECK(std::ranges::find(leaders, retinue.leader.character.type) != leaders.end());
      CHECK(retinue.leader.character.mounted);
      std::vector<const gen::BoughtCharacter*> all = {&retinue.leader};
      for (const gen::BoughtCharacter& retainer : retinue.retainers) all.push_back(&retainer);
      for (const gen::BoughtCharacter* bought : all) {
        const gen::Character& c = bought->character;
        INFO(c.name);
        CHECK_FALSE(c.name.empty());
        const tables::Row& purchase = rules.row("purchase-characters", bought->purchase);
        CHECK(bought->cost == gen::purchaseCost(rules.number(purchase, "attack-multiplier", 1),
                                                rules.number(purchase, "defence-multiplier", 1), c.attack, c.defence));
        // Rolled as for a one-off scenario: each strength's d10 is in the log.
        const auto rolled = std::ranges::find_if(log.rolls(), [&](const gen::LoggedRoll& roll) {
          return codec::purposeWords(log, roll).starts_with("strength of " + c.name + " (");
        });
        CHECK(rolled != log.rolls().end());
      }
    }
  }
}

TEST_CASE("a generated scenario has a map of its terrain, a length, a first player and four victory levels") {
  gen::ScenarioRequest asked = request(400);
  asked.terrain = "forest";
  const gen::GeneratedScenario scenario = generate(3, asked);
  CHECK(scenario.map.terrain == "forest");
  const std::vector<std::string> forestMaps = {"The Woods", "The Olive Grove", "The Forest"};
  CHECK(std::ranges::find(forestMaps, scenario.map.map) != forestMaps.end());
  CHECK(scenario.turns == 12);
  CHECK((scenario.first == "The Franks" || scenario.first == "The Ayyubids"));
  REQUIRE(scenario.victory.size() == 4);
  const int striking = std::min(scenario.forces[0].spent, scenario.forces[1].spent) / 4;
  CHECK(scenario.victory[0].starts_with(std::to_string(striking) + " and over: Striking "));
  CHECK(scenario.victory[3].starts_with("-" + std::to_string(striking) + " and under: Striking "));
  for (const std::string& line : scenario.deployment) CHECK(line.find('{') == std::string::npos);
  CHECK(scenario.deployment[0].find(scenario.map.map) != std::string::npos);
}

TEST_CASE("the same seed makes the same scenario") {
  const gen::GeneratedScenario one = generate(42, request(600));
  const gen::GeneratedScenario two = generate(42, request(600));
  REQUIRE(one.forces.size() == two.forces.size());
  for (size_t i = 0; i < one.forces.size(); ++i) {
    CHECK(one.forces[i].spent == two.forces[i].spent);
    REQUIRE(one.forces[i].retinues.size() == two.forces[i].retinues.size());
    CHECK(one.forces[i].retinues.front().leader.character == two.forces[i].retinues.front().leader.character);
  }
}

TEST_CASE("no two characters of a generated scenario share a name, even when the names lists run out") {
  for (const auto& sides : {std::array<std::string, 2>{"franks", "ayyubids"}, {"christian", "moslem"}}) {
    for (uint64_t seed = 0; seed < 20; ++seed) {
      std::set<std::string> names;
      size_t characters = 0;
      for (const gen::ScenarioForce& force : generate(seed, request(gen::kMaxScenarioPoints, sides)).forces) {
        for (const gen::Retinue& retinue : force.retinues) {
          names.insert(retinue.leader.character.name);
          for (const gen::BoughtCharacter& retainer : retinue.retainers) names.insert(retainer.character.name);
          characters += 1 + retinue.retainers.size();
        }
      }
      INFO(sides[0] << ", seed " << seed);
      CHECK(names.size() == characters);
    }
  }
}

TEST_CASE("the purchase table's formulas cell by cell, as printed") {
  // Montgisard, Purchase table, Basic cost of a character: each class's printed formula
  // (the javelin thrower's is reconstructed) and the multipliers that price it.
  struct Printed {
    const char* id;
    const char* formula;
    double attack;
    double defence;
  };
  const Printed printed[] = {
      {"heavy-cavalry", "ATT + DEF", 1, 1},          {"light-cavalry", "ATT + DEF", 1, 1},
      {"armoured-horse-archer", "2*ATT + DEF", 2, 1}, {"unarmoured-horse-archer", "2*ATT + DEF", 2, 1},
      {"camel-rider", "ATT + DEF", 1, 1},            {"armoured-foot", "ATT + DEF", 1, 1},
      {"unarmoured-foot", "ATT + ½ DEF (1)", 1, 0.5}, {"shortbow-man", "2 ATT + DEF", 2, 1},
      {"assassin", "2 ATT + DEF", 2, 1},             {"armoured-crossbowman", "3 ATT + 2 DEF", 3, 2},
      {"naphta-thrower", "3 ATT + 2 DEF", 3, 2},     {"javelin-thrower", "2 ATT + DEF", 2, 1}};
  const gen::Rules& rules = testing::rules();
  const tables::Table& table = rules.table("purchase-characters");
  CHECK(table.rows.size() == std::size(printed));
  for (const Printed& cell : printed) {
    INFO(cell.id);
    const tables::Row& row = rules.row(table.id, cell.id);
    CHECK(rules.text(row, "formula") == cell.formula);
    CHECK(rules.number(row, "attack-multiplier", 0) == cell.attack);
    CHECK(rules.number(row, "defence-multiplier", 0) == cell.defence);
  }
  CHECK(rules.row(table.id, "javelin-thrower").provenance == tables::Provenance::reconstructed);
  // Costs of one character of 10/5, class by class.
  CHECK(gen::purchaseCost(1, 0.5, 10, 5) == 12);  // ATT + 1/2 DEF, rounded down
  CHECK(gen::purchaseCost(2, 1, 10, 5) == 25);
  CHECK(gen::purchaseCost(3, 2, 10, 5) == 40);
}
