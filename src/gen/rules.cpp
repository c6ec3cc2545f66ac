#include "gen/rules.hpp"

#include <algorithm>

#include "tables/field_value.hpp"

namespace outremer::gen {
namespace {

// The dice expressions code rolls without a table field: a pick among up to twenty
// choices, and the percentile dice.
constexpr int kLargestPick = 20;

// The list field rows are looked up by (rowListing): the character types a row applies to.
// Other lists (the names themselves among them) are many and never looked up by item.
constexpr std::string_view kListedBy = "types";

// The kind |table| declares for field |name| (text when it declares none).
tables::FieldKind kindOf(const tables::Table& table, const std::string& name) {
  for (const tables::FieldSpec& spec : table.fields) {
    if (spec.name == name) return spec.kind;
  }
  return tables::FieldKind::text;
}

}  // namespace

Rules::Rules(const tables::TableSet& set) : set_(set) {
  indexTables();
  indexNames();
  readValues();
}

void Rules::indexTables() {
  for (const tables::Table& table : set_.tables()) {
    // The first of two tables or rows with one id wins, as the linear look-ups had it.
    const auto [at, added] = tables_.try_emplace(table.id, IndexedTable{&table, {}, {}});
    if (!added) continue;
    byTable_.emplace(&table, &at->second);
    for (const tables::Row& row : table.rows) {
      at->second.rows.try_emplace(row.id, &row);
      for (const tables::FieldValue& value : row.fields) {
        if (value.items.empty() || value.name != kListedBy) continue;
        RowIndex& listing = at->second.listings[value.name];
        for (const std::string& item : value.items) listing.try_emplace(item, &row);
      }
    }
  }
}

// What namesFor reads, per type; a type whose rows lack a field namesFor needs is left
// out, so that namesFor reports it when it is used.
void Rules::indexNames() {
  const tables::Table* names = findTable("names");
  const IndexedTable* nameCultures = indexed("name-cultures");
  if (names == nullptr || nameCultures == nullptr) return;
  const auto listed = nameCultures->listings.find("types");
  if (listed == nameCultures->listings.end()) return;
  for (const auto& [type, who] : listed->second) {
    const tables::FieldValue* cultures = who->field("cultures");
    const tables::FieldValue* sex = who->field("sex");
    if (sex == nullptr) continue;
    std::vector<std::string_view> drawn;
    bool readable = true;
    for (const tables::Row& row : names->rows) {
      const tables::FieldValue* list = row.field("names");
      if (cultures == nullptr || list == nullptr) continue;
      const tables::FieldValue* rowSex = row.field("sex");
      const tables::FieldValue* culture = rowSex ? row.field("culture") : nullptr;
      if (culture == nullptr) {
        readable = false;
        break;
      }
      if (rowSex->text != sex->text || std::ranges::find(cultures->items, culture->text) == cultures->items.end()) continue;
      drawn.insert(drawn.end(), list->items.begin(), list->items.end());
    }
    if (readable && !drawn.empty()) names_.emplace(type, std::move(drawn));
  }
}

// Every number and percent field that reads as a number, every money field, every dice field and force
// count of the tables, and the dice code rolls by name. A value that does not read is
// left for number(), money() or dice() to report when it is used.
void Rules::readValues() {
  const auto add = [this](const std::string& text) {
    if (text.empty() || text == "-" || dice_.contains(text)) return;
    try {
      dice_.emplace(text, dice::DiceExpression::parse(text));
    } catch (const dice::DiceSyntaxError&) {
    }
  };
  for (const tables::Table& table : set_.tables()) {
    for (const tables::Row& row : table.rows) {
      for (const tables::FieldValue& value : row.fields) {
        const tables::FieldKind kind = kindOf(table, value.name);
        if (kind == tables::FieldKind::number || kind == tables::FieldKind::percent) {
          if (const auto number = tables::readNumber(value.text)) numbers_.emplace(&value, *number);
        }
        if (kind == tables::FieldKind::dice) add(value.text);
        if (kind == tables::FieldKind::range) {
          if (const auto span = tables::readSpan(value.text)) ranges_.emplace(&value, *span);
        }
        if (kind == tables::FieldKind::money) {
          try {
            money_.emplace(&value, tables::Money::parse(value.text));
          } catch (const std::invalid_argument&) {
          }
        }
        for (const tables::Force& force : value.forces) add(force.count);
      }
    }
  }
  for (int sides = 2; sides <= kLargestPick; ++sides) add("d" + std::to_string(sides));
  add("d100");
}

const Rules::IndexedTable* Rules::indexed(std::string_view id) const {
  const auto found = tables_.find(id);
  return found == tables_.end() ? nullptr : &found->second;
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
  const auto row = rows.find(rowId);
  return row == rows.end() ? nullptr : row->second;
}

const tables::Row* Rules::findRow(const tables::Table& table, std::string_view rowId) const {
  const auto indexedTable = byTable_.find(&table);
  if (indexedTable == byTable_.end()) return table.rowWithId(rowId);  // not of this set
  return indexedTable->second->find(rowId);
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
  const auto listing = found.listings.find(field);
  if (listing == found.listings.end()) return nullptr;
  const auto row = listing->second.find(item);
  return row == listing->second.end() ? nullptr : row->second;
}

const std::vector<std::string_view>* Rules::namesOf(std::string_view type) const {
  const auto found = names_.find(type);
  return found == names_.end() ? nullptr : &found->second;
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
  if (const auto found = numbers_.find(value); found != numbers_.end()) return found->second;
  return tables::readNumber(value->text).value_or(fallback);  // not a number, or a row of other tables
}

std::pair<int, int> Rules::range(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value != nullptr) {
    if (const auto found = ranges_.find(value); found != ranges_.end()) return found->second;
  }
  return readRange(text(row, name));  // not a range field: read now, or say what is wrong
}

tables::Money Rules::money(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) return {};
  if (const auto found = money_.find(value); found != money_.end()) return found->second;
  try {
    return tables::Money::parse(value->text);
  } catch (const std::invalid_argument& error) {
    throw RulesError(format(value->where) + ": " + error.what());
  }
}

const dice::DiceExpression& Rules::dice(const std::string& text) const {
  if (const auto parsed = dice_.find(text); parsed != dice_.end()) return parsed->second;
  const std::lock_guard<std::mutex> lock(lateDiceMutex_);
  const auto found = lateDice_.find(text);
  if (found != lateDice_.end()) return found->second;
  try {
    return lateDice_.emplace(text, dice::DiceExpression::parse(text)).first->second;
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
