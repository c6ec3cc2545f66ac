// The shipped (embedded) tables and rules, loaded once per test program.
#pragma once

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

}  // namespace outremer::testing
