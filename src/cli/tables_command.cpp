#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "render/table_text.hpp"
#include "cli/tables_export_command.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

void runTablesList(Context& context) {
  textOnly(context, "tables list");
  writeOutput(context, render::tableListText(*loadTables(context)));
}

void runTablesShow(const std::string& id, Context& context) {
  textOnly(context, "tables show");
  const SharedTables loaded = loadTables(context);
  const tables::TableSet& set = *loaded;
  const tables::Table* table = set.find(id);
  if (table == nullptr) {
    throw UsageError("tables show: unknown table '" + id + "'" + util::didYouMean(id, set.ids()) +
                     "; 'outremer tables list' lists them");
  }
  writeOutput(context, render::renderTable(*table));
}

int runCheck(const std::string& dir, Context& context) {
  textOnly(context, "tables check");
  tables::CheckedTables checked = loadCheckedTables(context, dir);
  const tables::ScenarioLoad scenarios = loadCheckedScenarios(context, dir);
  checked.problems.insert(checked.problems.end(), scenarios.problems.begin(), scenarios.problems.end());
  writeOutput(context, render::checkText(checked, scenarios.scenarios.size()));
  return checked.problems.empty() ? 0 : 1;
}

}  // namespace

void addTablesCommand(CLI::App& app, Context& context, int& status) {
  CLI::App* tables = app.add_subcommand("tables", "List, show and check the rule tables");
  tables->require_subcommand(1);
  CLI::App* list = tables->add_subcommand("list", "Every table: die, columns, source, provenance counts");
  list->callback([&context, &status] {
    runTablesList(context);
    status = 0;
  });
  auto id = std::make_shared<std::string>();
  CLI::App* show = tables->add_subcommand("show", "One table, readable, with each entry's provenance");
  show->add_option("TABLE", *id, "Table id")->required();
  show->callback([id, &context, &status] {
    runTablesShow(*id, context);
    status = 0;
  });
  auto dir = std::make_shared<std::string>();
  CLI::App* check = tables->add_subcommand(
      "check", "Validate a tables folder (default: the embedded tables); exit 1 on problems");
  check->add_option("DIR", *dir, "Folder of *.yaml table files");
  check->callback([dir, &context, &status] { status = runCheck(*dir, context); });
  addTablesExport(*tables, context, status);
}

}  // namespace outremer::cli
