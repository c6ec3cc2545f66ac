#include "tables/table_set.hpp"

#include <algorithm>
#include <functional>
#include <tuple>

#include "tables/table_binary.hpp"
#include "tables/validator.hpp"
#include "util/once.hpp"

namespace outremer::tables {

struct TableSet::Lazy {
  std::vector<TablePlace> places;
  std::unique_ptr<util::Once[]> decoded;
};

TableSet::TableSet() = default;
TableSet::TableSet(TableSet&&) noexcept = default;
TableSet& TableSet::operator=(TableSet&&) noexcept = default;
TableSet::~TableSet() = default;

TableSet::TableSet(std::vector<Table> tables) : tables_(std::move(tables)) {
  for (Table& table : tables_) table.index();
}

TableSet TableSet::ofBinary(std::string_view blob) {
  TableSet set;
  set.lazy_ = std::make_unique<Lazy>();
  set.lazy_->places = readDirectory(blob);
  set.lazy_->decoded = std::make_unique<util::Once[]>(set.lazy_->places.size());
  set.tables_.resize(set.lazy_->places.size());
  return set;
}

const Table& TableSet::at(size_t index) const {
  if (lazy_) {
    lazy_->decoded[index]([&] {
      Table table = readTable(lazy_->places[index]);
      table.indexRolls();  // the values' readings come with the table
      tables_[index] = std::move(table);
    });
  }
  return tables_[index];
}

const std::vector<Table>& TableSet::tables() const {
  for (size_t i = 0; i < tables_.size(); ++i) at(i);
  return tables_;
}

std::string_view TableSet::idAt(size_t index) const {
  return lazy_ ? std::string_view(lazy_->places[index].id) : std::string_view(tables_[index].id);
}

const Table* TableSet::find(std::string_view id) const {
  for (size_t i = 0; i < tables_.size(); ++i) {
    if (idAt(i) == id) return &at(i);
  }
  return nullptr;
}

std::optional<size_t> TableSet::indexOf(const Table& table) const {
  const std::less<const Table*> before;
  if (tables_.empty() || before(&table, tables_.data()) || !before(&table, tables_.data() + tables_.size())) {
    return std::nullopt;
  }
  return static_cast<size_t>(&table - tables_.data());
}

std::vector<std::string> TableSet::ids() const {
  std::vector<std::string> ids;
  for (size_t i = 0; i < tables_.size(); ++i) ids.emplace_back(idAt(i));
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
