#include "render/json_encounter.hpp"

#include "render/json_party.hpp"

namespace outremer::render {

namespace {

void writeEncounterGroup(JsonWriter& w, const gen::EncounterGroup& group) {
  w.beginObject().member("label", group.label).member("who", group.who);
  w.memberIfAny("role", group.role).memberIfAny("dice", group.dice).memberIfAny("roll", group.roll);
  if (!group.dice.empty()) w.member("rolled", group.rolled);
  w.member("count", group.count).member("mount", mountOf(group)).member("opposing", group.opposing);
  w.memberIfAny("note", group.note).key("members").beginArray();
  for (const gen::Character& member : group.members) writeJson(w, member);
  w.endArray().endObject();
}

void writeChance(JsonWriter& w, const gen::EncounterChance& chance) {
  w.beginObject().member("what", chance.what).member("percent", chance.percent);
  w.member("roll", chance.roll).member("happened", chance.happened).memberIfAny("when", chance.when);
  w.endObject();
}

void writeToll(JsonWriter& w, const gen::Encounter& e) {
  if (!e.tollPerPerson) {
    w.null();
    return;
  }
  w.beginObject().key("per_person");
  writeJson(w, *e.tollPerPerson);
  w.key("total");
  writeOrNull(w, e.tollTotal);
  w.endObject();
}

void writeEncounterCheck(JsonWriter& w, const gen::Encounter& e) {
  if (!e.checkRoll) {
    w.null();
    return;
  }
  w.beginObject().member("roll", *e.checkRoll).member("percent", e.checkPercent).member("found", !e.clear);
  w.endObject();
}

void writeCarried(JsonWriter& w, const gen::Encounter& e) {
  w.key("carried").beginArray();
  for (const gen::Carried& item : e.carried) {
    w.beginObject().member("what", item.what).member("detail", item.detail).key("value");
    writeJson(w, item.value);
    w.endObject();
  }
  w.endArray().key("carried_total");
  writeJson(w, e.carriedTotal);
}

}  // namespace

void writeJson(JsonWriter& w, const gen::TacticalMap& map) {
  w.beginObject().member("terrain", map.terrain).member("terrain_label", map.terrainLabel);
  w.member("name", map.map).member("series", map.series).endObject();
}

void writeJson(JsonWriter& w, const gen::Deployment& plan) {
  w.beginObject().member("situation", plan.situation).member("label", plan.label);
  w.member("opponents", plan.opponents).member("party", plan.party).memberIfAny("hidden", plan.hidden);
  w.member("hidden_rules", plan.hiddenRules).member("victory", plan.victory).endObject();
}

std::string mountOf(const gen::EncounterGroup& group) {
  int riders = 0;
  for (const gen::Character& member : group.members) riders += member.mounted;
  if (group.members.empty()) return group.mounted ? "mounted" : "on foot";
  if (riders == static_cast<int>(group.members.size())) return "mounted";
  return riders == 0 ? "on foot" : "mixed";
}

void writeJson(JsonWriter& w, const gen::Encounter& e) {
  w.beginObject().member("where", e.where).member("where_label", e.whereLabel).member("time", e.time);
  w.member("column", e.column).key("check");
  writeEncounterCheck(w, e);
  w.member("clear", e.clear).memberIfAny("type", e.type).memberIfAny("type_label", e.typeLabel);
  w.memberIfAny("effects_table", e.effectsTable).memberIfAny("result", e.result);
  w.memberIfAny("intention", e.intention).memberIfAny("kind", e.kind).memberIfAny("kind_label", e.kindLabel);
  w.member("ambush", e.ambush).member("party_ambushes", e.partyAmbushes).member("hostile", e.hostile);
  w.key("groups").beginArray();
  for (const gen::EncounterGroup& group : e.groups) writeEncounterGroup(w, group);
  w.endArray().member("opposing_count", gen::opposingCount(e)).member("mules", e.mules).member("wagons", e.wagons);
  writeCarried(w, e);
  w.key("toll");
  writeToll(w, e);
  w.key("chances").beginArray();
  for (const gen::EncounterChance& chance : e.chances) writeChance(w, chance);
  w.endArray().member("behaviour", e.behaviour).key("map");
  writeOrNull(w, e.map);
  w.key("deployment");
  writeOrNull(w, e.deployment);
  if (e.feudalRoster) {
    w.key("feudal_roster");
    writeFeudalRosterJson(w, encounterRoster(e));
  }
  w.endObject();
}

std::vector<SideRoster> encounterRoster(const gen::Encounter& e) {
  // Nobody met against the party (a clear hex, friendly folk): a roster of no side.
  if (!e.feudalRoster || (e.feudalRoster->men == 0 && e.feudalRoster->leftOut.empty())) return {};
  return {{e.typeLabel, *e.feudalRoster}};
}

std::string encounterTitle(const gen::Encounter& e) {
  const std::string place = " (" + e.whereLabel + ", by " + e.time + ")";
  if (e.clear) return "Encounter check: the hex is clear" + place;
  return "Encounter: " + e.typeLabel + place;
}

}  // namespace outremer::render
