#include "render/json_encounter.hpp"

#include "render/brief.hpp"
#include "render/json_party.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

void putText(ordered_json& object, const char* key, const std::string& text) {
  if (!text.empty()) object[key] = text;
}

// "mounted", "on foot" or "mixed" (a party of riders and walkers).
std::string mount(const gen::EncounterGroup& group) {
  int riders = 0;
  for (const gen::Character& member : group.members) riders += member.mounted;
  if (group.members.empty()) return group.mounted ? "mounted" : "on foot";
  if (riders == static_cast<int>(group.members.size())) return "mounted";
  return riders == 0 ? "on foot" : "mixed";
}

ordered_json groupJson(const gen::EncounterGroup& group) {
  ordered_json out = {{"label", group.label}, {"who", group.who}};
  putText(out, "role", group.role);
  putText(out, "dice", group.dice);
  putText(out, "roll", group.roll);
  if (!group.dice.empty()) out["rolled"] = group.rolled;
  out["count"] = group.count;
  out["mount"] = mount(group);
  out["opposing"] = group.opposing;
  putText(out, "note", group.note);
  ordered_json members = ordered_json::array();
  for (const gen::Character& member : group.members) members.push_back(characterJson(member));
  out["members"] = std::move(members);
  return out;
}

ordered_json chanceJson(const gen::EncounterChance& chance) {
  ordered_json out = {{"what", chance.what}, {"percent", chance.percent}};
  out["roll"] = chance.roll ? ordered_json(*chance.roll) : ordered_json(nullptr);
  out["happened"] = chance.happened ? ordered_json(*chance.happened) : ordered_json(nullptr);
  putText(out, "when", chance.when);
  return out;
}

ordered_json deploymentJson(const gen::Deployment& plan) {
  ordered_json out = {{"situation", plan.situation},
                      {"label", plan.label},
                      {"opponents", plan.opponents},
                      {"party", plan.party}};
  putText(out, "hidden", plan.hidden);
  out["hidden_rules"] = plan.hiddenRules;
  out["victory"] = plan.victory;
  return out;
}

ordered_json tollJson(const gen::Encounter& e) {
  if (!e.tollPerPerson) return nullptr;
  ordered_json out = {{"per_person", moneyJson(e.tollPerPerson->copper)}};
  out["total"] = e.tollTotal ? moneyJson(e.tollTotal->copper) : ordered_json(nullptr);
  return out;
}

}  // namespace

ordered_json encounterJson(const gen::Encounter& e) {
  ordered_json out = {
      {"where", e.where}, {"where_label", e.whereLabel}, {"time", e.time}, {"column", e.column}};
  out["check"] = nullptr;
  if (e.checkRoll) out["check"] = {{"roll", *e.checkRoll}, {"percent", e.checkPercent}, {"found", !e.clear}};
  out["clear"] = e.clear;
  putText(out, "type", e.type);
  putText(out, "type_label", e.typeLabel);
  putText(out, "effects_table", e.effectsTable);
  putText(out, "result", e.result);
  putText(out, "intention", e.intention);
  putText(out, "kind", e.kind);
  putText(out, "kind_label", e.kindLabel);
  out["ambush"] = e.ambush;
  out["party_ambushes"] = e.partyAmbushes;
  out["hostile"] = e.hostile;
  ordered_json groups = ordered_json::array();
  for (const gen::EncounterGroup& group : e.groups) groups.push_back(groupJson(group));
  out["groups"] = std::move(groups);
  out["opposing_count"] = gen::opposingCount(e);
  out["mules"] = e.mules;
  out["wagons"] = e.wagons;
  ordered_json carried = ordered_json::array();
  for (const gen::Carried& item : e.carried) {
    carried.push_back(
        {{"what", item.what}, {"detail", item.detail}, {"value", moneyJson(item.value.copper)}});
  }
  out["carried"] = std::move(carried);
  out["carried_total"] = moneyJson(e.carriedTotal.copper);
  out["toll"] = tollJson(e);
  ordered_json chances = ordered_json::array();
  for (const gen::EncounterChance& chance : e.chances) chances.push_back(chanceJson(chance));
  out["chances"] = std::move(chances);
  out["behaviour"] = e.behaviour;
  out["map"] = nullptr;
  if (e.map) {
    out["map"] = {{"terrain", e.map->terrain},
                  {"terrain_label", e.map->terrainLabel},
                  {"name", e.map->map},
                  {"series", e.map->series}};
  }
  out["deployment"] = e.deployment ? deploymentJson(*e.deployment) : ordered_json(nullptr);
  return out;
}

std::string encounterTitle(const gen::Encounter& e) {
  const std::string place = " (" + e.whereLabel + ", by " + e.time + ")";
  if (e.clear) return "Encounter check: the hex is clear" + place;
  return "Encounter: " + e.typeLabel + place;
}

}  // namespace outremer::render
