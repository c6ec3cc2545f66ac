// A character type's rules are read from the tables once, and a character is made from them
// as from the tables themselves.
#include "gen/type_rules.hpp"

#include <catch2/catch.hpp>

#include <thread>
#include <vector>

#include "../gen/shipped_tables.hpp"
#include "gen/daily_cost.hpp"

using namespace outremer;
using testing::rules;

TEST_CASE("a type's rules are its strength row, morale, movement on foot and riding, and each way of serving's cost") {
  const gen::TypeRules& knight = rules().typeRules("knight");
  REQUIRE(knight.strength.row != nullptr);
  CHECK(knight.strength.row == gen::strengthRow(rules(), "knight").row);
  CHECK(knight.ranges.canRide);
  CHECK(knight.names == rules().namesOf("knight"));
  CHECK(knight.movement[0].row->id == "dismounted-knight");
  CHECK(knight.movement[1].row->id == (knight.armoured ? "armoured-cavalry" : "unarmoured-cavalry"));
  CHECK(knight.move[0] == static_cast<int>(rules().number(*knight.movement[0].row, "healthy", 0)));
  for (const bool mounted : {false, true}) {
    for (const bool order : {false, true}) {
      for (const bool mercenary : {false, true}) {
        gen::RollLog log;
        const auto daily = gen::dailyCost(rules(), log, {"knight", mounted, order, mercenary});
        const gen::TypeRules::Cost& cost = knight.costs[gen::TypeRules::costIndex(mounted, order, mercenary)];
        REQUIRE(cost.kept == daily.has_value());
        if (daily) {
          CHECK(cost.pay.copper == daily->pay.copper);
          CHECK(cost.upkeep.copper == daily->upkeep.copper);
        }
        CHECK(cost.notes.size() == log.footnotes().size());
      }
    }
  }
  CHECK(rules().typeRules("no-such-type").strength.row == nullptr);
}

TEST_CASE("threads asking for a type's rules at once all get the one kept") {
  std::vector<const gen::TypeRules*> seen(8);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < seen.size(); ++t) {
    threads.emplace_back([&, t] { seen[t] = &rules().typeRules("sergeant"); });
  }
  for (std::thread& thread : threads) thread.join();
  for (const gen::TypeRules* one : seen) CHECK(one == seen.front());
  CHECK(seen.front()->strength.row != nullptr);
}
