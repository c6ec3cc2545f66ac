// Encounter Effects for Animals: what is met, its worth, and the hunt's chances.
#include "gen/encounter_effects.hpp"

namespace outremer::gen {

void animalsEffects(EffectsContext& ctx) {
  const tables::Table& animals = ctx.rules.table(ctx.encounter.effectsTable);
  const tables::Row& row = ctx.log.rollOn(ctx.rng, animals, 0, {RollFor::animals});
  const std::string& number = ctx.rules.text(row, "number");
  const int count = ctx.log.count(ctx.rng, ctx.rules.dice(number), {RollFor::howMany, {row.entry}});
  const tables::Money each = ctx.rules.money(row, "value");
  ctx.encounter.result = row.entry + ": " + std::to_string(count);
  ctx.encounter.carried.push_back(
      {.kind = CarriedKind::animals, .what = row.entry, .value = each * count, .count = count, .each = each});
  ctx.encounter.quarry = Quarry{row.entry, count, each, percentField(row, "kill-chance"), percentField(row, "killed"),
                                percentField(row, "wounded")};
  // "The killed and wounded chart is for each person that takes part in the hunt."
  const std::pair<const char*, ChanceKind> chances[] = {
      {"kill-chance", ChanceKind::kill}, {"killed", ChanceKind::hunterKilled}, {"wounded", ChanceKind::hunterWounded}};
  for (const auto& [field, kind] : chances) {
    ctx.encounter.chances.push_back({.kind = kind, .percent = percentField(row, field)});
  }
}

}  // namespace outremer::gen
