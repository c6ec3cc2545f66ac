#pragma once

#include <string>
#include <vector>

#include "cli/context.hpp"
#include "tables/scenario.hpp"
#include "tables/table_set.hpp"

namespace outremer::cli {

/// The *.yaml files of |dir| in name order, with paths as DIR/NAME. Throws UsageError when
/// |dir| is not a readable folder holding table files.
std::vector<tables::SourceText> readTableFolder(const std::string& dir);

/// The printed scenarios the context names: DIR/scenarios/*.yaml under --tables DIR (none
/// when DIR has no scenarios folder), else the embedded ones; loaded and checked, without
/// failing on problems (for `tables check`). Throws TableSyntaxError for a file that is not
/// YAML.
tables::ScenarioLoad loadCheckedScenarios(const Context& context, const std::string& dir);

/// The scenarios the context names, ready for use. Throws UsageError when they have
/// problems, naming the first and how many.
std::vector<tables::Scenario> loadScenarios(const Context& context);

/// The tables the context names (--tables DIR, else the embedded defaults), loaded and
/// checked, without failing on problems (for `tables check`).
tables::CheckedTables loadCheckedTables(const Context& context, const std::string& dir);

/// The tables the context names, ready for use. Throws UsageError when they have problems,
/// naming how many and how to see them.
tables::TableSet loadTables(const Context& context);

/// The range table |id| of |set|. Throws UsageError, starting "COMMAND: ", for an unknown
/// id (with the closest one) or a list table.
const tables::Table& findRangeTable(const tables::TableSet& set, const std::string& id,
                                    const std::string& command);

/// The index of column |column| of |table| (0 for a table without columns, where |column|
/// must be empty). Throws UsageError naming --column when it is missing, unknown (with the
/// closest name and the list) or given for a table without columns.
size_t chooseColumn(const tables::Table& table, const std::string& column);

}  // namespace outremer::cli
