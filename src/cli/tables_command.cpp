#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/table_source.hpp"
#include "cli/table_text.hpp"
#include "cli/tables_export_command.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

using tables::Provenance;

constexpr const char* kListRow = "{:<30} {:<5} {:>4} {:>7} {:>5} {:>6}\n";

void runList(Context& context) {
  textOnly(context, "tables list");
  const tables::TableSet set = loadTables(context);
  std::string text = fmt::format(kListRow, "TABLE", "DIE", "ROWS", "PRINTED", "RECON", "ERRATA");
  for (const tables::Table& table : set.tables()) {
    text += fmt::format(kListRow, table.id, table.die ? table.die->name() : "list", table.rows.size(),
                        table.count(Provenance::printed), table.count(Provenance::reconstructed),
                        table.count(Provenance::errata));
    if (!table.columns.empty()) text += wrapped("    columns: ", util::join(table.columns, ", "), 13);
    text += wrapped("    ", table.source, 4);
  }
  writeOutput(context, text);
}

void runShow(const std::string& id, Context& context) {
  textOnly(context, "tables show");
  const tables::TableSet set = loadTables(context);
  const tables::Table* table = set.find(id);
  if (table == nullptr) {
    throw UsageError("tables show: unknown table '" + id + "'" + util::didYouMean(id, set.ids()) +
                     "; 'outremer tables list' lists them");
  }
  writeOutput(context, renderTable(*table));
}

int runCheck(const std::string& dir, Context& context) {
  textOnly(context, "tables check");
  tables::CheckedTables checked = loadCheckedTables(context, dir);
  const tables::ScenarioLoad scenarios = loadCheckedScenarios(context, dir);
  checked.problems.insert(checked.problems.end(), scenarios.problems.begin(), scenarios.problems.end());
  std::string text;
  for (const tables::Problem& problem : checked.problems) text += format(problem) + '\n';
  size_t counts[3] = {0, 0, 0};
  size_t rows = 0;
  for (const tables::Table& table : checked.set.tables()) {
    rows += table.rows.size();
    for (Provenance p : {Provenance::printed, Provenance::reconstructed, Provenance::errata}) {
      counts[static_cast<int>(p)] += table.count(p);
    }
  }
  text += fmt::format("{} files, {} tables, {} entries: {} printed, {} reconstructed, {} errata\n", checked.fileCount,
                      checked.set.tables().size(), rows, counts[0], counts[1], counts[2]);
  text += fmt::format("{} scenarios\n", scenarios.scenarios.size());
  text += checked.problems.empty() ? "ok: no problems\n" : fmt::format("{} problem(s)\n", checked.problems.size());
  writeOutput(context, text);
  return checked.problems.empty() ? 0 : 1;
}

}  // namespace

void addTablesCommand(CLI::App& app, Context& context, int& status) {
  CLI::App* tables = app.add_subcommand("tables", "List, show and check the rule tables");
  tables->require_subcommand(1);
  CLI::App* list = tables->add_subcommand("list", "Every table: die, columns, source, provenance counts");
  list->callback([&context, &status] {
    runList(context);
    status = 0;
  });
  auto id = std::make_shared<std::string>();
  CLI::App* show = tables->add_subcommand("show", "One table, readable, with each entry's provenance");
  show->add_option("TABLE", *id, "Table id")->required();
  show->callback([id, &context, &status] {
    runShow(*id, context);
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
