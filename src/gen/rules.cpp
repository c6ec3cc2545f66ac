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
  size_t slots = 16;
  while (slots < 2 * set_.size()) slots *= 2;
  tableSlots_.resize(slots);
  slotMask_ = slots - 1;
  byIndex_.reserve(set_.size());
  for (size_t i = 0; i < set_.size(); ++i) {
    IndexedTable* table = &indexedTables_[i];
    table->index = i;
    const std::string_view id = set_.idAt(i);
    bool added = false;
    for (size_t s = util::ShortTextHash{}(id)&slotMask_;; s = (s + 1) & slotMask_) {
      TableSlot& slot = tableSlots_[s];
      if (slot.table == nullptr) {
        slot = {id, table};
        added = true;
        break;
      }
      if (util::SameText{}(slot.id, id)) break;  // a second table of this id
    }
    byIndex_.push_back(added ? table : nullptr);
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
  indexed.rows.sort();
  indexed.listed.sort();
}

void Rules::RowIndex::sort() {
  // By hash, then text, then row: the rows are one table's, so the row first in it sorts
  // first of its text, and unique keeps it.
  // (The classic algorithms: clang 14 cannot build libstdc++ 12's ranges ones over these.)
  std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
    if (a.hash != b.hash) return a.hash < b.hash;
    if (!util::SameText{}(a.text, b.text)) return util::TextBefore{}(a.text, b.text);
    return a.row < b.row;
  });
  const auto sameText = [](const Entry& a, const Entry& b) { return util::SameText{}(a.text, b.text); };
  entries_.erase(std::unique(entries_.begin(), entries_.end(), sameText), entries_.end());
}

const Rules::RowIndex::Entry* Rules::RowIndex::find(std::string_view text) const {
  const size_t hash = util::ShortTextHash{}(text);
  auto at = std::lower_bound(entries_.begin(), entries_.end(), hash,
                             [](const Entry& entry, size_t sought) { return entry.hash < sought; });
  for (; at != entries_.end() && at->hash == hash; ++at) {
    if (util::SameText{}(at->text, text)) return &*at;
  }
  return nullptr;
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
  // The slots are at most half full, so a probe always reaches an empty one.
  for (size_t s = util::ShortTextHash{}(id)&slotMask_;; s = (s + 1) & slotMask_) {
    const TableSlot& slot = tableSlots_[s];
    if (slot.table == nullptr) return nullptr;
    if (util::SameText{}(slot.id, id)) return &indexed(*slot.table);
  }
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

const tables::Row* Rules::IndexedTable::find(std::string_view rowId) const {
  const auto* row = rows.find(rowId);
  return row == nullptr ? nullptr : row->row;
}

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
  const auto* row = found.listed.find(item);
  return row == nullptr ? nullptr : row->row;
}

const std::vector<std::string_view>* Rules::namesOf(std::string_view type) const {
  const IndexedTable* nameCultures = indexed("name-cultures");
  if (nameCultures == nullptr) return nullptr;
  const auto* who = nameCultures->listed.find(type);
  if (who == nullptr) return nullptr;
  const std::lock_guard<std::mutex> lock(namesLock_);
  const auto [at, added] = names_.try_emplace(who->text);
  if (added) at->second = namesListed(*who->row);
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
