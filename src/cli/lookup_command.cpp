#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "cli/table_text.hpp"
#include "tables/die.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

struct LookupOptions {
  std::string table;
  std::string roll;
  std::string column;
};

const tables::Table& findRangeTable(const tables::TableSet& set, const std::string& id) {
  const tables::Table* table = set.find(id);
  if (table == nullptr) {
    throw UsageError("lookup: unknown table '" + id + "'" + util::didYouMean(id, set.ids()) +
                     "; 'outremer tables list' lists them");
  }
  if (!table->isRangeTable()) {
    throw UsageError("lookup: '" + id + "' is a list, not a table rolled on; see 'outremer tables show " +
                     id + "'");
  }
  return *table;
}

size_t chooseColumn(const tables::Table& table, const std::string& column) {
  if (table.columns.empty()) {
    if (!column.empty()) throw UsageError("--column: table '" + table.id + "' has no columns");
    return 0;
  }
  const std::string names = util::join(table.columns, ", ");
  if (column.empty()) {
    throw UsageError("--column: table '" + table.id + "' needs a column: " + names);
  }
  const auto index = table.columnIndex(column);
  if (!index) {
    throw UsageError("--column: table '" + table.id + "' has no column '" + column + "'" +
                     util::didYouMean(column, table.columns) + "; columns: " + names);
  }
  return *index;
}

void runLookup(const LookupOptions& options, Context& context) {
  textOnly(context, "lookup");
  const tables::TableSet set = loadTables(context);
  const tables::Table& table = findRangeTable(set, options.table);
  const size_t column = chooseColumn(table, options.column);
  const dice::Die die = *table.die;
  const auto roll = tables::readDieValue(options.roll, die);
  if (!roll || *roll < die.minimum() || *roll > die.maximum()) {
    throw UsageError(fmt::format("lookup: roll '{}' is not on a {} ({}..{}{})", options.roll, die.name(),
                                 die.minimum(), die.maximum(),
                                 die.sides == 100 ? "; 00 reads 100" : die.sides == 10 ? "; 0 reads 10" : ""));
  }
  const tables::Row* row = table.rowFor(column, *roll);
  if (row == nullptr) {
    throw UsageError(fmt::format("lookup: no entry of '{}' covers {}; run 'outremer tables check'",
                                 table.id, *roll));
  }
  const std::string where = table.columns.empty() ? "" : " [" + table.columns[column] + "]";
  const std::string range = row->ranges[column]->printed + "  ";
  writeOutput(context, fmt::format("{}{}, {} roll {}\n", table.title, where, die.name(), *roll) +
                           wrapped(range, row->entry, range.size()) + describeRowDetails(*row, 2) +
                           wrapped("  from: ", table.source, 8));
}

}  // namespace

void addLookupCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<LookupOptions>();
  CLI::App* lookup = app.add_subcommand("lookup", "Look up a roll made with real dice");
  lookup->add_option("TABLE", options->table, "Table id (see 'outremer tables list')")->required();
  lookup->add_option("ROLL", options->roll, "The number rolled (00 on a d100 is 100)")->required();
  lookup->add_option("--column,-c", options->column, "Column, for tables with several");
  lookup->callback([options, &context, &status] {
    runLookup(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
