// `outremer odds --format json` (schemas/odds.schema.json).
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include "render/odds.hpp"

namespace outremer::render {
namespace {

void writeHeader(codec::JsonWriter& w, const char* kind) {
  w.beginObject().member("outremer", "odds").member("version", 1).member("kind", kind);
}

// The column's name, or null for a table without columns.
void writeColumn(codec::JsonWriter& w, const tables::Table& table, size_t column) {
  if (table.columns.empty()) {
    w.null();
  } else {
    w.value(table.columns[column]);
  }
}

const char* name(tables::Nested nested) {
  switch (nested) {
    case tables::Nested::none:
      return "none";
    case tables::Nested::expanded:
      return "expanded";
    case tables::Nested::listRow:
      return "list-row";
    case tables::Nested::list:
      return "list";
    case tables::Nested::columnNeeded:
      return "column-needed";
    case tables::Nested::alreadyAbove:
      return "already-above";
    case tables::Nested::tooDeep:
      return "too-deep";
    case tables::Nested::unknown:
      return "unknown";
  }
  return "none";
}

void writeRows(codec::JsonWriter& w, const std::vector<tables::RowOdds>& rows) {
  w.beginArray();
  for (const tables::RowOdds& row : rows) {
    w.beginObject()
        .member("range", row.range->printed)
        .member("low", row.range->low)
        .member("high", row.range->high);
    w.member("entry", row.row->entry).memberIfAny("id", row.row->id).key("chance");
    writeChance(w, row.overall);
    w.key("on_its_table");
    writeChance(w, row.onItsTable);
    w.memberIfAny("see", row.row->see).member("nested", name(row.nested));
    if (row.nestedTable != nullptr) {
      w.member("nested_table", row.nestedTable->id).member("nested_die", row.nestedTable->die->name());
      w.key("nested_column");
      writeColumn(w, *row.nestedTable, row.nestedColumn);
    }
    w.key("rows");
    writeRows(w, row.rows);
    w.endObject();
  }
  w.endArray();
}

}  // namespace

// The fraction as a string: its terms can pass 2^53, where JSON readers round.
void writeChance(codec::JsonWriter& w, const dice::Fraction& chance) {
  w.beginObject().member("fraction", exactFractionText(chance));
  w.member("percent", nlohmann::ordered_json(dice::percent(chance))).endObject();
}

void writeOddsJson(codec::JsonWriter& w, const std::string& expression, const dice::Distribution& distribution) {
  writeHeader(w, "dice");
  w.member("expression", expression).member("outcomes", countText(distribution.outcomes()));
  w.member("minimum", distribution.minimum()).member("maximum", distribution.maximum());
  const dice::Ratio mean = distribution.mean();
  w.key("mean").beginObject().member("fraction", fmt::format("{}/{}", mean.numerator, mean.denominator));
  w.member("value", nlohmann::ordered_json(static_cast<double>(mean.numerator) /
                                           static_cast<double>(mean.denominator)));
  w.endObject().key("percentiles").beginArray();
  for (const int percent : kOddsPercentiles) {
    w.beginObject().member("percent", percent).member("total", distribution.percentile(percent)).endObject();
  }
  w.endArray().key("count_zero");
  if (distribution.minimum() < 0) {
    writeChance(w, distribution.atMost(0));
  } else {
    w.null();
  }
  w.key("totals").beginArray();
  for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
    w.beginObject().member("total", total).key("exactly");
    writeChance(w, distribution.exactly(total));
    w.key("at_least");
    writeChance(w, distribution.atLeast(total));
    w.endObject();
  }
  w.endArray().endObject();
}

void writeOddsJson(codec::JsonWriter& w, const tables::TableOdds& odds) {
  const tables::Table& table = *odds.table;
  writeHeader(w, "table");
  w.member("table", table.id).member("title", table.title).key("column");
  writeColumn(w, table, odds.column);
  w.member("die", table.die->name()).key("rows");
  writeRows(w, odds.rows);
  w.endObject();
}

}  // namespace outremer::render
