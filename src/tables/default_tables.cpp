#include "tables/default_tables.hpp"

#include <set>

#include "tables/table_binary.hpp"
#include "util/embedded_file.hpp"

namespace outremer::tables {

namespace defaults {
// Defined in the generated default_tables_data.cpp (src/tables/compile_tables.cpp).
extern const unsigned char kTables[];
extern const std::size_t kTablesSize;
}  // namespace defaults

namespace scenario_files {
// Defined in the generated embedded_scenarios.cpp (cmake/embed.cmake).
std::span<const util::EmbeddedFile> embeddedFiles();
}  // namespace scenario_files

std::string_view defaultTablesBinary() {
  return {reinterpret_cast<const char*>(defaults::kTables), defaults::kTablesSize};
}

TableSet defaultTableSet() { return TableSet::ofBinary(defaultTablesBinary()); }

CheckedTables defaultTables() {
  std::vector<Table> tables = fromBinary(defaultTablesBinary());
  // Views, not copies: the names live in |tables|, and the count is taken before they move.
  std::set<std::string_view> files;
  for (const Table& table : tables) files.insert(table.where.file.view());
  const size_t fileCount = files.size();
  // Checked when built (compile_tables); `tables check` validates them again.
  return {TableSet(std::move(tables)), {}, fileCount};
}

std::span<const util::EmbeddedFile> defaultScenarioFiles() { return scenario_files::embeddedFiles(); }

ScenarioLoad defaultScenarios() {
  std::vector<SourceText> files;
  for (const util::EmbeddedFile& file : defaultScenarioFiles()) {
    files.push_back({std::string(file.path), std::string(file.bytes)});
  }
  return loadScenarios(files);
}

}  // namespace outremer::tables
