#include "gen/rules.hpp"

#include <algorithm>

#include "tables/field_value.hpp"

namespace outremer::gen {

const tables::Table& Rules::table(std::string_view id) const {
  const tables::Table* found = set_.find(id);
  if (found == nullptr) throw RulesError("the tables in use have no table '" + std::string(id) + "'");
  return *found;
}

const tables::Row& Rules::row(std::string_view tableId, std::string_view rowId) const {
  const tables::Row* found = table(tableId).rowWithId(rowId);
  if (found == nullptr) {
    throw RulesError("table '" + std::string(tableId) + "' has no row '" + std::string(rowId) + "'");
  }
  return *found;
}

const tables::Row* Rules::rowListing(std::string_view tableId, std::string_view field, std::string_view item) const {
  for (const tables::Row& candidate : table(tableId).rows) {
    const tables::FieldValue* value = candidate.field(field);
    if (value && std::find(value->items.begin(), value->items.end(), item) != value->items.end()) {
      return &candidate;
    }
  }
  return nullptr;
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
  if (value == nullptr || value->text.empty() || value->text == "-") return fallback;
  return tables::readNumber(value->text).value_or(fallback);
}

tables::Money Rules::money(const tables::Row& row, std::string_view name) const {
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) return {};
  try {
    return tables::Money::parse(value->text);
  } catch (const std::invalid_argument& error) {
    throw RulesError(format(value->where) + ": " + error.what());
  }
}

const dice::DiceExpression& Rules::dice(const std::string& text) const {
  const auto found = dice_.find(text);
  if (found != dice_.end()) return found->second;
  try {
    return dice_.emplace(text, dice::DiceExpression::parse(text)).first->second;
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
