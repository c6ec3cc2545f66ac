#pragma once

#include <string_view>

#include "tables/scenario.hpp"
#include "tables/table_set.hpp"

namespace outremer::tables {

/// The default tables compiled into the binary from the top-level tables/ folder, checked
/// at build time; locations still point at tables/NAME.yaml.
CheckedTables defaultTables();

/// The default tables as compiled in: their binary form (tables/table_binary.hpp).
std::string_view defaultTablesBinary();

/// The printed scenarios compiled into the binary from tables/scenarios/*.yaml, checked
/// at build time; locations point at tables/scenarios/NAME.yaml.
ScenarioLoad defaultScenarios();

}  // namespace outremer::tables
