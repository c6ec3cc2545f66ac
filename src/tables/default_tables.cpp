#include "tables/default_tables.hpp"

#include <set>

#include "tables/table_binary.hpp"
#include "tables/validator.hpp"

namespace outremer::tables {

namespace defaults {
// Defined in the generated default_tables_data.cpp (src/tables/compile_tables.cpp).
extern const unsigned char kTables[];
extern const std::size_t kTablesSize;
}  // namespace defaults

CheckedTables defaultTables() {
  std::vector<Table> tables = fromBinary({reinterpret_cast<const char*>(defaults::kTables), defaults::kTablesSize});
  std::set<std::string> files;
  for (const Table& table : tables) files.insert(table.where.file);
  // Checked when built; checking again is cheap and keeps `tables check` honest.
  std::vector<Problem> problems = validate(tables);
  return {TableSet(std::move(tables)), std::move(problems), files.size()};
}

}  // namespace outremer::tables
