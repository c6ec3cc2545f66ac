#pragma once

// The encounter generator's inside: what every effects function shares, and the
// functions themselves (one per Encounter Effects table, grouped by family in
// effects_people.cpp, effects_fighters.cpp, effects_raiders.cpp, effects_animals.cpp).

#include <map>
#include <string>

#include "gen/encounter.hpp"

namespace outremer::gen {

/// What an effects function works with. Kinds rolled for generic forces (raider-kind)
/// are kept per generic id, so every band of one encounter is of one kind.
struct EffectsContext {
  const Rules& rules;
  dice::Rng& rng;
  RollLog& log;
  CharacterMaker& maker;
  const EncounterOptions& options;
  Encounter& encounter;
  std::map<std::string, const tables::Row*, std::less<>> kindRows;
};

// ---- Shared helpers (encounter_forces.cpp) ----

/// A group of |count| people of type or generic id |who| (generic-forces: each member's
/// type rolled on force-types in the column of its kind, mounted or foot).
EncounterGroup makeGroup(EffectsContext& ctx, const std::string& who, int count, bool mounted,
                         const std::string& role);

/// One force of a `forces` field: the count rolled (below one is none, and the group's
/// note says so), then makeGroup.
EncounterGroup expandForce(EffectsContext& ctx, const tables::Force& force);

/// Adds the forces of |row|'s `forces` field (if any) to the encounter.
void addForces(EffectsContext& ctx, const tables::Row& row);

/// Adds the behaviour rules (and Bedouin friendliness) of every kind rolled for a
/// generic force: raider-kind's behaviour, friendly-near-town and friendly-elsewhere.
void applyKindRules(EffectsContext& ctx);

/// The group a party reference names: "" (rolled on Group Determination Table 1) for
/// "pilgrim-group", GROUP for "pilgrim-composition#GROUP"; throws RulesError otherwise.
std::string partyGroupOf(const std::string& reference);

/// A party of Group Determination Table 2 for |reference|: "pilgrim-group" (the group
/// rolled on Table 1) or "pilgrim-composition#<group>". Its mules and wagons are added
/// to the encounter's when |baggage|. It is labelled |kind| (escort, pilgrims ...).
EncounterGroup partyGroup(EffectsContext& ctx, const std::string& reference, GroupLabelKind kind,
                          const std::string& role, bool baggage);

/// Rolls |amount| coins of each kind |coin| names: "SF", "each type", "each type except
/// GF" (kinds from the coins table), for |what| (the |which|th of them, 0: the one).
tables::Money rollCoins(EffectsContext& ctx, const std::string& amount, const std::string& coin, CarriedKind what,
                        int which = 0);

/// Rolls the coins of a rule row (fields amount, coin) and adds them to what is carried.
void carryCoins(EffectsContext& ctx, const tables::Table& table, const std::string& rowId, CarriedKind what);

/// A chance rolled now (logged); returns whether it happened.
bool rollChance(EffectsContext& ctx, const std::string& what, int percent);

/// A chance of a rule row that applies later (recognition, arrest): stated, not rolled.
void laterChance(EffectsContext& ctx, const tables::Table& table, const std::string& rowId);

/// The row |rowId| of |table|, consulted (footnoted when not printed).
const tables::Row& ruleRow(EffectsContext& ctx, const tables::Table& table, const std::string& rowId);

/// A percent field as a whole number (0 when absent).
int percentField(const tables::Row& row, std::string_view name);

/// The row a "TABLE/ROW-ID" reference names; throws RulesError when it does not resolve.
const tables::Row& referencedRow(const Rules& rules, const std::string& reference,
                                 const tables::Table** table);

/// The people of |type| (an encounter-people row id) added to the encounter.
void addPeople(EffectsContext& ctx, const std::string& type);

// ---- Effects functions, one per effects table ----

void peasantsEffects(EffectsContext& ctx);
void droversEffects(EffectsContext& ctx);
void pedlarsEffects(EffectsContext& ctx);
void merchantEffects(EffectsContext& ctx);
void pilgrimsEffects(EffectsContext& ctx);
void messengerEffects(EffectsContext& ctx);
void churchmenEffects(EffectsContext& ctx);
void greatLordEffects(EffectsContext& ctx);
void runawayEffects(EffectsContext& ctx);
void fightingMenEffects(EffectsContext& ctx);
void raidersEffects(EffectsContext& ctx);  // moslem-raiders and brigands
void animalsEffects(EffectsContext& ctx);

/// The error for an Initial Encounter Table |row| whose see: names no effects table a
/// generator reads: it names the row, where its see: is written, and the tables read.
RulesError unreadEffectsTable(const tables::Row& row);

// ---- The scene (encounter_scene.cpp) ----

/// A tactical map for the place (tactical-maps-by-place, then tactical-maps): terrain and
/// map each picked with a die and logged.
TacticalMap pickMap(EffectsContext& ctx);

/// Deployment and victory from encounter-deployment (and hidden-deployment for an
/// ambush); nullopt when no one is there to fight.
std::optional<Deployment> planDeployment(EffectsContext& ctx);

}  // namespace outremer::gen
