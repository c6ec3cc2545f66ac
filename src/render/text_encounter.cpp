#include "render/text_encounter.hpp"

#include "render/json_encounter.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendMeeting(std::string& out, const gen::Encounter& e) {
  put(out, "Met: {} (effects table {})\n", shown(e.typeLabel), shown(e.effectsTable));
  if (!e.result.empty()) put(out, "Result: {}\n", shown(e.result));
  if (!e.kindLabel.empty()) put(out, "Raiders: {}\n", shown(e.kindLabel));
  if (!e.intention.empty()) put(out, "Intention: {}\n", shown(e.intention));
  if (e.ambush) out += "They ambush the party.\n";
  if (e.partyAmbushes) out += "The party does the ambushing.\n";
  if (e.hostile) out += "Hostile: they attack on sight.\n";
}

void appendMember(std::string& out, const gen::Character& c) {
  put(out, "  {} {} {}\n", column(shown(c.name), 16), column(shown(c.label) + (c.militaryOrder ? " (order)" : ""), 24),
      strengthColumns(c));
}

void appendGroup(std::string& out, const gen::EncounterGroup& group) {
  put(out, "\n{}: {}", shown(group.label), group.count);
  if (!group.roll.empty()) put(out, " [{}]", shown(group.roll));
  put(out, ", {}{}\n", mountOf(group), group.opposing ? "" : "; not the party's opponents");
  if (!group.note.empty()) put(out, "  {}\n", shown(group.note));
  if (!group.members.empty()) put(out, "  {} {} Mtd   A/D  Foot Mor Mov\n", column("Name", 16), column("Type", 24));
  for (const gen::Character& member : group.members) appendMember(out, member);
}

void appendCarried(std::string& out, const gen::Encounter& e) {
  if (e.carried.empty()) return;
  out += "\nWhat they carry\n";
  for (const gen::Carried& item : e.carried) {
    put(out, "  {} {} {}\n", column(shown(item.what), 30), column(shown(item.detail), 30),
        columnRight(item.value.normalised(), 16));
  }
  put(out, "  {} {} {}\n", column("Total", 30), column("", 30), columnRight(e.carriedTotal.normalised(), 16));
}

void appendChance(std::string& out, const gen::EncounterChance& chance) {
  put(out, "  {}%  {}", columnRight(std::to_string(chance.percent), 3), shown(chance.what));
  if (chance.roll) put(out, " d100 {}: {}", *chance.roll, chance.happened.value_or(false) ? "yes" : "no");
  if (!chance.when.empty()) put(out, " (rolled {})", shown(chance.when));
  out += '\n';
}

void appendList(std::string& out, const std::vector<std::string>& items, const char* indent) {
  for (const std::string& item : items) put(out, "{}- {}\n", indent, shown(item));
}

void appendDeployment(std::string& out, const gen::Deployment& plan) {
  put(out, "\nDeployment: {}\n  Them: {}\n  The party: {}\n", shown(plan.label), shown(plan.opponents),
      shown(plan.party));
  if (!plan.hidden.empty()) {
    put(out, "  Hidden deployment for {} (Scenario Two: Ambush):\n", shown(plan.hidden));
    appendList(out, plan.hiddenRules, "    ");
  }
  out += "\nVictory\n";
  appendList(out, plan.victory, "  ");
}

// What was met, when the hex is not clear.
void appendMet(std::string& out, const gen::Encounter& e) {
  appendMeeting(out, e);
  for (const gen::EncounterGroup& group : e.groups) appendGroup(out, group);
  if (!e.groups.empty()) {
    put(out, "\n{} against the party; mules {}, wagons {}\n", gen::opposingCount(e), e.mules, e.wagons);
  }
  appendCarried(out, e);
  if (e.tollPerPerson) {
    put(out, "\nToll: {} per person", e.tollPerPerson->normalised());
    if (e.tollTotal) put(out, ", {} for the party", e.tollTotal->normalised());
    out += '\n';
  }
  if (!e.chances.empty()) out += "\nChances\n";
  for (const gen::EncounterChance& chance : e.chances) appendChance(out, chance);
  if (!e.behaviour.empty()) out += "\nBehaviour\n";
  appendList(out, e.behaviour, "  ");
  appendSceneText(out, e.map, e.deployment);
}

}  // namespace

void appendSceneText(std::string& out, const std::optional<gen::TacticalMap>& map,
                     const std::optional<gen::Deployment>& deployment) {
  if (map) put(out, "\nTactical map: {} ({}) for {}\n", shown(map->map), shown(map->series), shown(map->terrainLabel));
  if (deployment) appendDeployment(out, *deployment);
}

void appendEncounterText(std::string& out, const gen::Encounter& e) {
  put(out, "Place: {}, by {} (column {})\n", shown(e.whereLabel), shown(e.time), shown(e.column));
  if (e.checkRoll) {
    put(out, "Encounter check: d100 {}; {} or less is an encounter: {}.\n", *e.checkRoll, e.checkPercent,
        e.clear ? "the hex is clear" : "something is met");
  }
  if (e.clear) {
    out += "Go on to the next hex.\n";
  } else {
    appendMet(out, e);
  }
  if (e.feudalRoster) out += feudalRosterText(encounterRoster(e));
}

}  // namespace outremer::render
