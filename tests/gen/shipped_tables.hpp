// The shipped (embedded) tables, rules and route, loaded once per test program.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "campaign/route.hpp"
#include "campaign/start.hpp"
#include "gen/rules.hpp"
#include "tables/default_tables.hpp"

namespace outremer::testing {

inline const tables::TableSet& defaults() {
  static const tables::CheckedTables checked = tables::defaultTables();
  return checked.set;
}

inline const gen::Rules& rules() {
  static const gen::Rules shipped(defaults());
  return shipped;
}

/// The shipped printed scenario |id|; throws std::out_of_range when there is none.
inline const tables::Scenario& printedScenario(std::string_view id) {
  static const tables::ScenarioLoad load = tables::defaultScenarios();
  const tables::Scenario* found = tables::findScenario(load.scenarios, id);
  if (found == nullptr) throw std::out_of_range("no printed scenario '" + std::string(id) + "'");
  return *found;
}

/// The shipped route, Antioch to Jerusalem.
inline const campaign::Route& shippedRoute() {
  static const campaign::Route shipped(rules());
  return shipped;
}

/// A new campaign of a knight and his retainers on the shipped route.
inline campaign::State knightsAndRetainers(uint64_t seed = 5) {
  campaign::NewCampaign request;
  request.seed = seed;
  request.group = "knight-and-retainers";
  return campaign::startCampaign(rules(), shippedRoute(), request);
}

}  // namespace outremer::testing
