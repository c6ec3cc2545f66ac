// The book's combat arithmetic: odds (1.7), the column and its shifts (1.72, 1.73),
// the charge bonus (1.741), and what a wound or a stun does to a man's strengths.
#include <algorithm>

#include "gen/combat_tables.hpp"
#include "gen/fight.hpp"

namespace outremer::gen {

int defenceFought(int defence) { return std::max(1, defence); }

int combatOdds(int attack, int defence) {
  // "Attack strengths are always rounded down to the nearest divisible figure"; "attacks
  // at less than 1-1 are made at 1-1".
  return std::max(1, attack / defenceFought(defence));
}

size_t oddsColumn(int odds, int shift, size_t columns) {
  const int last = static_cast<int>(columns) - 1;
  const int top = std::min(odds, last + 1) - 1;  // 12-1 and above read the last column
  return static_cast<size_t>(std::clamp(top + shift, 0, last));
}

int chargeBonus(int attack) { return attack / 2; }

int terrainShift(const Rules& rules, int attacker, int defender) {
  return rules.combat().terrain(attacker, defender).shift;
}

const tables::Row& terrainRow(const Rules& rules, int attacker, int defender) {
  for (const tables::Row& row : rules.table("terrain-combat-shifts").rows) {
    if (static_cast<int>(rules.number(row, "attacker", 9)) == attacker &&
        static_cast<int>(rules.number(row, "defender", 9)) == defender) {
      return row;
    }
  }
  throw RulesError("terrain-combat-shifts has no row for attacker " + std::to_string(attacker) + " against defender " +
                   std::to_string(defender));
}

namespace {

// The shift a combat-rules row gives (combined-attack-on-infantry, panicking-defender).
ColumnShift ruleShift(const CombatTables& combat, std::string_view id, ShiftFor why) {
  return {why, combat.ruleShift(id), {}};
}

}  // namespace

std::string printedColumn(std::string_view id) {
  constexpr std::string_view plus = "-plus";
  return id.ends_with(plus) ? std::string(id.substr(0, id.size() - plus.size())) + "+" : std::string(id);
}

AttackColumn attackColumn(const Rules& rules, const AttackTerms& terms, std::vector<ColumnShift> room) {
  const CombatTables& combat = rules.combat();
  AttackColumn c;
  c.shifts = std::move(room);
  c.shifts.clear();
  c.charge = terms.charge ? chargeBonus(terms.attack) : 0;
  c.attack = terms.attack + c.charge;
  c.odds = combatOdds(c.attack, terms.defence);
  int terrain = terms.terrainShift.value_or(0);
  if (!terms.terrainShift) {
    const CombatTables::TerrainShift read = combat.terrain(terms.attackerAdvantage, terms.defenderAdvantage);
    c.terrain = read.row;
    terrain = read.shift;
  }
  if (terrain != 0) c.shifts.push_back({ShiftFor::terrain, terrain, {}});
  if (terms.combined && !terms.mounted) {
    c.shifts.push_back(ruleShift(combat, "combined-attack-on-infantry", ShiftFor::combinedAgainstInfantry));
  }
  if (terms.panicking) c.shifts.push_back(ruleShift(combat, "panicking-defender", ShiftFor::panickingDefender));
  int shift = 0;
  for (const ColumnShift& s : c.shifts) shift += s.columns;
  c.table = &combat.crt(terms.mounted);
  c.column = oddsColumn(c.odds, shift, c.table->columnCount());
  return c;
}

std::string printedColumn(const AttackColumn& column) {
  return printedColumn(column.table->columns.at(column.column));
}

void consultGround(const Rules& rules, RollLog& log, const AttackTerms& terms, const AttackColumn& column) {
  for (const tables::Row* ground : {terms.attackerGround, terms.defenderGround}) {
    if (ground != nullptr) log.consult(rules.combat().mapTerrainCombat(), *ground);
  }
  if (column.terrain != nullptr) log.consult(rules.combat().terrainShifts(), *column.terrain);
}

namespace {

bool weakened(const Fighter& fighter) {
  return fighter.health == Health::wounded || fighter.health == Health::stunned;
}

}  // namespace

int attackOf(const Fighter& fighter) {
  const Character& c = fighter.character;
  const int whole = fighter.mounted ? c.attack : c.footAttack;
  return fighter.health == Health::wounded ? whole / 2 : whole;
}

int defenceOf(const Fighter& fighter) {
  const Character& c = fighter.character;
  const int whole = fighter.mounted ? c.defence : c.footDefence;
  return weakened(fighter) ? whole / 2 : whole;
}

bool canAttack(const Fighter& fighter) {
  return (fighter.health == Health::healthy || fighter.health == Health::wounded) && fighter.nerve == Nerve::good &&
         attackOf(fighter) > 0;
}

bool onField(const Fighter& fighter) { return fighter.health != Health::killed && fighter.nerve != Nerve::routed; }

Health injure(Fighter& fighter, Health injury) {
  // "Stunned and wounded characters are considered dead if they receive further injury."
  fighter.health = weakened(fighter) ? Health::killed : injury;
  return fighter.health;
}

}  // namespace outremer::gen
