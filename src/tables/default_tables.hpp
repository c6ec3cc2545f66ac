#pragma once

#include "tables/table_set.hpp"

namespace outremer::tables {

/// The default tables compiled into the binary from the top-level tables/ folder, checked
/// at build time; locations still point at tables/NAME.yaml.
CheckedTables defaultTables();

}  // namespace outremer::tables
