#include "tables/table.hpp"

#include <algorithm>
#include <stdexcept>

#include "tables/field_value.hpp"
#include "util/short_text_hash.hpp"

namespace outremer::tables {

std::string format(const Location& where) {
  return where.file.str() + ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
}

const char* name(Provenance provenance) {
  switch (provenance) {
    case Provenance::printed: return "printed";
    case Provenance::reconstructed: return "reconstructed";
    case Provenance::errata: return "errata";
  }
  return "printed";
}

namespace {
constexpr const char* kKindNames[] = {"text",  "dice", "percent", "money",  "number",
                                      "range", "table", "list",   "forces", "bool", "zones"};
}

const char* name(FieldKind kind) { return kKindNames[static_cast<int>(kind)]; }

std::optional<FieldKind> fieldKindNamed(std::string_view text) {
  for (int i = 0; i < static_cast<int>(std::size(kKindNames)); ++i) {
    if (text == kKindNames[i]) return static_cast<FieldKind>(i);
  }
  return std::nullopt;
}

const FieldValue* Row::field(std::string_view fieldName) const {
  for (const FieldValue& value : fields) {
    if (util::SameText{}(value.name, fieldName)) return &value;
  }
  return nullptr;
}

const std::string& Row::fieldText(std::string_view fieldName) const {
  static const std::string none;
  const FieldValue* value = field(fieldName);
  return value ? value->text : none;
}

Reference readReference(std::string_view text) {
  const size_t split = text.find_first_of("#/");
  if (split == std::string_view::npos) return {std::string(text), '\0', ""};
  return {std::string(text.substr(0, split)), text[split], std::string(text.substr(split + 1))};
}

std::optional<size_t> Table::columnIndex(std::string_view columnName) const {
  const auto it = std::find(columns.begin(), columns.end(), columnName);
  if (it == columns.end()) return std::nullopt;
  return static_cast<size_t>(it - columns.begin());
}

const Row* Table::rowWithId(std::string_view rowId) const {
  for (const Row& row : rows) {
    if (row.id == rowId) return &row;
  }
  return nullptr;
}

size_t Table::count(Provenance provenance) const {
  return static_cast<size_t>(std::count_if(rows.begin(), rows.end(), [&](const Row& row) {
    return row.provenance == provenance;
  }));
}

namespace {

// A zones field's items as zones; one that does not read is left out (the validator refuses
// the tables that hold it, naming the item).
void readZones(FieldValue& value) {
  std::string error;
  for (const std::string& item : value.items) {
    if (std::optional<SetupZone> zone = readSetupZone(item, error)) value.zones.push_back(std::move(*zone));
  }
}

}  // namespace

void Table::index() {
  for (Row& row : rows) {
    for (FieldValue& value : row.fields) {
      value.number = readNumber(value.text);
      value.span = readSpan(value.text);
      value.money.reset();
      value.zones.clear();
      const auto spec = std::ranges::find(fields, value.name, &FieldSpec::name);
      if (spec != fields.end() && spec->kind == FieldKind::zones) readZones(value);
      if (spec == fields.end() || spec->kind != FieldKind::money) continue;
      try {
        value.money = Money::parse(value.text);
      } catch (const std::invalid_argument&) {
        // Left for the generator to report when it reads it.
      }
    }
  }
  indexRolls();
}

void Table::indexRolls() {
  rollIndex_.clear();
  rollStride_ = 0;
  if (!die) return;
  rollStride_ = die->maximum() + 1;
  rollIndex_.assign(columnCount() * static_cast<size_t>(rollStride_), -1);
  for (size_t r = rows.size(); r-- > 0;) {
    for (size_t c = 0; c < rows[r].ranges.size() && c < columnCount(); ++c) {
      const auto& range = rows[r].ranges[c];
      if (!range) continue;
      for (int roll = range->low; roll <= range->high; ++roll) {
        rollIndex_[c * static_cast<size_t>(rollStride_) + static_cast<size_t>(roll)] = static_cast<int16_t>(r);
      }
    }
  }
}

}  // namespace outremer::tables
