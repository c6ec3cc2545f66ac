#include "gen/mercenary.hpp"

namespace outremer::gen {

MercenaryDuty makeMercenaryDuty(const Rules& rules, dice::Rng& rng, RollLog& log, const EncounterOptions& where) {
  const tables::Table& table = rules.table("mercenary-duty");
  const tables::Row& row = log.rollOn(rng, table, 0, {RollFor::mercenaryDuty});
  MercenaryDuty duty;
  duty.roll = log.lastResult();
  duty.duty = row.entry;
  duty.follow = row.see;
  if (row.see == "village-numbers") {
    duty.raid = makeVillageRaid(rules, rng, log, std::nullopt, where.partySize);
  } else if (row.see == "initial-encounter") {
    EncounterOptions options = where;
    options.forcedType.clear();
    options.partyAmbushes = false;
    duty.encounter = makeEncounter(rules, rng, log, options);
  } else {
    // The raiders' or brigands' chart, with "You do the ambushing and pursuit".
    EncounterOptions options = where;
    options.check = false;
    options.forcedType = row.see;
    options.partyAmbushes = true;
    duty.encounter = makeEncounter(rules, rng, log, options);
  }
  return duty;
}

}  // namespace outremer::gen
