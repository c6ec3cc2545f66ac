#include "gen/rules.hpp"

#include <algorithm>

#include "gen/advancement.hpp"
#include "gen/combat_tables.hpp"
#include "gen/party.hpp"
#include "gen/type_rules.hpp"
#include "tables/field_value.hpp"

namespace outremer::gen {
namespace {

// The list field rows are looked up by (rowListing): the character types a row applies to.
// Other lists (the names themselves among them) are many and never looked up by item.
constexpr std::string_view kListedBy = "types";

}  // namespace

Rules::Rules(const tables::TableSet& set)
    : set_(set),
      indexedTables_(std::make_unique<IndexedTable[]>(set.size())),
      types_(std::make_unique<OnceByText<TypeRules>>()),
      strengths_(std::make_unique<OnceByText<TypeStrength>>()),
      compositions_(std::make_unique<OnceByText<Composition>>()),
      advanceClasses_(std::make_unique<OnceByText<std::optional<AdvanceClass>>>()) {
  tables_.reserve(set_.size());
  for (size_t i = 0; i < set_.size(); ++i) {
    indexedTables_[i].index = i;
    tables_.add(set_.idAt(i), indexedTables_[i]);
  }
  byIndex_.reserve(set_.size());
  for (size_t i = 0; i < set_.size(); ++i) {
    IndexedTable* table = &indexedTables_[i];
    byIndex_.push_back(tables_.find(set_.idAt(i)) == table ? table : nullptr);  // nullptr: a second of its id
  }
}

void Rules::index(IndexedTable& indexed) const {
  const tables::Table& table = set_.at(indexed.index);
  indexed.table = &table;
  indexed.rows.reserve(table.rows.size());
  // The first of two rows with one id wins, as the linear look-ups had it.
  for (const tables::Row& row : table.rows) {
    indexed.rows.add(row.id, row);
    for (const tables::FieldValue& value : row.fields) {
      if (value.name != kListedBy) continue;
      for (const std::string& item : value.items) indexed.listed.add(item, row);
    }
  }
}

// What namesFor reads for the type of name-cultures row |who|: none when its rows lack a
// field namesFor needs, so that namesFor reports it when the type is used.
std::vector<std::string_view> Rules::namesListed(const tables::Row& who) const {
  const tables::Table* names = findTable("names");
  const tables::FieldValue* cultures = who.field("cultures");
  const tables::FieldValue* sex = who.field("sex");
  std::vector<std::string_view> drawn;
  if (names == nullptr || sex == nullptr) return drawn;
  for (const tables::Row& row : names->rows) {
    const tables::FieldValue* list = row.field("names");
    if (cultures == nullptr || list == nullptr) continue;
    const tables::FieldValue* rowSex = row.field("sex");
    const tables::FieldValue* culture = rowSex ? row.field("culture") : nullptr;
    if (culture == nullptr) return {};
    if (rowSex->text != sex->text || std::ranges::find(cultures->items, culture->text) == cultures->items.end()) continue;
    drawn.insert(drawn.end(), list->items.begin(), list->items.end());
  }
  return drawn;
}

const Rules::IndexedTable* Rules::indexed(std::string_view id) const {
  IndexedTable* found = tables_.find(id);
  return found == nullptr ? nullptr : &indexed(*found);
}

const Rules::IndexedTable& Rules::indexed(IndexedTable& table) const {
  table.indexed([&] { index(table); });
  return table;
}

const tables::Table* Rules::findTable(std::string_view id) const {
  const IndexedTable* found = indexed(id);
  return found ? found->table : nullptr;
}

const Rules::IndexedTable& Rules::required(std::string_view id) const {
  const IndexedTable* found = indexed(id);
  if (found == nullptr) throw RulesError("the tables in use have no table '" + std::string(id) + "'");
  return *found;
}

const tables::Table& Rules::table(std::string_view id) const { return *required(id).table; }

const tables::Row* Rules::IndexedTable::find(std::string_view rowId) const { return rows.find(rowId); }

const tables::Row* Rules::findRow(const tables::Table& table, std::string_view rowId) const {
  const std::optional<size_t> place = set_.indexOf(table);
  IndexedTable* indexedTable = place ? byIndex_[*place] : nullptr;
  if (indexedTable == nullptr) return table.rowWithId(rowId);  // not of this set, or a second of its id
  return indexed(*indexedTable).find(rowId);
}

const tables::Row& Rules::row(std::string_view tableId, std::string_view rowId) const {
  const tables::Row* found = required(tableId).find(rowId);
  if (found == nullptr) {
    throw RulesError("table '" + std::string(tableId) + "' has no row '" + std::string(rowId) + "'");
  }
  return *found;
}

const tables::Row* Rules::rowListing(std::string_view tableId, std::string_view field, std::string_view item) const {
  const IndexedTable& found = required(tableId);  // a missing table is an error, an unlisted item is not
  if (field != kListedBy) {  // not indexed: read the rows
    for (const tables::Row& row : found.table->rows) {
      const tables::FieldValue* value = row.field(field);
      if (value != nullptr && std::ranges::find(value->items, item) != value->items.end()) return &row;
    }
    return nullptr;
  }
  return found.listed.find(item);
}

const std::vector<std::string_view>* Rules::namesOf(std::string_view type) const {
  const IndexedTable* nameCultures = indexed("name-cultures");
  if (nameCultures == nullptr) return nullptr;
  const auto* who = nameCultures->listed.entry(type);
  if (who == nullptr) return nullptr;
  const std::lock_guard<std::mutex> lock(namesLock_);
  const auto [at, added] = names_.try_emplace(who->text);
  if (added) at->second = namesListed(*who->value);
  return at->second.empty() ? nullptr : &at->second;
}

const std::string& Rules::text(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) {
    throw RulesError("row '" + (row.id.empty() ? row.entry : row.id) + "' has no '" + std::string(name) + "'");
  }
  return value->text;
}

double Rules::number(const tables::Row& row, std::string_view name, double fallback) const {
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) return fallback;
  if (value->number) return *value->number;
  return tables::readNumber(value->text).value_or(fallback);  // a row of a table not indexed
}

std::pair<int, int> Rules::range(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value != nullptr && value->span) return *value->span;
  return readRange(text(row, name));  // absent or unreadable: say which
}

tables::Money Rules::money(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) return {};
  if (value->money) return *value->money;
  try {
    return tables::Money::parse(value->text);
  } catch (const std::invalid_argument& error) {
    throw RulesError(format(value->where) + ": " + error.what());
  }
}

Rules::~Rules() = default;

const TypeRules& Rules::typeRules(std::string_view type) const {
  return types_->get(type, [this](std::string_view t) { return readTypeRules(*this, t); });
}

const TypeStrength& Rules::typeStrength(std::string_view type) const {
  return strengths_->get(type, [this](std::string_view t) { return readTypeStrength(*this, t); });
}

const Composition& Rules::composition(std::string_view group) const {
  return compositions_->get(group, [this](std::string_view g) { return readComposition(*this, g); });
}

const std::optional<AdvanceClass>& Rules::advanceClass(std::string_view name) const {
  return advanceClasses_->get(name, [this](std::string_view n) { return readAdvanceClass(*this, n); });
}

const CombatTables& Rules::combat() const {
  combatRead_([this] { combat_ = std::make_unique<CombatTables>(*this); });
  return *combat_;
}

const dice::DiceExpression& Rules::dice(const std::string& text) const {
  try {
    return dice_.get(text);
  } catch (const dice::DiceSyntaxError& error) {
    throw RulesError("bad dice expression '" + text + "': " + error.what());
  }
}

std::pair<int, int> readRange(const std::string& text) {
  const auto span = tables::readSpan(text);
  if (!span) throw RulesError("cannot read strength range '" + text + "'");
  return *span;
}

}  // namespace outremer::gen
