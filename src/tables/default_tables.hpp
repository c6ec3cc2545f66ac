#pragma once

#include <span>
#include <string_view>

#include "tables/scenario.hpp"
#include "tables/table_set.hpp"
#include "util/embedded_file.hpp"

namespace outremer::tables {

/// The default tables compiled into the binary from the top-level tables/ folder, checked
/// at build time; locations still point at tables/NAME.yaml.
CheckedTables defaultTables();

/// The default tables for the generators: each decoded when first used (see TableSet).
TableSet defaultTableSet();

/// The default tables as compiled in: their binary form (tables/table_binary.hpp).
std::string_view defaultTablesBinary();

/// The printed scenarios compiled into the binary from tables/scenarios/*.yaml, checked
/// at build time; locations point at tables/scenarios/NAME.yaml.
ScenarioLoad defaultScenarios();

/// The printed scenarios' YAML files as they ship (tables/scenarios/NAME.yaml).
std::span<const util::EmbeddedFile> defaultScenarioFiles();

}  // namespace outremer::tables
