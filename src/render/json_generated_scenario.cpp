#include "render/generated_scenario.hpp"
#include "render/json_encounter.hpp"
#include "render/json_party.hpp"

namespace outremer::render {
namespace {

void writeJson(JsonWriter& w, const gen::BoughtCharacter& bought) {
  w.beginObject().key("character");
  writeJson(w, bought.character);
  w.member("purchase", bought.purchase).member("purchase_label", bought.purchaseLabel);
  w.member("formula", bought.formula).member("cost", bought.cost).endObject();
}

void writeJson(JsonWriter& w, const gen::ScenarioForce& force) {
  w.beginObject().memberIfAny("side", force.side).member("name", force.name).member("adjective", force.adjective);
  w.member("faction", force.faction).memberIfAny("role", force.role).member("budget", force.budget);
  w.member("spent", force.spent).member("characters", force.characters()).key("retinues").beginArray();
  for (const gen::Retinue& retinue : force.retinues) {
    w.beginObject().key("leader");
    writeJson(w, retinue.leader);
    w.key("retainers").beginArray();
    for (const gen::BoughtCharacter& retainer : retinue.retainers) writeJson(w, retainer);
    w.endArray().endObject();
  }
  w.endArray().key("engines").beginArray();
  for (const gen::BoughtEngine& engine : force.engines) {
    w.beginObject().member("id", engine.id).member("label", engine.label).member("cost", engine.cost).endObject();
  }
  w.endArray().endObject();
}

}  // namespace

void writeJson(JsonWriter& w, const gen::GeneratedScenario& s) {
  w.beginObject().member("battle", s.battle).member("battle_label", s.battleLabel).member("points", s.points);
  if (s.fromEncounter) w.member("from_encounter", std::to_string(*s.fromEncounter));
  w.key("map");
  writeJson(w, s.map);
  w.member("turns", s.turns).member("first", s.first).member("deployment", s.deployment);
  w.key("forces").beginArray();
  for (const gen::ScenarioForce& force : s.forces) writeJson(w, force);
  w.endArray().member("victory_text", s.victoryText).member("victory", s.victory);
  if (!s.feudalRosters.empty()) {
    w.key("feudal_roster");
    writeFeudalRosterJson(w, generatedScenarioRoster(s));
  }
  w.endObject();
}

std::vector<SideRoster> generatedScenarioRoster(const gen::GeneratedScenario& s) {
  std::vector<SideRoster> sides;
  for (size_t i = 0; i < s.feudalRosters.size() && i < s.forces.size(); ++i) {
    sides.push_back({s.forces[i].name, s.feudalRosters[i]});
  }
  return sides;
}

std::string generatedScenarioTitle(const gen::GeneratedScenario& s) {
  std::string title = (s.battle == "siege" ? "Siege: " : "Scenario: ") + s.forces.at(0).name + " against " +
                      s.forces.at(1).name;
  return s.fromEncounter ? title + ", from encounter " + std::to_string(*s.fromEncounter)
                         : title + ", " + std::to_string(s.points) + " points";
}

}  // namespace outremer::render
