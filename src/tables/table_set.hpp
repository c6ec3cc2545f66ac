#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tables/problem.hpp"
#include "tables/table.hpp"
#include "tables/yaml_loader.hpp"

namespace outremer::tables {

/// All tables of one folder (or of the embedded defaults), looked up by id. A set read
/// from the binary form decodes each table when it is first asked for, so that a process
/// pays only for the tables it uses; any number of threads may ask at once.
class TableSet {
 public:
  TableSet();
  /// Takes |tables| and builds each range table's roll index.
  explicit TableSet(std::vector<Table> tables);
  /// The tables of |blob| (tables/table_binary.hpp), which must outlive the set: its
  /// directory is read now, each table when first asked for. Throws TableBinaryError for
  /// a directory it cannot read, and (on first use) for a table it cannot.
  static TableSet ofBinary(std::string_view blob);
  TableSet(TableSet&&) noexcept;
  TableSet& operator=(TableSet&&) noexcept;
  ~TableSet();

  /// Every table, in order (all of them decoded).
  const std::vector<Table>& tables() const;
  size_t size() const { return tables_.size(); }
  /// The id of the table at |index|, without decoding it.
  std::string_view idAt(size_t index) const;
  /// The table at |index|.
  const Table& at(size_t index) const;
  /// The table with id |id|, or nullptr.
  const Table* find(std::string_view id) const;
  /// Where |table| is in this set, or nullopt when it is not one of its tables.
  std::optional<size_t> indexOf(const Table& table) const;
  std::vector<std::string> ids() const;

 private:
  struct Lazy;  // the blob's places, and a once-flag for each
  // Written only by decoding, once per table under its flag; never resized, so that a
  // table's address holds from the start.
  mutable std::vector<Table> tables_;
  std::unique_ptr<Lazy> lazy_;
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
