#pragma once

#include <string>
#include <vector>

#include "cli/context.hpp"
#include "tables/table_set.hpp"

namespace outremer::cli {

/// The *.yaml files of |dir| in name order, with paths as DIR/NAME. Throws UsageError when
/// |dir| is not a readable folder holding table files.
std::vector<tables::SourceText> readTableFolder(const std::string& dir);

/// The tables the context names (--tables DIR, else the embedded defaults), loaded and
/// checked, without failing on problems (for `tables check`).
tables::CheckedTables loadCheckedTables(const Context& context, const std::string& dir);

/// The tables the context names, ready for use. Throws UsageError when they have problems,
/// naming how many and how to see them.
tables::TableSet loadTables(const Context& context);

}  // namespace outremer::cli
