#include "tables/table_set.hpp"

#include <algorithm>
#include <tuple>

#include "tables/validator.hpp"

namespace outremer::tables {

TableSet::TableSet(std::vector<Table> tables) : tables_(std::move(tables)) {
  for (Table& table : tables_) table.buildRollIndex();
}

const Table* TableSet::find(std::string_view id) const {
  for (const Table& table : tables_) {
    if (table.id == id) return &table;
  }
  return nullptr;
}

std::vector<std::string> TableSet::ids() const {
  std::vector<std::string> ids;
  for (const Table& table : tables_) ids.push_back(table.id);
  return ids;
}

CheckedTables loadAndCheck(std::span<const SourceText> files) {
  LoadResult loaded = loadTables(files);
  std::vector<Problem> problems = std::move(loaded.problems);
  std::vector<Problem> invalid = validate(loaded.tables);
  problems.insert(problems.end(), invalid.begin(), invalid.end());
  std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) {
    return std::tie(a.where.file, a.where.line, a.where.column) <
           std::tie(b.where.file, b.where.line, b.where.column);
  });
  return {TableSet(std::move(loaded.tables)), std::move(problems), files.size()};
}

}  // namespace outremer::tables
