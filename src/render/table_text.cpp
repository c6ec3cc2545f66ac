#include "render/table_text.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "render/format.hpp"
#include "util/text.hpp"

namespace outremer::render {

std::string wrappedAfter(const std::string& first, const std::string& text, size_t indent) {
  const size_t width = kTextWidth > indent + 20 ? kTextWidth - indent : 20;
  std::string out;
  const auto lines = util::wrap(text, width);
  for (size_t i = 0; i < lines.size(); ++i) {
    out += i == 0 ? util::padRight(first, indent) : std::string(indent, ' ');
    out += lines[i] + '\n';
  }
  return out;
}

namespace {

std::string describeForce(const tables::Force& force) {
  std::string text = force.count + " " + force.who;
  if (force.mounted) text += " mounted";
  if (!force.role.empty()) text += " (" + force.role + ")";
  return text;
}

std::string rangeCell(const tables::Row& row, size_t column) {
  if (column >= row.ranges.size() || !row.ranges[column]) return "-";
  return row.ranges[column]->printed;
}

}  // namespace

std::string describeValue(const tables::FieldValue& value) {
  if (!value.forces.empty()) {
    std::vector<std::string> parts;
    for (const tables::Force& force : value.forces) parts.push_back(describeForce(force));
    return util::join(parts, "; ");
  }
  if (!value.items.empty()) return util::join(value.items, "; ");
  return value.text;
}

std::string describeRowDetails(const tables::Row& row, size_t indent) {
  const std::string pad(indent, ' ');
  std::string out;
  for (const tables::FieldValue& value : row.fields) {
    out += wrappedAfter(pad + value.name + ": ", describeValue(value), indent + value.name.size() + 2);
  }
  if (!row.see.empty()) out += pad + "see: " + row.see + '\n';
  if (!row.note.empty()) out += wrappedAfter(pad + "note: ", row.note, indent + 6);
  if (row.provenance != tables::Provenance::printed) {
    std::string text = row.reason;
    if (!row.printed.empty()) text += " (printed: " + row.printed + ")";
    const std::string label = pad + "[" + name(row.provenance) + "] ";
    out += wrappedAfter(label, text, label.size());
  }
  return out;
}

std::string renderTable(const tables::Table& table) {
  std::string out = wrappedAfter("", table.title + " (" + table.id + ")", 0);
  out += wrappedAfter("Source: ", table.source, 8);
  if (table.die) out += "Die: " + table.die->name() + '\n';
  if (!table.columns.empty()) {
    std::vector<std::string> named;
    for (size_t c = 0; c < table.columns.size(); ++c) named.push_back(std::to_string(c + 1) + "=" + table.columns[c]);
    out += wrappedAfter("Columns: ", util::join(named, ", "), 9);
  }
  out += '\n';
  // Key cells (ranges, or the row id of a list table) line up in columns of their width.
  const size_t keyColumns = table.isRangeTable() ? table.columnCount() : 1;
  std::vector<size_t> widths(keyColumns, 1);
  for (const tables::Row& row : table.rows) {
    for (size_t c = 0; c < keyColumns; ++c) {
      const std::string cell = table.isRangeTable() ? rangeCell(row, c) : row.id;
      widths[c] = std::max(widths[c], cell.size());
    }
  }
  if (table.columns.size() > 1) {
    std::string header;
    for (size_t c = 0; c < keyColumns; ++c) header += util::padRight(std::to_string(c + 1), widths[c] + 1);
    out += std::string(util::trim(header)) + '\n';
  }
  for (const tables::Row& row : table.rows) {
    std::string key;
    for (size_t c = 0; c < keyColumns; ++c) {
      key += util::padRight(table.isRangeTable() ? rangeCell(row, c) : row.id, widths[c] + 1);
    }
    out += wrappedAfter(key + " ", row.entry, key.size() + 1);
    // Under a wide key (six range columns) the details would be squeezed: indent less.
    out += describeRowDetails(row, key.size() + 1 > 24 ? 6 : key.size() + 1);
  }
  if (!table.notes.empty()) {
    out += "\nNotes:\n";
    for (const std::string& note : table.notes) out += wrappedAfter("- ", note, 2);
  }
  return out;
}

std::string tableListText(const tables::TableSet& set) {
  constexpr const char* kListRow = "{:<30} {:<5} {:>4} {:>7} {:>5} {:>6}\n";
  using tables::Provenance;
  std::string text = fmt::format(kListRow, "TABLE", "DIE", "ROWS", "PRINTED", "RECON", "ERRATA");
  for (const tables::Table& table : set.tables()) {
    text += fmt::format(kListRow, table.id, table.die ? table.die->name() : "list", table.rows.size(),
                        table.count(Provenance::printed), table.count(Provenance::reconstructed),
                        table.count(Provenance::errata));
    if (!table.columns.empty()) text += wrappedAfter("    columns: ", util::join(table.columns, ", "), 13);
    text += wrappedAfter("    ", table.source, 4);
  }
  return text;
}

std::string checkText(const tables::CheckedTables& checked, size_t scenarioCount) {
  using tables::Provenance;
  std::string text;
  for (const tables::Problem& problem : checked.problems) text += format(problem) + '\n';
  size_t counts[3] = {0, 0, 0};
  size_t rows = 0;
  for (const tables::Table& table : checked.set.tables()) {
    rows += table.rows.size();
    for (Provenance p : {Provenance::printed, Provenance::reconstructed, Provenance::errata}) {
      counts[static_cast<int>(p)] += table.count(p);
    }
  }
  text += fmt::format("{} files, {} tables, {} entries: {} printed, {} reconstructed, {} errata\n", checked.fileCount,
                      checked.set.tables().size(), rows, counts[0], counts[1], counts[2]);
  text += fmt::format("{} scenarios\n", scenarioCount);
  text += checked.problems.empty() ? "ok: no problems\n" : fmt::format("{} problem(s)\n", checked.problems.size());
  return text;
}

std::string lookupText(const tables::Table& table, size_t column, int roll, const tables::Row& row) {
  const std::string where = table.columns.empty() ? "" : " [" + table.columns[column] + "]";
  const std::string range = row.ranges[column]->printed + "  ";
  return fmt::format("{}{}, {} roll {}\n", table.title, where, table.die->name(), roll) +
         wrappedAfter(range, row.entry, range.size()) + describeRowDetails(row, 2) + wrappedAfter("  from: ", table.source, 8);
}

}  // namespace outremer::render
