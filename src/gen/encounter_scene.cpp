// The playable scene of an encounter: a tactical map for the terrain (Montgisard 5.3),
// deployment (hidden for an ambush, as in Scenario Two) and victory conditions.
#include <algorithm>

#include "gen/encounter_effects.hpp"
#include "gen/tactical_map.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

bool lists(const tables::Row& row, std::string_view field, const std::string& item) {
  const tables::FieldValue* value = row.field(field);
  return value && std::find(value->items.begin(), value->items.end(), item) != value->items.end();
}

}  // namespace

const tables::Row& deploymentSituation(const Rules& rules, bool partyAmbushes, bool ambush,
                                       const std::vector<std::string>& roles) {
  const tables::Table& table = rules.table("encounter-deployment");
  if (partyAmbushes) return rules.row(table.id, "party-ambush");
  if (ambush) return rules.row(table.id, "ambush");
  for (const tables::Row& row : table.rows) {
    for (const std::string& role : roles) {
      if (!role.empty() && lists(row, "roles", role)) return row;
    }
  }
  return rules.row(table.id, "meeting");
}

bool opposes(const tables::Row& situation, const std::string& role) {
  return !lists(situation, "neutral-roles", role);
}

// The terrain the options name (a campaign hex's), else one rolled among those the place allows.
TacticalMap pickMap(EffectsContext& ctx) {
  const tables::Table& maps = ctx.rules.table("tactical-maps");
  if (!ctx.options.terrain.empty()) {
    return rollTacticalMap(ctx.rules, ctx.rng, ctx.log, ruleRow(ctx, maps, ctx.options.terrain));
  }
  const tables::Row& place = ruleRow(ctx, ctx.rules.table("tactical-maps-by-place"), ctx.encounter.where);
  return rollMapForPlace(ctx.rules, ctx.rng, ctx.log, place);
}
Deployment deploymentOf(const Rules& rules, RollLog& log, const tables::Row& situation, int opposing,
                        int partySize) {
  Deployment plan;
  plan.situation = situation.id;
  plan.label = situation.entry;
  plan.opponents = rules.text(situation, "opponents");
  plan.party = rules.text(situation, "party");
  if (const tables::FieldValue* hidden = situation.field("hidden")) {
    plan.hidden = hidden->text;
    const tables::Table& hiding = rules.table("hidden-deployment");
    for (const tables::Row& rule : hiding.rows) {
      log.consult(hiding, rule);
      plan.hiddenRules.push_back(rule.entry);
    }
  }
  if (const tables::FieldValue* zones = situation.field("zones")) {
    plan.setup = setupPlan(rules, zones->zones, plan.hidden);
  }
  plan.victory.push_back({VictoryKind::rule, rules.text(situation, "victory")});
  const int win = percentField(situation, "win-share");
  if (win > 0) {
    const int draw = percentField(situation, "draw-share");
    plan.victory.push_back({VictoryKind::partyWins, {}, opposing, win, draw});
    plan.victory.push_back({VictoryKind::theyWin, {}, partySize, win, draw});
  }
  return plan;
}

std::optional<Deployment> planDeployment(EffectsContext& ctx) {
  Encounter& e = ctx.encounter;
  int people = 0;
  for (const EncounterGroup& group : e.groups) people += group.count;
  if (people == 0) return std::nullopt;
  std::vector<std::string> roles;
  for (const EncounterGroup& group : e.groups) {
    if (group.count > 0) roles.push_back(group.role);
  }
  const tables::Row& row = deploymentSituation(ctx.rules, e.partyAmbushes, e.ambush, roles);
  ctx.log.consult(ctx.rules.table("encounter-deployment"), row);
  for (EncounterGroup& group : e.groups) group.opposing = opposes(row, group.role);
  if (ctx.options.situationOnly) {
    Deployment situation;
    situation.situation = row.id;
    situation.label = row.entry;
    return situation;
  }
  return deploymentOf(ctx.rules, ctx.log, row, opposingCount(e), ctx.options.partySize);
}

}  // namespace outremer::gen
