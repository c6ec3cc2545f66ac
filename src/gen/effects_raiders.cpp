// Encounter Effects for Moslem Raiders (Saracens and Bedouin Tribesmen) and Brigands:
// their intentions, numbers and behaviour.
#include "gen/encounter_effects.hpp"

namespace outremer::gen {

void raidersEffects(EffectsContext& ctx) {
  const tables::Table& intentions = ctx.rules.table(ctx.encounter.effectsTable);
  const tables::Row& row =
      ctx.log.rollOn(ctx.rng, intentions, 0, {RollFor::intentionsOf, {ctx.encounter.typeLabel}});
  Encounter& encounter = ctx.encounter;
  encounter.result = row.entry;
  const tables::FieldValue* ambush = row.field("ambush");
  encounter.ambush = !encounter.partyAmbushes && ambush && ambush->text == "true";
  if (row.field("toll")) encounter.tollPerPerson = ctx.rules.money(row, "toll");
  addForces(ctx, row);
  applyKindRules(ctx);
  if (opposingCount(encounter) == 0) {
    encounter.behaviour.push_back({BehaviourKind::noneHere});
  }
}

}  // namespace outremer::gen
