#include "cli/table_source.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tables/default_tables.hpp"
#include "tables/validator.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {

namespace fs = std::filesystem;

namespace {

// The *.yaml files of |dir|, sorted, read as DIR/NAME; |what| names them in messages.
std::vector<tables::SourceText> readYamlFolder(const std::string& dir, const std::string& what) {
  std::error_code error;
  if (!fs::is_directory(dir, error)) throw UsageError("--tables: '" + dir + "' is not a folder");
  std::vector<fs::path> paths;
  for (const auto& item : fs::directory_iterator(dir, error)) {
    if (item.path().extension() == ".yaml" && item.is_regular_file()) paths.push_back(item.path());
  }
  if (error) throw UsageError("--tables: cannot read '" + dir + "': " + error.message());
  if (paths.empty()) throw UsageError("--tables: no *.yaml " + what + " files in '" + dir + "'");
  std::sort(paths.begin(), paths.end());
  std::vector<tables::SourceText> files;
  for (const fs::path& path : paths) {
    // One byte over the limit is enough for the loader to refuse the file unread.
    std::ifstream in(path, std::ios::binary);
    std::string text(tables::kMaxTableFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad() || !in.is_open()) throw UsageError("cannot read '" + path.string() + "'");
    text.resize(static_cast<size_t>(in.gcount()));
    files.push_back({(fs::path(dir) / path.filename()).string(), std::move(text)});
  }
  return files;
}

// The first of the |what|'s |problems| and how many there are, on one line as every error
// is told: the line is printed escaped, so a second line would show as "\n".
UsageError firstProblem(const std::vector<tables::Problem>& problems, const std::string& what,
                        const Context& context) {
  const std::string where = context.tablesDir.empty() ? "" : " " + shellQuote(context.tablesDir);
  return UsageError(format(problems.front()) + " (the " + what + " have " + std::to_string(problems.size()) +
                    " problem(s); see them all with 'outremer tables check" + where + "')");
}

}  // namespace

std::vector<tables::SourceText> readTableFolder(const std::string& dir) { return readYamlFolder(dir, "table"); }

tables::ScenarioLoad loadCheckedScenarios(const Context& context, const std::string& dir) {
  const std::string folder = dir.empty() ? context.tablesDir : dir;
  if (folder.empty()) return tables::defaultScenarios();
  const fs::path scenarios = fs::path(folder) / "scenarios";
  std::error_code error;
  if (!fs::exists(scenarios, error)) return {};
  return tables::loadScenarios(readYamlFolder(scenarios.string(), "scenario"));
}

std::vector<tables::Scenario> loadScenarios(const Context& context) {
  tables::ScenarioLoad load = loadCheckedScenarios(context, "");
  if (!load.problems.empty()) throw firstProblem(load.problems, "scenarios", context);
  return std::move(load.scenarios);
}

tables::CheckedTables loadCheckedTables(const Context& context, const std::string& dir) {
  const std::string folder = dir.empty() ? context.tablesDir : dir;
  if (folder.empty()) {
    tables::CheckedTables checked = tables::defaultTables();
    checked.problems = tables::validate(checked.set.tables());
    return checked;
  }
  return tables::loadAndCheck(readTableFolder(folder));
}

SharedTables loadTables(const Context& context) {
  if (context.tablesDir.empty()) {
    // Each table decoded on first use and kept to the end: a process, or a test run, decodes
    // only what it uses, once, and a one-shot command does not pay to free them on its way out.
    static const tables::TableSet* const embedded = new tables::TableSet(tables::defaultTableSet());
    return SharedTables(SharedTables(), embedded);
  }
  tables::CheckedTables checked = loadCheckedTables(context, "");
  if (!checked.problems.empty()) throw firstProblem(checked.problems, "tables", context);
  return std::make_shared<const tables::TableSet>(std::move(checked.set));
}

SharedRules loadRules(const Context& context) {
  if (context.tablesDir.empty()) {
    static const gen::Rules* const embedded = new gen::Rules(*loadTables(context));
    return SharedRules(SharedRules(), embedded);
  }
  // The rules and the tables they index live and go together.
  struct Owned {
    explicit Owned(SharedTables loaded) : set(std::move(loaded)), rules(*set) {}
    SharedTables set;
    gen::Rules rules;
  };
  const auto owned = std::make_shared<const Owned>(loadTables(context));
  return SharedRules(owned, &owned->rules);
}

const tables::Table& findRangeTable(const tables::TableSet& set, const std::string& id,
                                    const std::string& command) {
  const tables::Table* table = set.find(id);
  if (table == nullptr) {
    throw UsageError(command + ": unknown table '" + id + "'" + util::didYouMean(id, set.ids()) +
                     "; 'outremer tables list' lists them");
  }
  if (!table->isRangeTable()) {
    throw UsageError(command + ": '" + id + "' is a list, not a table rolled on; see 'outremer tables show " +
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

}  // namespace outremer::cli
