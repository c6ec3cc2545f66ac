// Encounter Effects for the people of the country: peasants, drovers, pedlars and
// tradesmen, merchants, pilgrims, messengers, churchmen, great lords and runaways.
#include "gen/encounter_effects.hpp"

namespace outremer::gen {
namespace {

const tables::Table& effects(EffectsContext& ctx) { return ctx.rules.table(ctx.encounter.effectsTable); }

void behaviour(EffectsContext& ctx, const tables::Table& table, const std::string& rowId) {
  ctx.encounter.behaviour.push_back({BehaviourKind::rule, ruleRow(ctx, table, rowId).entry});
}

// Coins per mule or wagon (rule row with amount and coin), rolled for each of |items|.
void carryPerItem(EffectsContext& ctx, const tables::Table& table, const std::string& rowId, int items,
                  CarriedKind what) {
  const tables::Row& row = ruleRow(ctx, table, rowId);
  if (items <= 0) return;
  const std::string& amount = ctx.rules.text(row, "amount");
  const std::string& coin = ctx.rules.text(row, "coin");
  tables::Money total;
  for (int i = 1; i <= items; ++i)
    total = total + rollCoins(ctx, amount, coin, what, i);
  ctx.encounter.carried.push_back({.kind = what, .detail = amount + " " + coin, .value = total, .count = items});
}

// Pilgrims and churchmen: a party from the composition row, and coins "if you rob them".
void partyAndPurse(EffectsContext& ctx, GroupLabelKind kind) {
  const tables::Table& table = effects(ctx);
  const tables::Row& composition = ruleRow(ctx, table, "composition");
  ctx.encounter.groups.push_back(partyGroup(ctx, composition.see, kind, "", true));
  carryCoins(ctx, table, "robbed", CarriedKind::coinsIfRobbed);
}

}  // namespace

void peasantsEffects(EffectsContext& ctx) {
  const tables::Row& row =
      ctx.log.rollOn(ctx.rng, effects(ctx), 0, {RollFor::peasants});
  ctx.encounter.result = row.entry;
  tables::Force force;
  force.count = ctx.rules.text(row, "count");
  force.who = "peasant";
  ctx.encounter.groups.push_back(expandForce(ctx, force));
  const tables::FieldValue* hostile = row.field("hostile");
  ctx.encounter.hostile = hostile && hostile->text == "true";
  if (ctx.encounter.hostile)
    ctx.encounter.behaviour.push_back({BehaviourKind::buysOff});
}

void droversEffects(EffectsContext& ctx) {
  const tables::Table& table = effects(ctx);
  const tables::Row& herd = ruleRow(ctx, table, "herd");
  const std::string& coin = ctx.rules.text(herd, "coin");
  const int francs =
      ctx.log.count(ctx.rng, ctx.rules.dice(ctx.rules.text(herd, "amount")), {RollFor::herdWorth, {coin}});
  ctx.encounter.result = herd.entry;
  ctx.encounter.carried.push_back({.kind = CarriedKind::herd,
                                   .detail = ctx.rules.text(herd, "amount") + " " + coin,
                                   .value = tables::Money::coins(francs, coin)});
  const tables::Row& drovers = ruleRow(ctx, table, "drovers");
  const int perFranc = static_cast<int>(ctx.rules.number(drovers, "per-franc", 1));
  EncounterGroup group = makeGroup(ctx, ctx.rules.text(drovers, "who"), francs * perFranc, false, "");
  group.note = drovers.entry;
  ctx.encounter.groups.push_back(std::move(group));
  const tables::Row& rustling = ruleRow(ctx, table, "rustling");
  const int needed = francs * static_cast<int>(ctx.rules.number(rustling, "per-franc", 2));
  ctx.encounter.behaviour.push_back({BehaviourKind::rustling, rustling.entry, needed});
  laterChance(ctx, table, "militia-arrest");
}

void pedlarsEffects(EffectsContext& ctx) {
  addPeople(ctx, ctx.encounter.type);
  behaviour(ctx, effects(ctx), "no-cash");
  carryCoins(ctx, effects(ctx), "stock-sale", CarriedKind::stockIfSold);
}

void merchantEffects(EffectsContext& ctx) {
  const tables::Row& row = ctx.log.rollOn(ctx.rng, effects(ctx), 0, {RollFor::merchantsCaravan});
  ctx.encounter.result = row.entry;
  addPeople(ctx, ctx.encounter.type);
  const int mules =
      ctx.log.count(ctx.rng, ctx.rules.dice(ctx.rules.text(row, "mules")), {RollFor::mulesInCaravan});
  const int wagons = static_cast<int>(ctx.rules.number(row, "wagons", 0));
  ctx.encounter.mules += mules;
  ctx.encounter.wagons += wagons;
  ctx.encounter.groups.push_back(
      partyGroup(ctx, ctx.rules.text(row, "escort"), GroupLabelKind::escort, "escort", false));
  const tables::Table& caravan = ctx.rules.table("merchant-caravan");
  carryPerItem(ctx, caravan, "mule", mules, CarriedKind::mules);
  carryPerItem(ctx, caravan, "wagon", wagons, CarriedKind::wagons);
  laterChance(ctx, caravan, "recognised");
}

void pilgrimsEffects(EffectsContext& ctx) { partyAndPurse(ctx, GroupLabelKind::pilgrims); }

void churchmenEffects(EffectsContext& ctx) { partyAndPurse(ctx, GroupLabelKind::churchmen); }

void messengerEffects(EffectsContext& ctx) {
  const tables::Table& table = effects(ctx);
  addPeople(ctx, ctx.encounter.type);
  behaviour(ctx, table, "mount");
  carryCoins(ctx, table, "carried", CarriedKind::purse);
  laterChance(ctx, table, "recognised-in-town");
  laterChance(ctx, table, "recognised-by-patrols");
  behaviour(ctx, table, "arrest");
}

void greatLordEffects(EffectsContext& ctx) {
  const tables::Table& table = effects(ctx);
  const tables::Row& composition = ruleRow(ctx, table, "composition");
  ctx.encounter.groups.push_back(partyGroup(ctx, composition.see, GroupLabelKind::greatLord, "", true));
  const tables::Row& rearguard = ruleRow(ctx, table, "rearguard");
  ctx.encounter.behaviour.push_back({BehaviourKind::rule, rearguard.entry});
  // "the result will be the same as if a messenger/royal official was attacked and escaped"
  const tables::Table& messenger = ctx.rules.table(rearguard.see);
  laterChance(ctx, messenger, "recognised-in-town");
  laterChance(ctx, messenger, "recognised-by-patrols");
  carryPerItem(ctx, table, "mule-loot", ctx.encounter.mules, CarriedKind::baggageMules);
  carryPerItem(ctx, table, "wagon-loot", ctx.encounter.wagons, CarriedKind::baggageWagons);
  laterChance(ctx, table, "spotted");
  laterChance(ctx, table, "waiting-force");
}

void runawayEffects(EffectsContext& ctx) {
  const tables::Table& table = effects(ctx);
  addPeople(ctx, ctx.encounter.type);
  behaviour(ctx, table, "little-value");
  const tables::Row& join = ruleRow(ctx, table, "asks-to-join");
  const bool asks = rollChance(ctx, join.entry, percentField(join, "chance"));
  ctx.encounter.behaviour.push_back({asks ? BehaviourKind::asksToJoin : BehaviourKind::keepsApart});
  behaviour(ctx, table, "as-peasant");
}

}  // namespace outremer::gen
