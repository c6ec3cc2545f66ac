// A fight's two sides from a party and an encounter: who stands where (the terrain
// house rule of docs/FIGHT.md) and the victory terms of the encounter's deployment.
#include <algorithm>
#include <memory>
#include <utility>

#include "gen/fight.hpp"
#include "gen/village.hpp"

namespace outremer::gen {
namespace {

// Scenario Two's terms scaled: a share of a side's number, rounded up.
int shareOf(size_t people, double percent) {
  return static_cast<int>((static_cast<double>(people) * percent + 99) / 100);
}

void addFighters(FightSide& side, std::vector<Character>&& members, const GroupLabel& group) {
  // Made in place, healthy and in good heart.
  const auto band = std::make_shared<const GroupLabel>(group);
  for (Character& c : members) {
    const bool mounted = c.mounted;
    side.fighters.emplace_back(std::move(c), band, Health::healthy, Nerve::good, mounted);
  }
}

size_t countOf(const std::vector<FightBand>& bands) {
  size_t count = 0;
  for (const FightBand& band : bands) count += band.members.size();
  return count;
}

void setVictoryTerms(const Rules& rules, const FightGround& ground, FightSetup& setup) {
  if (ground.situation.empty()) return;
  setup.situation = ground.situationLabel;
  const tables::Row* row = rules.findRow(rules.table("encounter-deployment"), ground.situation);
  if (row == nullptr) return;
  const double win = rules.number(*row, "win-share", 0);
  const double draw = rules.number(*row, "draw-share", 0);
  for (FightSide& side : setup.sides) {
    side.lossesToLose = shareOf(side.fighters.size(), win);
    side.lossesToDraw = shareOf(side.fighters.size(), draw);
  }
}

}  // namespace

const tables::Row* mapTerrainRow(const Rules& rules, const std::string& terrain) {
  return terrain.empty() ? nullptr : rules.findRow(rules.table("map-terrain-combat"), terrain);
}

int terrainAdvantage(const Rules& rules, const tables::Row* mapTerrain) {
  return mapTerrain == nullptr ? 0 : static_cast<int>(rules.number(*mapTerrain, "advantage", 0));
}

const GroupLabel& bandOf(const Fighter& fighter) {
  static const GroupLabel none;
  return fighter.group ? *fighter.group : none;
}

FightGround groundOf(const Encounter& encounter) {
  FightGround ground;
  ground.encounter = encounter.typeLabel;
  if (encounter.map) {
    ground.terrain = encounter.map->terrain;
    ground.terrainLabel = encounter.map->terrainLabel;
  }
  ground.ambusher = encounter.partyAmbushes ? Ambusher::party : encounter.ambush ? Ambusher::they : Ambusher::none;
  if (encounter.deployment) {
    ground.situation = encounter.deployment->situation;
    ground.situationLabel = encounter.deployment->label;
  }
  return ground;
}

FightGround groundOf(const VillageRaid& raid) {
  FightGround ground;
  ground.villageRaid = true;
  if (raid.map) {
    ground.terrain = raid.map->terrain;
    ground.terrainLabel = raid.map->terrainLabel;
  }
  ground.ambusher = Ambusher::party;  // "You do the ambushing and pursuit"
  if (raid.deployment) {
    ground.situation = raid.deployment->situation;
    ground.situationLabel = raid.deployment->label;
  }
  return ground;
}

std::vector<FightBand> opposingBands(const Encounter& encounter) {
  std::vector<FightBand> bands;
  for (const EncounterGroup& group : encounter.groups) {
    if (group.opposing) bands.push_back({group.label, group.members});
  }
  return bands;
}

std::vector<FightBand> opposingBands(Encounter&& encounter) {
  std::vector<FightBand> bands;
  for (EncounterGroup& group : encounter.groups) {
    if (group.opposing) bands.push_back({group.label, std::move(group.members)});
  }
  return bands;
}

FightSetup setUpFight(const Rules& rules, std::vector<Character> party, const GroupLabel& partyLabel,
                      std::vector<FightBand> opposing, const FightGround& ground) {
  FightSetup setup;
  FightSide& ours = setup.sides[0];
  FightSide& theirs = setup.sides[1];
  // Room for every fighter at once: a list that grows moves them all each time.
  ours.fighters.reserve(party.size());
  theirs.fighters.reserve(countOf(opposing));
  addFighters(ours, std::move(party), partyLabel);
  for (FightBand& band : opposing) addFighters(theirs, std::move(band.members), band.label);
  setup.encounter = ground.encounter;
  setup.villageRaid = ground.villageRaid;
  setup.terrain = ground.terrain;
  setup.terrainLabel = ground.terrainLabel;
  const int advantage = terrainAdvantage(rules, mapTerrainRow(rules, ground.terrain));
  // The ambushers chose the ground: they hold the better of the map's terrain and open
  // ground, the ambushed are caught in the worse. Otherwise both stand in the terrain.
  ours.advantage = theirs.advantage = advantage;
  if (ground.ambusher != Ambusher::none) {
    FightSide& ambushers = ground.ambusher == Ambusher::party ? ours : theirs;
    FightSide& ambushed = ground.ambusher == Ambusher::party ? theirs : ours;
    ambushers.advantage = std::max(advantage, 0);
    ambushed.advantage = std::min(advantage, 0);
    ambushed.ambushed = true;
  }
  setVictoryTerms(rules, ground, setup);
  return setup;
}

FightSetup setUpFight(const Rules& rules, const Party& party, const Encounter& encounter) {
  return setUpFight(rules, party.members, {GroupLabelKind::party, party.groupLabel}, opposingBands(encounter),
                    groundOf(encounter));
}

FightSetup setUpFight(const Rules& rules, Party&& party, Encounter&& encounter) {
  const FightGround ground = groundOf(encounter);
  const GroupLabel label{GroupLabelKind::party, std::move(party.groupLabel)};
  return setUpFight(rules, std::move(party.members), label, opposingBands(std::move(encounter)), ground);
}

Fight fightOf(const Rules& rules, const FightSource& source, dice::Rng& rng, RollLog& log) {
  // What the source gives is copied, what is rolled made (the party first); either is then
  // moved into the fight, each character copied once at most.
  Party party = source.party ? *source.party : makeParty(rules, rng, log, "");
  const auto encounter = [&] {
    if (source.encounter) return *source.encounter;
    if (!source.encounterSeed) return makeEncounter(rules, rng, log, source.asked);
    dice::Rng theirs(*source.encounterSeed);
    return makeEncounter(rules, theirs, log, source.asked);
  };
  return resolveFight(rules, rng, log, setUpFight(rules, std::move(party), encounter()));
}

}  // namespace outremer::gen
