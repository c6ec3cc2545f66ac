#include "campaign/house_rules.hpp"

#include <cmath>

#include "tables/field_value.hpp"

namespace outremer::campaign {

namespace {
constexpr std::string_view kTable = "campaign-rules";
}  // namespace

const tables::FieldValue& HouseRules::field(std::string_view tableId, std::string_view rowId,
                                            std::string_view name) const {
  const tables::Row& row = rules_.row(tableId, rowId);
  const tables::FieldValue* value = row.field(name);
  if (value == nullptr) {
    throw gen::RulesError(std::string(tableId) + "/" + std::string(rowId) + ": no " + std::string(name));
  }
  return *value;
}

int HouseRules::percent(std::string_view id) const {
  const std::optional<int> read = tables::readPercent(field(kTable, id, "percent").text);
  if (!read) throw gen::RulesError(std::string(kTable) + "/" + std::string(id) + ": percent unreadable");
  return *read;
}

int HouseRules::value(std::string_view id) const {
  const std::optional<double> read = tables::readNumber(field(kTable, id, "value").text);
  if (!read) throw gen::RulesError(std::string(kTable) + "/" + std::string(id) + ": value unreadable");
  return static_cast<int>(std::lround(*read));
}

tables::Money HouseRules::money(std::string_view id) const {
  return rules_.money(rules_.row(kTable, id), "money");
}

const dice::DiceExpression& HouseRules::dice(std::string_view id) const {
  return rules_.dice(field(kTable, id, "dice").text);
}

const std::vector<std::string>& HouseRules::list(std::string_view id, std::string_view name) const {
  return field(kTable, id, name).items;
}

int HouseRules::chance(std::string_view tableId, std::string_view rowId) const {
  const std::optional<int> read = tables::readPercent(field(tableId, rowId, "chance").text);
  if (!read) throw gen::RulesError(std::string(tableId) + "/" + std::string(rowId) + ": chance unreadable");
  return *read;
}

std::string HouseRules::wayfarerLoot(std::string_view type) const {
  const tables::Row* row = rules_.table("campaign-wayfarers").rowWithId(type);
  return row == nullptr ? "" : rules_.text(*row, "loot");
}

}  // namespace outremer::campaign
