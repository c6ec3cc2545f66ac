// What a fight reads of the tables on every attack is found once, and reads as the tables
// themselves do; what the tables lack is still named when a fight needs it.
#include "gen/combat_tables.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

#include "../gen/shipped_tables.hpp"
#include "gen/fight.hpp"

using namespace outremer;
using testing::rules;

TEST_CASE("the combat tables read once are the rows a look-up by id finds") {
  const gen::CombatTables& combat = rules().combat();
  CHECK(&combat == &rules().combat());
  for (const bool mounted : {false, true}) {
    const tables::Table& crt = combat.crt(mounted);
    CHECK(&crt == &rules().table(mounted ? "combat-mounted" : "combat-infantry"));
    for (const tables::Row& key : crt.rows) {
      const tables::Reference ref = tables::readReference(key.see);
      const gen::CombatTables::KeyResult result = combat.result(crt, key);
      CHECK(result.table == &rules().table(ref.table));
      CHECK(result.row == &rules().row(ref.table, ref.part));
    }
  }
  for (int attacker = -1; attacker <= 1; ++attacker) {
    for (int defender = -1; defender <= 1; ++defender) {
      CHECK(&combat.terrainRow(attacker, defender) == &gen::terrainRow(rules(), attacker, defender));
    }
  }
  CHECK(&combat.terrainShifts() == &rules().table("terrain-combat-shifts"));
  CHECK(&combat.mapTerrainCombat() == &rules().table("map-terrain-combat"));
  CHECK(combat.ruleShift("panicking-defender") ==
        rules().number(rules().row("combat-rules", "panicking-defender"), "shift", 0));
  for (size_t i = 0; i < gen::kMoraleModifierIds.size(); ++i) {
    CHECK(&combat.moraleModifier(static_cast<gen::MoraleModifier>(i)) ==
          &rules().row("morale-modifiers", gen::kMoraleModifierIds[i]));
  }
}

TEST_CASE("a table a fight needs and the tables lack is named when the fight needs it") {
  std::vector<tables::Table> kept;
  for (const tables::Table& table : testing::defaults().tables()) {
    if (table.id != "terrain-combat-shifts" && table.id != "morale-modifiers") kept.push_back(table);
  }
  const tables::TableSet set(std::move(kept));
  const gen::Rules lacking(set);
  const gen::CombatTables& combat = lacking.combat();  // finding them throws nothing
  CHECK(combat.crt(true).id == "combat-mounted");
  CHECK_THROWS_WITH(combat.terrainRow(0, 0), "the tables in use have no table 'terrain-combat-shifts'");
  CHECK_THROWS_WITH(combat.moraleModifier(gen::MoraleModifier::wounded),
                    "the tables in use have no table 'morale-modifiers'");
}
