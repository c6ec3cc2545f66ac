// A side's combat step, abstracted: who attacks whom (the pairing house rule of
// docs/FIGHT.md), the odds and the CRT column (1.7-1.741), the die and its key (1.75).
#include <algorithm>
#include <span>

#include "gen/combat_tables.hpp"
#include "gen/fight_phase.hpp"

namespace outremer::gen::fighting {
namespace {

// The attackers' names joined by "and", as an attack's roll names them: "Hugh and Odo".
std::string namesOf(std::span<Fighter* const> fighters) {
  std::string names;
  for (const Fighter* f : fighters) names += (names.empty() ? "" : " and ") + f->character.name;
  return names;
}

// What the key's result does, as the combat tables read it once; a casualty that is no
// injury is refused.
CombatTables::ResultEffect effectOf(const Rules& rules, const CombatTables::KeyResult& key) {
  if (key.effect) return *key.effect;
  throw RulesError(rules.table("combat-infantry-results").id + ": unknown casualty '" +
                   key.row->field("casualty")->text + "'");
}

// An injury to |fighter| of |side|: what it did, noted for morale when it killed him.
void hurt(FightState& state, int side, Fighter& fighter, Health injury, FightAttack& a) {
  if (fighter.health == Health::wounded || fighter.health == Health::stunned) a.already = fighter.health;
  const Health now = injure(fighter, injury);
  a.effect = now == Health::killed ? AttackEffect::killed
             : now == Health::wounded ? AttackEffect::wounded
                                      : AttackEffect::stunned;
  if (now == Health::killed) state.killed(side, fighter);
}

// The key's result applied: to the defender, or to the attackers (the weakest of them
// takes a wound: the player chooses, 1.72, and spares his best).
void apply(FightState& state, int side, std::span<Fighter* const> attackers, Fighter& defender,
           const CombatTables::KeyResult& key, FightAttack& a) {
  const CombatTables::ResultEffect effect = effectOf(state.rules, key);
  a.onAttackers = effect.onAttackers;
  const std::optional<Health> casualty = effect.casualty;
  if (a.onAttackers && defender.nerve == Nerve::panicking) return;  // no effect (1.84)
  if (!casualty) {
    // Retreat: the abstraction keeps everyone in the melee (docs/FIGHT.md).
    a.effect = AttackEffect::retreat;
    return;
  }
  if (a.onAttackers) return hurt(state, side, *attackers.back(), *casualty, a);
  hurt(state, 1 - side, defender, *casualty, a);
  if (effect.dismounts && defender.mounted) {
    defender.mounted = false;
    a.dismounted = defender.health != Health::killed;
  }
}

// The attack's words: who attacked whom, the table and column, the key and its result.
void nameAttack(FightAttack& a, std::span<Fighter* const> attackers, const Fighter& defender,
                const tables::Table& table, std::string&& column, const tables::Row& key,
                const tables::Row& result) {
  a.attackers.reserve(attackers.size());
  for (const Fighter* f : attackers) a.attackers.push_back(f->character.name);
  a.defender = defender.character.name;
  a.table = table.id;
  a.column = std::move(column);
  a.key = key.entry;
  a.result = result.entry;
}

void attack(FightState& state, int side, std::span<Fighter* const> attackers, Fighter& defender, bool charge) {
  // Written where it is kept: nothing adds to the round's attacks until it is done.
  FightAttack& a = state.newAttack();
  a.side = side;
  AttackTerms terms;
  for (const Fighter* f : attackers) terms.attack += attackOf(*f);
  terms.defence = defenceOf(defender);
  terms.mounted = defender.mounted;
  terms.charge = charge;  // a charger attacks alone (1.57)
  terms.combined = attackers.size() > 1;
  terms.panicking = defender.nerve == Nerve::panicking;
  terms.attackerAdvantage = state.sides[side].advantage;
  terms.defenderAdvantage = state.sides[1 - side].advantage;
  // Both sides' advantages are read from the map's terrain (in an ambush too: docs/FIGHT.md).
  terms.attackerGround = terms.defenderGround = state.ground;
  // The spare's shifts (a fight whose story is not kept) lend their room; a new attack's
  // have none.
  AttackColumn read = attackColumn(state.rules, terms, std::move(a.shifts));
  consultGround(state.rules, state.log, terms, read);
  a.attack = read.attack;
  a.charge = read.charge;
  a.defence = terms.defence;
  a.odds = read.odds;
  a.shifts = std::move(read.shifts);
  const tables::Table& table = *read.table;
  // One attacker's name is his own; only a combined attack joins names (and only for a
  // story someone reads: the log keeps no words otherwise).
  const std::string joined = attackers.size() > 1 && state.keepsStory() ? namesOf(attackers) : std::string();
  const std::string_view by = attackers.size() > 1 ? std::string_view(joined) : attackers.front()->character.name;
  const Purpose purpose{RollFor::attack,
                        {by, defender.character.name},
                        {static_cast<int>(attackers.size()), charge ? 1 : 0}};
  const tables::Row& row = state.log.rollOn(state.rng, table, read.column, purpose);
  a.die = state.log.lastResult();
  const CombatTables::KeyResult key = state.rules.combat().result(table, row);
  const tables::Row& result = *key.row;
  state.log.consult(*key.table, result);
  if (state.keepsStory()) nameAttack(a, attackers, defender, table, printedColumn(read), row, result);
  apply(state, side, attackers, defender, key, a);
}

// A target's attackers: on a charge, the first horseman charges alone ("only one charge
// can be made at a target at one time; they may not be added to any other attack", 1.57);
// the rest combine into one attack (1.72).
void attackTarget(FightState& state, int side, std::vector<Fighter*>& attackers, Fighter& defender, bool charging) {
  const auto rider = std::find_if(attackers.begin(), attackers.end(), [](const Fighter* f) { return f->mounted; });
  if (charging && rider != attackers.end()) {
    Fighter* charger = *rider;
    attackers.erase(rider);
    if (charger->character.armoured) {
      checkMorale(state, 1 - side, defender, MoraleOccasion::chargedByArmouredCavalry);
    }
    attack(state, side, std::span(&charger, 1), defender, true);
  }
  if (!attackers.empty() && onField(defender)) attack(state, side, attackers, defender, false);
}

// Sorts |attackers| strongest first, those of equal attack in the order they stood: an
// insertion sort, as std::stable_sort takes a buffer from the heap for each phase's few.
void strongestFirst(std::vector<Fighter*>& attackers) {
  for (size_t i = 1; i < attackers.size(); ++i) {
    Fighter* const man = attackers[i];
    const int attack = attackOf(*man);
    size_t at = i;
    for (; at > 0 && attackOf(*attackers[at - 1]) < attack; --at) attackers[at] = attackers[at - 1];
    attackers[at] = man;
  }
}

}  // namespace

FightAttack& FightState::newAttack() {
  // attack() writes each field of the spare before it reads it, and no one reads it after.
  return keepsStory() ? round->attacks.emplace_back() : spareAttack;
}

void attackPhase(FightState& state, int side, bool charging) {
  // The fight's own buffers, filled afresh: a phase allocates nothing once they have grown.
  std::vector<Fighter*>& attackers = state.attackers;
  attackers.clear();
  for (Fighter& f : state.sides[side].fighters) {
    if (canAttack(f)) attackers.push_back(&f);
  }
  strongestFirst(attackers);
  std::vector<Fighter*>& targets = state.targets;
  targets.clear();
  for (Fighter& f : state.sides[1 - side].fighters) {
    if (onField(f)) targets.push_back(&f);
  }
  if (attackers.empty() || targets.empty()) return;
  // The pairing house rule: the strongest attacker takes the first enemy in the order
  // they came, the next the second, and so on round again: extra men join an attack.
  // Target t's attackers are thus the t-th, the t-th after a round of the targets, ...
  for (size_t t = 0; t < targets.size() && t < attackers.size(); ++t) {
    std::vector<Fighter*>& onTarget = state.onTarget;
    onTarget.clear();
    for (size_t i = t; i < attackers.size(); i += targets.size()) onTarget.push_back(attackers[i]);
    attackTarget(state, side, onTarget, *targets[t], charging);
  }
}

}  // namespace outremer::gen::fighting
