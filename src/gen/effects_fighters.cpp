// Encounter Effects for Fighting Men, and the Intentions of Fighters Encountered.
#include "gen/encounter_effects.hpp"

#include "util/text.hpp"

namespace outremer::gen {
namespace {

// One count column of the Fighting Men row (knights, sergeants ...) as a group of the
// type fighting-men-types gives it.
void addColumn(EffectsContext& ctx, const tables::Row& band, const tables::Row& column, bool order) {
  const tables::FieldValue* cell = band.field(column.id);
  if (cell == nullptr || util::trim(cell->text) == "-") return;
  const tables::FieldValue* orderType = column.field("order-type");
  tables::Force force;
  force.count = cell->text;
  force.who = order && orderType ? orderType->text : ctx.rules.text(column, "type");
  force.mounted = ctx.rules.text(column, "mounted") == "true";
  EncounterGroup group = expandForce(ctx, force);
  group.label = {order ? GroupLabelKind::fightingOrder : GroupLabelKind::force, column.entry};
  if (order) {
    // "members of a fighting order (who would not have to be paid)"
    for (Character& member : group.members) {
      member.militaryOrder = true;
      member.pay = {};
    }
  }
  ctx.encounter.groups.push_back(std::move(group));
}

void intention(EffectsContext& ctx) {
  const tables::Table& intentions = ctx.rules.table("fighter-intentions");
  const tables::Row& row = ctx.log.rollOn(ctx.rng, intentions, 0, {RollFor::fightingMenIntention});
  ctx.encounter.intention = row.entry;
  if (const int percent = percentField(row, "chance"); percent > 0) rollChance(ctx, row.entry, percent);
  if (row.field("toll")) ctx.encounter.tollPerPerson = ctx.rules.money(row, "toll");
  addForces(ctx, row);
  // "Escorting pilgrims": the party they escort, from the Pilgrim Generation Table.
  if (row.see.starts_with("pilgrim-"))
    ctx.encounter.groups.push_back(partyGroup(ctx, row.see, GroupLabelKind::escorting, "escorted", true));
}

}  // namespace

void fightingMenEffects(EffectsContext& ctx) {
  const tables::Row& band =
      ctx.log.rollOn(ctx.rng, ctx.rules.table(ctx.encounter.effectsTable), 0, {RollFor::fightingMen});
  ctx.encounter.result = band.entry;
  const tables::FieldValue* order = band.field("military-order");
  const bool fightingOrder = order && order->text == "true";
  const tables::Table& columns = ctx.rules.table("fighting-men-types");
  for (const tables::Row& column : columns.rows) {
    if (band.field(column.id) == nullptr) continue;
    ctx.log.consult(columns, column);
    addColumn(ctx, band, column, fightingOrder);
  }
  intention(ctx);
}

}  // namespace outremer::gen
