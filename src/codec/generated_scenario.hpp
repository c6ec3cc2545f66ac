// The JSON form of a generated scenario (schemas/generated-scenario.schema.json).
#pragma once

#include <string>

#include "codec/character.hpp"
#include "codec/encounter.hpp"
#include "codec/feudal_roster.hpp"
#include "gen/scenario_generate.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::GeneratedScenario> = "generated-scenario";

/// Each force as a roster sheet under its name: no side without --roster feudal.
FeudalRosterSheet generatedScenarioRoster(const gen::GeneratedScenario& scenario);

template <class Io>
void fields(Io& io, Of<gen::BoughtCharacter> auto& bought) {
  io("character", bought.character);
  io("purchase", bought.purchase);
  io("purchase_label", bought.purchaseLabel);
  io("formula", bought.formula);
  io("cost", bought.cost, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::Retinue> auto& retinue) {
  io("leader", retinue.leader);
  io("retainers", retinue.retainers);
}

template <class Io>
void fields(Io& io, Of<gen::BoughtEngine> auto& engine) {
  io("id", engine.id);
  io("label", engine.label);
  io("cost", engine.cost, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::ScenarioForce> auto& force) {
  io.omitEmpty("side", force.side);
  io("name", force.name);
  io("adjective", force.adjective);
  io("faction", force.faction);
  io.omitEmpty("role", force.role);
  io("budget", force.budget, kCount);
  io("spent", force.spent, kCount);
  io.derived("characters", [&] { return force.characters(); }, kCount);
  io("retinues", force.retinues);
  io("engines", force.engines);
}

template <class Io>
void fields(Io& io, Of<gen::GeneratedScenario> auto& s) {
  io("battle", s.battle);
  io("battle_label", s.battleLabel);
  io("points", s.points, kCount);
  // The encounter's seed as text: JSON readers may round large numbers.
  io.derivedIf(s.fromEncounter.has_value(), "from_encounter", [&] { return std::to_string(*s.fromEncounter); });
  io("map", s.map);
  io("turns", s.turns, kCount);
  io("first", s.first);
  io("deployment", s.deployment);
  io("forces", s.forces);
  io("victory_text", s.victoryText);
  io("victory", s.victory);
  io.derivedIf(!s.feudalRosters.empty(), "feudal_roster", [&] { return generatedScenarioRoster(s); });
}

}  // namespace outremer::codec
