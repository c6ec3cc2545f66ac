#include "gen/village.hpp"

#include "gen/tactical_map.hpp"

namespace outremer::gen {

std::vector<VillageGroup> rollVillageNumbers(const Rules& rules, dice::Rng& rng, RollLog& log) {
  const tables::Table& table = rules.table("village-numbers");
  std::vector<VillageGroup> groups;
  for (const tables::Row& row : table.rows) {
    log.consult(table, row);
    VillageGroup group;
    group.type = row.id;
    group.label = row.entry;
    group.dice = rules.text(row, "count");
    if (const tables::FieldValue* mounted = row.field("mounted")) group.mounted = mounted->text == "true";
    const RollFor how = !group.mounted ? RollFor::villagers : *group.mounted ? RollFor::villagersMounted : RollFor::villagersOnFoot;
    group.count = log.count(rng, rules.dice(group.dice), {how, {row.entry}});
    groups.push_back(std::move(group));
  }
  return groups;
}

VillageRaid makeVillageRaid(const Rules& rules, dice::Rng& rng, RollLog& log, std::optional<int> rooms,
                            int partySize) {
  VillageRaid raid;
  raid.numbers = rollVillageNumbers(rules, rng, log);
  CharacterMaker maker(rules, rng, log);
  for (const VillageGroup& group : raid.numbers) {
    for (int i = 0; i < group.count; ++i) {
      CharacterRequest request;
      request.type = group.type;
      // CharacterMaker seats a rider only when the type has mounted strengths.
      request.mounted = group.mounted.value_or(true);
      maker.make(std::move(request), raid.inhabitants.emplace_back());
    }
  }
  raid.loot = makeLoot(rules, rng, log, "village", rooms);
  const tables::Table& places = rules.table("tactical-maps-by-place");
  const tables::Row& place = rules.row(places.id, "village");
  log.consult(places, place);
  raid.map = rollMapForPlace(rules, rng, log, place);
  if (!raid.inhabitants.empty()) {
    const tables::Table& situations = rules.table("encounter-deployment");
    const tables::Row& situation = rules.row(situations.id, "village-raid");
    log.consult(situations, situation);
    raid.deployment =
        deploymentOf(rules, log, situation, static_cast<int>(raid.inhabitants.size()), partySize);
  }
  return raid;
}

}  // namespace outremer::gen
