#include "gen/tactical_map.hpp"

#include <iterator>
#include <utility>

namespace outremer::gen {

namespace {

// The index of one of |n| choices, by the die pickChoice() describes, logged for |purpose|.
size_t pickAmong(const Rules& rules, dice::Rng& rng, RollLog& log, size_t n, const Purpose& purpose) {
  if (n <= 1) return 0;
  if (n == 20 || n == 100) {
    const int value = log.roll(rng, rules.dice("d100"), purpose);
    return static_cast<size_t>(value - 1) * n / 100;
  }
  return static_cast<size_t>(log.roll(rng, rules.dice("d" + std::to_string(n)), purpose) - 1);
}

}  // namespace

size_t pickChoice(const Rules& rules, dice::Rng& rng, RollLog& log, const Purpose& purpose) {
  return pickAmong(rules, rng, log, purpose.choices.size(), purpose);
}

std::vector<MapChoice> mapChoices(const tables::Row& terrain) {
  constexpr std::pair<const char*, const char*> kSeries[] = {{"historic-one", "Historic-One"},
                                                             {"cry-havoc", "Cry Havoc"}};
  const tables::FieldValue* listed[std::size(kSeries)];
  size_t count = 0;
  for (size_t i = 0; i < std::size(kSeries); ++i) {
    listed[i] = terrain.field(kSeries[i].first);
    if (listed[i] != nullptr) count += listed[i]->items.size();
  }
  std::vector<MapChoice> choices;
  choices.reserve(count);  // made once: every encounter's map is picked among them
  for (size_t i = 0; i < std::size(kSeries); ++i) {
    if (listed[i] == nullptr) continue;
    for (const std::string& map : listed[i]->items) choices.push_back({map, kSeries[i].second});
  }
  return choices;
}

TacticalMap rollTacticalMap(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& terrain) {
  const std::vector<MapChoice> maps = mapChoices(terrain);
  if (maps.empty()) throw RulesError("tactical-maps row '" + terrain.id + "' lists no maps");
  const MapChoice& chosen =
      maps[pickAmong(rules, rng, log, maps.size(), Purpose{RollFor::mapFor, {terrain.entry}, {}, &terrain})];
  return {terrain.id, terrain.entry, std::string(chosen.map), std::string(chosen.series)};
}

const std::vector<std::string>& terrainChoices(const tables::Row& place) {
  const tables::FieldValue* terrains = place.field("terrains");
  if (terrains == nullptr || terrains->items.empty()) {
    throw RulesError("row '" + place.id + "' lists no terrains");
  }
  return terrains->items;
}

const tables::Row& pickTerrain(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& lister) {
  const std::vector<std::string>& terrains = terrainChoices(lister);
  const tables::Table& maps = rules.table("tactical-maps");
  const size_t picked = pickAmong(rules, rng, log, terrains.size(), Purpose{RollFor::terrainFor, {}, {}, &lister, &maps});
  // Only the terrain picked is looked up: the others' words are the roll log's to find.
  return rules.row(maps.id, terrains[picked]);
}

TacticalMap rollMapForPlace(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& place) {
  const tables::Row& terrain = pickTerrain(rules, rng, log, place);
  log.consult(rules.table("tactical-maps"), terrain);
  return rollTacticalMap(rules, rng, log, terrain);
}

SetupPlan setupPlan(const Rules& rules, std::vector<tables::SetupZone> zones, std::string_view hidden) {
  SetupPlan plan;
  const tables::Table* edges = rules.findTable("map-edges");
  const tables::Row* lone = edges ? rules.findRow(*edges, "one-map") : nullptr;
  const tables::FieldValue* numbers = lone ? lone->field("edges") : nullptr;
  if (numbers == nullptr) return plan;
  std::string error;
  const std::optional<tables::MapEdges> read = tables::readMapEdges(numbers->items, error);
  if (!read) throw RulesError("map-edges row 'one-map': " + error);
  plan.edges = *read;
  for (tables::SetupZone& zone : zones) zone.hidden = zone.hidden || (!hidden.empty() && zone.who == hidden);
  plan.zones = std::move(zones);
  return plan;
}

}  // namespace outremer::gen
