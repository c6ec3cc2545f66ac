#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dice/rng.hpp"
#include "gen/character.hpp"
#include "gen/encounter.hpp"
#include "gen/feudal_roster.hpp"
#include "gen/party.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"

namespace outremer::gen {

// A tactical scenario of your own (docs/SCENARIOS.md, Generated scenarios): each side's
// characters bought by the Montgisard purchase table, leaders with their retainers, on a
// tactical map for the terrain, with a set-up and victory levels in the style of the
// printed scenarios (tables generated-sides and generated-battles).

/// The points a side may be given: enough for a leader of every side with the largest
/// retinue of its cheapest retainers, few enough for one table top.
inline constexpr int kMinScenarioPoints = 150;
inline constexpr int kMaxScenarioPoints = 3000;

/// One character bought: rolled as for a one-off scenario and priced by the purchase table.
struct BoughtCharacter {
  Character character;
  std::string purchase;       // purchase-characters row id
  std::string purchaseLabel;  // its words: "Heavy cavalry (with armour)"
  std::string formula;        // as printed: "ATT + DEF"
  int cost = 0;
};

/// A leader and the retainers he brings (Montgisard 5.2: every group has its leader).
struct Retinue {
  BoughtCharacter leader;
  std::vector<BoughtCharacter> retainers;
};

/// A siege engine bought at its printed cost (purchase-siege-engines).
struct BoughtEngine {
  std::string id;
  std::string label;
  int cost = 0;
};

/// What a side already there is called where a battle's texts name it ({first}, {A}): the
/// caller's words, as the generated sides' come from their table.
struct ForceWords {
  std::string name;       // "The party"
  std::string adjective;  // "party"
};

/// One side's force.
struct ScenarioForce {
  std::string side;       // generated-sides row id ("" for a party or an encounter's side)
  std::string name;       // "The Franks"
  std::string adjective;  // "Frankish"
  std::string faction;    // christian or moslem
  std::string role;       // "besieger", "defenders", or "" in a field battle
  int budget = 0;         // the points it may spend
  int spent = 0;
  std::vector<Retinue> retinues;
  std::vector<BoughtEngine> engines;

  /// Leaders and retainers.
  int characters() const;
};

/// What to generate: two generated-sides rows, the points, the terrain, a siege or not.
struct ScenarioRequest {
  int points = 0;  // each side's, or in a siege the besieger's
  std::array<std::string, 2> sides = {"franks", "ayyubids"};
  std::string terrain;  // a tactical-maps row id; empty: rolled among the battle's terrains
  bool siege = false;
};

/// A generated scenario: its map, length, who plays first, deployment, victory levels and
/// the two forces. No two of its characters, on either side, share a name.
struct GeneratedScenario {
  std::string battle;  // generated-battles row id
  std::string battleLabel;
  int points = 0;  // as asked (--points), or the topped-up total of a scenario from an encounter
  TacticalMap map;
  int turns = 0;
  std::string first;  // the name of the side that plays first
  std::vector<std::string> deployment;
  SetupPlan setup;  // the deployment as the set-up diagram draws it
  std::string victoryText;
  std::vector<std::string> victory;  // the levels, striking to striking
  std::vector<ScenarioForce> forces;
  std::optional<uint64_t> fromEncounter;  // the seed of the encounter it was made from
  /// Each force as figures of the feudal-age skirmish rules, in the forces' order, when
  /// asked for (--roster feudal); else empty.
  std::vector<FeudalRoster> feudalRosters;
};

/// The characters of |force|, a line for each, as feudalRoster takes them (engines are
/// not men).
std::vector<ForceLine> forceLines(const ScenarioForce& force);

/// Generates a scenario for |request|: terrain and map rolled (Montgisard 5.3), in a siege
/// the besieger rolled, then each side bought with its points, a leader with the retinue
/// his dice give, until no leader fits with the largest retinue the dice can give.
/// Throws RulesError for a side, terrain or row the tables lack.
GeneratedScenario generateScenario(const Rules& rules, dice::Rng& rng, RollLog& log, const ScenarioRequest& request);

/// The scenario of an encounter: |party| against the members of |encounter|'s opposing
/// groups (each group a retinue led by its first member) on the encounter's map, or one
/// rolled for a field battle; then each side topped up with retainers of its faction's
/// generated-sides row until none fits the points of the dearer side. Throws RulesError
/// when the encounter has no one to fight or a type has no purchase class.
GeneratedScenario scenarioFromEncounter(const Rules& rules, dice::Rng& rng, RollLog& log, const Party& party,
                                        const ForceWords& partyWords, const Encounter& encounter);

/// The most a character of |type| (on his horse with |mounted|, where he has one) can
/// cost: his purchase class's price at the top of his strength range. A side buys a type
/// only while this fits.
int dearestCost(const Rules& rules, const std::string& type, bool mounted);

/// The generated-sides row ids, for usage messages.
std::vector<std::string> generatedSides(const Rules& rules);

/// The terrains (tactical-maps row ids) a field battle, or with |siege| a siege, is fought on.
std::vector<std::string> battleTerrains(const Rules& rules, bool siege);

}  // namespace outremer::gen
