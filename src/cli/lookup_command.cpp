#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "render/table_text.hpp"
#include "tables/die.hpp"

namespace outremer::cli {
namespace {

struct LookupOptions {
  std::string table;
  std::string roll;
  std::string column;
};

void runLookup(const LookupOptions& options, Context& context) {
  textOnly(context, "lookup");
  const SharedTables loaded = loadTables(context);
  const tables::TableSet& set = *loaded;
  const tables::Table& table = findRangeTable(set, options.table, "lookup");
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
  writeOutput(context, render::lookupText(table, column, *roll, *row));
}

}  // namespace

void addLookupCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<LookupOptions>();
  CLI::App* lookup = app.add_subcommand("lookup", "Look up a roll made with real dice");
  lookup->add_option("TABLE", options->table, "Table id (see 'outremer tables list')")->required();
  lookup->add_option("ROLL", options->roll, "The number rolled (00 on a d100 is 100)")->required();
  lookup->add_option("--column,-c", options->column, "Column, for tables with several")->type_name("COLUMN");
  lookup->callback([options, &context, &status] {
    runLookup(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
