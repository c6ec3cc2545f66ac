#pragma once

#include <vector>

#include "tables/yaml_loader.hpp"

namespace outremer::tables {

/// The default tables compiled into the binary from the top-level tables/ folder, with
/// paths tables/NAME (so messages point at the file to edit in a copy).
std::vector<SourceText> defaultTableFiles();

}  // namespace outremer::tables
