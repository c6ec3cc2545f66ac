#include "render/markdown_encounter.hpp"

#include "render/json_encounter.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendMeetingMarkdown(std::string& out, const gen::Encounter& e) {
  put(out, "\n**Met:** {} (effects table `{}`)\n", markdownCell(e.typeLabel), markdownCell(e.effectsTable));
  if (!e.result.empty()) put(out, "\n**Result:** {}\n", markdownCell(e.result));
  if (!e.kindLabel.empty()) put(out, "\n**Raiders:** {}\n", markdownCell(e.kindLabel));
  if (!e.intention.empty()) put(out, "\n**Intention:** {}\n", markdownCell(e.intention));
  if (e.ambush) out += "\nThey ambush the party.\n";
  if (e.partyAmbushes) out += "\nThe party does the ambushing.\n";
  if (e.hostile) out += "\n**Hostile:** they attack on sight.\n";
}

void appendEncounterMemberMarkdown(std::string& out, const gen::Character& c) {
  put(out, "| {} | {}{} | {} | {}/{} | {}/{} | {} | {} |\n", markdownCell(c.name), markdownCell(c.label),
      c.militaryOrder ? " (military order)" : "", c.mounted ? "yes" : "no", c.attack, c.defence, c.footAttack,
      c.footDefence, c.morale, c.movement);
}

void appendGroupMarkdown(std::string& out, const gen::EncounterGroup& group) {
  put(out, "\n### {}: {}\n\n", markdownCell(group.label), group.count);
  if (!group.roll.empty()) put(out, "`{}`, ", markdownCell(group.roll));
  put(out, "{}{}.", mountOf(group), group.opposing ? "" : "; not the party's opponents");
  if (!group.note.empty()) put(out, " {}.", markdownCell(group.note));
  out += '\n';
  if (!group.members.empty()) {
    out +=
        "\n| Name | Type | Mounted | Attack/Defence | On foot | Morale | Move "
        "|\n|---|---|---|---|---|---|---|\n";
  }
  for (const gen::Character& member : group.members) appendEncounterMemberMarkdown(out, member);
}

void appendCarriedMarkdown(std::string& out, const gen::Encounter& e) {
  if (e.carried.empty()) return;
  out += "\n## What they carry\n\n| What | Dice | Value |\n|---|---|---|\n";
  for (const gen::Carried& item : e.carried) {
    put(out, "| {} | {} | {} |\n", markdownCell(item.what), markdownCell(item.detail), item.value.normalised());
  }
  put(out, "| **Total** | | **{}** |\n", e.carriedTotal.normalised());
}

void appendChanceMarkdown(std::string& out, const gen::EncounterChance& chance) {
  put(out, "- **{}%** {}", chance.percent, markdownCell(chance.what));
  if (chance.roll) put(out, " d100 {}: **{}**", *chance.roll, chance.happened.value_or(false) ? "yes" : "no");
  if (!chance.when.empty()) put(out, " (rolled {})", markdownCell(chance.when));
  out += '\n';
}

void appendListMarkdown(std::string& out, const std::vector<std::string>& items) {
  for (const std::string& item : items) put(out, "- {}\n", markdownCell(item));
}

void appendDeploymentMarkdown(std::string& out, const gen::Deployment& plan) {
  put(out, "\n## Deployment: {}\n\n- **Them:** {}\n- **The party:** {}\n", markdownCell(plan.label),
      markdownCell(plan.opponents), markdownCell(plan.party));
  if (!plan.hidden.empty())
    put(out, "\nHidden deployment for {} (Scenario Two: Ambush):\n\n", markdownCell(plan.hidden));
  appendListMarkdown(out, plan.hiddenRules);
  out += "\n## Victory\n\n";
  appendListMarkdown(out, plan.victory);
}

// What was met, when the hex is not clear.
void appendMetMarkdown(std::string& out, const gen::Encounter& e) {
  appendMeetingMarkdown(out, e);
  if (!e.groups.empty()) {
    put(out, "\n## Forces\n\n{} against the party; mules {}, wagons {}.\n", gen::opposingCount(e), e.mules,
        e.wagons);
  }
  for (const gen::EncounterGroup& group : e.groups) appendGroupMarkdown(out, group);
  appendCarriedMarkdown(out, e);
  if (e.tollPerPerson) {
    put(out, "\n**Toll:** {} per person", e.tollPerPerson->normalised());
    if (e.tollTotal) put(out, ", {} for the party", e.tollTotal->normalised());
    out += ".\n";
  }
  if (!e.chances.empty()) out += "\n## Chances\n\n";
  for (const gen::EncounterChance& chance : e.chances) appendChanceMarkdown(out, chance);
  if (!e.behaviour.empty()) out += "\n## Behaviour\n\n";
  appendListMarkdown(out, e.behaviour);
  appendSceneMarkdown(out, e.map, e.deployment);
}

}  // namespace

void appendSceneMarkdown(std::string& out, const std::optional<gen::TacticalMap>& map,
                         const std::optional<gen::Deployment>& deployment) {
  if (map) {
    put(out, "\n## Tactical map\n\n{} ({}) for {}.\n", markdownCell(map->map), markdownCell(map->series),
        markdownCell(map->terrainLabel));
  }
  if (deployment) appendDeploymentMarkdown(out, *deployment);
}

void appendEncounterMarkdown(std::string& out, const gen::Encounter& e) {
  put(out, "\n**Place:** {}, by {} (column `{}`)\n", markdownCell(e.whereLabel), markdownCell(e.time), markdownCell(e.column));
  if (e.checkRoll) {
    put(out, "\n**Encounter check:** d100 {}; {} or less is an encounter: {}.\n", *e.checkRoll,
        e.checkPercent, e.clear ? "the hex is clear" : "something is met");
  }
  if (e.clear) {
    out += "\nGo on to the next hex.\n";
  } else {
    appendMetMarkdown(out, e);
  }
  if (e.feudalRoster) out += feudalRosterMarkdown(encounterRoster(e));
}

}  // namespace outremer::render
