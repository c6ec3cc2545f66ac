#include "gen/tactical_map.hpp"

namespace outremer::gen {

size_t pickChoice(const Rules& rules, dice::Rng& rng, RollLog& log, const std::vector<std::string>& choices,
                  const std::string& what) {
  const size_t n = choices.size();
  if (n <= 1) return 0;
  // The choices are listed only for a log that keeps its rolls' purposes.
  const auto purpose = [&] {
    std::string listed;
    for (size_t i = 0; i < n; ++i) listed += (i ? ", " : "") + std::to_string(i + 1) + " " + choices[i];
    return what + " (" + listed + ")";
  };
  if (n == 20 || n == 100) {
    const int value = log.roll(rng, rules.dice("d100"), purpose);
    return static_cast<size_t>(value - 1) * n / 100;
  }
  return static_cast<size_t>(log.roll(rng, rules.dice("d" + std::to_string(n)), purpose) - 1);
}

TacticalMap rollTacticalMap(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& terrain) {
  std::vector<std::string> names;
  std::vector<std::string> series;
  for (const auto& [field, label] :
       {std::pair{"historic-one", "Historic-One"}, std::pair{"cry-havoc", "Cry Havoc"}}) {
    if (const tables::FieldValue* listed = terrain.field(field)) {
      names.insert(names.end(), listed->items.begin(), listed->items.end());
      series.insert(series.end(), listed->items.size(), label);
    }
  }
  if (names.empty()) throw RulesError("tactical-maps row '" + terrain.id + "' lists no maps");
  const size_t chosen = pickChoice(rules, rng, log, names, "map for " + terrain.entry);
  return {terrain.id, terrain.entry, names[chosen], series[chosen]};
}

TacticalMap rollMapForPlace(const Rules& rules, dice::Rng& rng, RollLog& log, const tables::Row& place) {
  const tables::FieldValue* terrains = place.field("terrains");
  if (terrains == nullptr || terrains->items.empty()) {
    throw RulesError("tactical-maps-by-place row '" + place.id + "' lists no terrains");
  }
  const tables::Table& maps = rules.table("tactical-maps");
  std::vector<std::string> labels;
  for (const std::string& id : terrains->items) labels.push_back(rules.row(maps.id, id).entry);
  const tables::Row& terrain = rules.row(maps.id, terrains->items[pickChoice(rules, rng, log, labels, "terrain")]);
  log.consult(maps, terrain);
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
