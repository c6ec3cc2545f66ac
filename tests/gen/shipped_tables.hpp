// The shipped (embedded) tables and rules, loaded once per test program.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

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

}  // namespace outremer::testing
