#include "cli/table_export.hpp"

#include <nlohmann/json.hpp>

#include "render/table_text.hpp"
#include "tables/default_tables.hpp"
#include "cli/table_files.hpp"
#include "util/text.hpp"

namespace outremer::cli {

namespace {

std::string baseName(std::string_view path) {
  const size_t slash = path.rfind('/');
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + '"';
}

std::string csvLine(const std::vector<std::string>& fields) {
  std::string line;
  for (size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csvField(fields[i]);
  return line + "\r\n";
}

std::vector<std::string> rangeHeads(const tables::Table& table) {
  if (!table.isRangeTable()) return {};
  if (table.columns.empty()) return {table.die->name()};
  return table.columns;
}

std::string tableCsv(const tables::Table& table) {
  const size_t rangeColumns = rangeHeads(table).size();
  std::vector<std::string> head = rangeHeads(table);
  for (const char* name : {"id", "entry", "see", "provenance", "reason", "printed", "note"}) head.push_back(name);
  for (const tables::FieldSpec& field : table.fields) head.push_back(field.name);
  std::string csv = csvLine(head);
  for (const tables::Row& row : table.rows) {
    std::vector<std::string> line;
    for (size_t column = 0; column < rangeColumns; ++column) {
      const bool has = column < row.ranges.size() && row.ranges[column];
      line.push_back(has ? row.ranges[column]->printed : "");
    }
    for (const std::string* text : {&row.id, &row.entry, &row.see}) line.push_back(*text);
    line.push_back(tables::name(row.provenance));
    for (const std::string* text : {&row.reason, &row.printed, &row.note}) line.push_back(*text);
    for (const tables::FieldSpec& field : table.fields) {
      const tables::FieldValue* value = row.field(field.name);
      line.push_back(value ? render::describeValue(*value) : "");
    }
    csv += csvLine(line);
  }
  return csv;
}

// The book's d20 is two d10 added (2..20); every other die is one die.
std::string foundryFormula(const dice::Die& die) {
  return die.sides == 20 ? "2d10" : "1d" + std::to_string(die.sides);
}

std::string resultText(const tables::Row& row) {
  std::string text = row.entry;
  if (row.provenance != tables::Provenance::printed) text += " [" + std::string(tables::name(row.provenance)) + "]";
  return text;
}

nlohmann::ordered_json foundryResult(const tables::TableSet& set, const tables::Row& row, const tables::DieRange& range,
                                     size_t index) {
  nlohmann::ordered_json result;
  result["_id"] = foundryId(row.id, std::to_string(index));
  const tables::Table* linked = row.see.empty() ? nullptr : set.find(row.see);
  if (linked != nullptr && linked->isRangeTable() && linked->columns.empty()) {
    result["type"] = "document";
    result["documentCollection"] = "RollTable";
    result["documentId"] = foundryId(linked->id, "");
    result["text"] = util::escapeMarkup(linked->title);
  } else {
    result["type"] = "text";
    result["text"] = util::escapeMarkup(resultText(row) + (row.see.empty() ? "" : " (see " + row.see + ")"));
  }
  result["img"] = "icons/svg/d20-black.svg";
  result["range"] = {range.low, range.high};
  result["weight"] = range.high - range.low + 1;
  result["drawn"] = false;
  nlohmann::ordered_json flags = {{"id", row.id}, {"provenance", tables::name(row.provenance)}};
  if (!row.reason.empty()) flags["reason"] = row.reason;
  if (!row.printed.empty()) flags["printed"] = row.printed;
  result["flags"] = {{"outremer", flags}};
  return result;
}

std::string foundryDescription(const tables::Table& table) {
  std::string text = "<p>" + util::escapeMarkup(table.source) + "</p>";
  for (const std::string& note : table.notes) text += "<p>" + util::escapeMarkup(note) + "</p>";
  return text;
}

nlohmann::ordered_json foundryTable(const tables::TableSet& set, const tables::Table& table, size_t column) {
  const std::string columnName = table.columns.empty() ? "" : table.columns[column];
  nlohmann::ordered_json document;
  document["_id"] = foundryId(table.id, columnName);
  document["name"] = columnName.empty() ? table.title : table.title + " (" + columnName + ")";
  document["img"] = "icons/svg/d20-grey.svg";
  document["description"] = foundryDescription(table);
  document["formula"] = foundryFormula(*table.die);
  document["replacement"] = true;
  document["displayRoll"] = true;
  document["results"] = nlohmann::ordered_json::array();
  size_t index = 0;
  for (const tables::Row& row : table.rows) {
    if (column < row.ranges.size() && row.ranges[column]) {
      document["results"].push_back(foundryResult(set, row, *row.ranges[column], index++));
    }
  }
  document["flags"] = {{"outremer", {{"table", table.id}, {"column", columnName}}}};
  return document;
}

}  // namespace

const std::vector<std::string>& exportForms() {
  static const std::vector<std::string> forms = {"yaml", "csv", "foundry"};
  return forms;
}

std::vector<ExportedFile> yamlExport() {
  std::vector<ExportedFile> files;
  for (const util::EmbeddedFile& file : table_files::embeddedFiles()) {
    files.push_back({baseName(file.path), std::string(file.bytes)});
  }
  // The printed scenarios, where --tables DIR looks for them.
  for (const util::EmbeddedFile& file : tables::defaultScenarioFiles()) {
    files.push_back({"scenarios/" + baseName(file.path), std::string(file.bytes)});
  }
  return files;
}

std::vector<ExportedFile> csvExport(const tables::TableSet& set) {
  std::vector<ExportedFile> files;
  for (const tables::Table& table : set.tables()) files.push_back({table.id + ".csv", tableCsv(table)});
  return files;
}

std::vector<ExportedFile> foundryExport(const tables::TableSet& set) {
  std::vector<ExportedFile> files;
  for (const tables::Table& table : set.tables()) {
    if (!table.isRangeTable()) continue;
    for (size_t column = 0; column < table.columnCount(); ++column) {
      const std::string name = table.columns.empty() ? table.id : table.id + "." + table.columns[column];
      files.push_back({name + ".json", foundryTable(set, table, column).dump(2) + '\n'});
    }
  }
  return files;
}

std::string foundryId(const std::string& table, const std::string& column) {
  // Two FNV-1a hashes of "table/column" (the second salted), eight base-62 digits each:
  // stable across exports, so links between the exported tables hold and a re-import
  // replaces rather than adds.
  static constexpr std::string_view digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  std::string id;
  for (const std::string_view salt : {"", "#"}) {
    uint64_t hash = 14695981039346656037ULL;
    for (char c : table + "/" + column + std::string(salt)) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    for (int i = 0; i < 8; ++i, hash /= digits.size()) id += digits[hash % digits.size()];
  }
  return id;
}

}  // namespace outremer::cli
