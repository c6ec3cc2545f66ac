#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cli/context.hpp"
#include "gen/rules.hpp"
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

/// Tables shared, read-only: the embedded ones are decoded once a process and never freed.
using SharedTables = std::shared_ptr<const tables::TableSet>;

/// The tables the context names, ready for use. Throws UsageError when they have problems,
/// naming how many and how to see them.
SharedTables loadTables(const Context& context);

/// The rules the generators read, over the tables the context names (which they keep
/// alive); for the embedded tables, indexed once a process and never freed.
using SharedRules = std::shared_ptr<const gen::Rules>;
SharedRules loadRules(const Context& context);

/// The range table |id| of |set|. Throws UsageError, starting "COMMAND: ", for an unknown
/// id (with the closest one) or a list table.
const tables::Table& findRangeTable(const tables::TableSet& set, const std::string& id,
                                    const std::string& command);

/// The index of column |column| of |table| (0 for a table without columns, where |column|
/// must be empty). Throws UsageError naming --column when it is missing, unknown (with the
/// closest name and the list) or given for a table without columns.
size_t chooseColumn(const tables::Table& table, const std::string& column);

}  // namespace outremer::cli
