#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tables/problem.hpp"
#include "tables/table.hpp"
#include "tables/yaml_loader.hpp"

namespace outremer::tables {

/// All tables of one folder (or of the embedded defaults), looked up by id.
class TableSet {
 public:
  TableSet() = default;
  /// Takes |tables| and builds each range table's roll index.
  explicit TableSet(std::vector<Table> tables);

  const std::vector<Table>& tables() const { return tables_; }
  /// The table with id |id|, or nullptr.
  const Table* find(std::string_view id) const;
  std::vector<std::string> ids() const;

 private:
  std::vector<Table> tables_;
};

/// A loaded and validated folder: the tables and every problem found, sorted by place.
struct CheckedTables {
  TableSet set;
  std::vector<Problem> problems;
  size_t fileCount = 0;
};

/// Loads |files| and validates them. Throws TableSyntaxError for a file that is not YAML.
CheckedTables loadAndCheck(std::span<const SourceText> files);

}  // namespace outremer::tables
