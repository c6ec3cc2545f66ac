#include "cli/table_export.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

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

// An entry with its provenance when the book does not print it as it stands.
std::string markedEntry(const tables::Row& row) {
  if (row.provenance == tables::Provenance::printed) return row.entry;
  return row.entry + " [" + std::string(tables::name(row.provenance)) + "]";
}

bool isDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A column heading no spreadsheet reads as a date: the combat odds "2-1" and "12-1-plus"
// are written "odds 2:1" and "odds 12:1+"; other column ids hold letters already.
std::string gridHeading(const std::string& column) {
  std::string_view rest = column;
  const bool plus = rest.size() > 5 && rest.substr(rest.size() - 5) == "-plus";
  if (plus) rest.remove_suffix(5);
  const size_t dash = rest.find('-');
  if (dash != std::string_view::npos && isDigits(rest.substr(0, dash)) && isDigits(rest.substr(dash + 1))) {
    return "odds " + std::string(rest.substr(0, dash)) + ":" + std::string(rest.substr(dash + 1)) + (plus ? "+" : "");
  }
  return column;
}

// A table read off a grid: named columns on a die of a few faces (d6, d10), as the combat,
// missile and morale tables are printed.
bool isGridTable(const tables::Table& table) {
  return table.isRangeTable() && !table.columns.empty() && table.die->sides <= 10;
}

std::string gridCsv(const tables::Table& table) {
  std::vector<std::string> head = {"die"};
  for (const std::string& column : table.columns) head.push_back(gridHeading(column));
  std::string csv = csvLine(head);
  for (int face = table.die->minimum(); face <= table.die->maximum(); ++face) {
    std::vector<std::string> line = {std::to_string(face)};
    for (size_t column = 0; column < table.columns.size(); ++column) {
      const tables::Row* row = table.rowFor(column, face);
      line.push_back(row ? markedEntry(*row) : "");
    }
    csv += csvLine(line);
  }
  return csv;
}

std::vector<std::string> rangeHeads(const tables::Table& table) {
  if (!table.isRangeTable()) return {};
  if (table.columns.empty()) return {"low", "high"};
  std::vector<std::string> heads;
  for (const std::string& column : table.columns) {
    heads.push_back(column + " low");
    heads.push_back(column + " high");
  }
  return heads;
}

std::string rowsCsv(const tables::Table& table) {
  const size_t rangeColumns = table.isRangeTable() ? table.columnCount() : 0;
  std::vector<std::string> head = rangeHeads(table);
  for (const char* name : {"id", "entry", "see", "provenance", "reason", "printed", "note"}) head.push_back(name);
  for (const tables::FieldSpec& field : table.fields) head.push_back(field.name);
  std::string csv = csvLine(head);
  for (const tables::Row& row : table.rows) {
    std::vector<std::string> line;
    for (size_t column = 0; column < rangeColumns; ++column) {
      const bool has = column < row.ranges.size() && row.ranges[column];
      line.push_back(has ? std::to_string(row.ranges[column]->low) : "");
      line.push_back(has ? std::to_string(row.ranges[column]->high) : "");
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

// --- Foundry ------------------------------------------------------------------------

// The book's d20 is two d10 added (2..20); every other die is one die.
std::string foundryFormula(const dice::Die& die) {
  return die.sides == 20 ? "2d10" : "1d" + std::to_string(die.sides);
}

bool isAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

size_t digitsAt(std::string_view text, size_t at) {
  size_t end = at;
  while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
  return end - at;
}

// One die term at |at| ("d6", "2d10"): its end, and the term as Foundry rolls it; nullopt
// where none starts there or it runs on into a word.
std::optional<std::pair<size_t, std::string>> dieTermAt(std::string_view text, size_t at) {
  const size_t countDigits = digitsAt(text, at);
  size_t pos = at + countDigits;
  if (countDigits > 3 || pos >= text.size() || (text[pos] != 'd' && text[pos] != 'D')) return std::nullopt;
  const size_t sideDigits = digitsAt(text, pos + 1);
  if (sideDigits == 0 || sideDigits > 4) return std::nullopt;
  const int count = countDigits == 0 ? 1 : std::stoi(std::string(text.substr(at, countDigits)));
  const int sides = std::stoi(std::string(text.substr(pos + 1, sideDigits)));
  pos += 1 + sideDigits;
  if (count < 1 || sides < 2 || (pos < text.size() && isAlnum(text[pos]))) return std::nullopt;
  // The book's d20 is two d10 added: a d20 rolls as 2d10, so its spread is the book's.
  const std::string term = sides == 20 ? std::to_string(2 * count) + "d10"
                                       : std::to_string(count) + "d" + std::to_string(sides);
  return std::make_pair(pos, term);
}

// A whole dice expression at |at|: a die term, then any "+N", "-N" or "+dN" after it.
std::optional<std::pair<size_t, std::string>> diceAt(std::string_view text, size_t at) {
  auto first = dieTermAt(text, at);
  if (!first) return std::nullopt;
  auto [pos, expression] = *first;
  while (pos + 1 < text.size() && (text[pos] == '+' || text[pos] == '-')) {
    if (auto term = dieTermAt(text, pos + 1)) {
      expression += text[pos] + term->second;
      pos = term->first;
      continue;
    }
    const size_t number = digitsAt(text, pos + 1);
    if (number == 0 || (pos + 1 + number < text.size() && isAlnum(text[pos + 1 + number]))) break;
    expression += std::string(text.substr(pos, 1 + number));
    pos += 1 + number;
  }
  return std::make_pair(pos, expression);
}

// The CONST.TABLE_RESULT_TYPES value of a text or a document result in |version|: numbers
// up to Foundry 11 (0 text, 1 document), names from 12.
nlohmann::ordered_json resultType(const std::string& version, bool document) {
  if (version == "10" || version == "11") return document ? 1 : 0;
  return document ? "document" : "text";
}

// One RollTable to write: a column of a range table, or a whole list table.
struct FoundryDocument {
  const tables::Table* table = nullptr;
  size_t column = 0;
  std::string key;   // the file's name without .json, and flags.outremer.key
  std::string name;  // as Foundry shows it
};

std::string documentKey(const tables::Table& table, const std::string& column) {
  return column.empty() ? table.id : table.id + "." + column;
}

FoundryDocument documentFor(const tables::Table& table, size_t column) {
  const std::string columnName = table.columns.empty() ? "" : table.columns[column];
  return {&table, column, documentKey(table, columnName),
          columnName.empty() ? table.title : table.title + " (" + columnName + ")"};
}

// What a row's `see:` becomes in Foundry: a link to one exported RollTable, the text of the
// row it names, or the names of the column RollTables the situation picks from.
struct SeeTarget {
  const FoundryDocument* link = nullptr;
  const tables::Table* table = nullptr;
  const tables::Row* row = nullptr;
  std::vector<const FoundryDocument*> columns;
};

class FoundryWriter {
 public:
  FoundryWriter(const tables::TableSet& set, std::string version) : set_(set), version_(std::move(version)) {
    for (const tables::Table& table : set.tables()) {
      if (!table.isRangeTable()) continue;
      for (size_t column = 0; column < table.columnCount(); ++column) add(documentFor(table, column));
    }
    // The list tables an exported entry sends the reader to, and those theirs send him to.
    for (size_t next = 0; next < order_.size(); ++next) {
      const FoundryDocument document = *order_[next];
      for (const tables::Row& row : document.table->rows) {
        if (!row.see.empty()) targets_.emplace(&row, target(row));
      }
    }
  }

  std::vector<ExportedFile> files() const {
    std::vector<ExportedFile> files;
    std::string macro = macroHead();
    for (const FoundryDocument* document : order_) {
      const nlohmann::ordered_json json = documentJson(*document);
      files.push_back({document->key + ".json", json.dump(2) + '\n'});
      macro += "    " + json.dump() + ",\n";
    }
    files.push_back({"import-outremer.js", macro + macroTail()});
    return files;
  }

 private:
  const FoundryDocument* add(FoundryDocument document) {
    auto [at, added] = documents_.emplace(document.key, std::move(document));
    if (added) order_.push_back(&at->second);
    return &at->second;
  }

  const FoundryDocument* listDocument(const tables::Table& table) { return add(documentFor(table, 0)); }

  SeeTarget target(const tables::Row& row) {
    SeeTarget see;
    const tables::Reference reference = tables::readReference(row.see);
    const tables::Table* table = set_.find(reference.table);
    if (table == nullptr) return see;
    see.table = table;
    if (reference.mark == '/') {
      see.row = table->rowWithId(reference.part);
      return see;
    }
    if (!table->isRangeTable()) {
      see.link = listDocument(*table);  // the whole list, or a field of it
      return see;
    }
    if (table->columns.empty()) {
      see.link = &documents_.at(table->id);
    } else if (reference.mark == '#' && table->columnIndex(reference.part)) {
      see.link = &documents_.at(documentKey(*table, reference.part));
    } else {
      for (const std::string& column : table->columns) see.columns.push_back(&documents_.at(documentKey(*table, column)));
    }
    return see;
  }

  nlohmann::ordered_json result(const tables::Table& table, const tables::Row& row, int low, int high) const {
    std::string text = row.entry;
    if (!table.isRangeTable()) {
      std::string values;
      for (const tables::FieldValue& value : row.fields) {
        const std::string described = render::describeValue(value);
        if (!described.empty()) values += (values.empty() ? "" : "; ") + value.name + ": " + described;
      }
      if (!values.empty()) text += " (" + values + ")";
    }
    nlohmann::ordered_json flags = {{"id", row.id}, {"provenance", tables::name(row.provenance)}};
    const auto found = targets_.find(&row);
    const SeeTarget see = found == targets_.end() ? SeeTarget{} : found->second;
    if (see.row != nullptr) {
      // A result letter spelled out by its key; any other row named by its table.
      const bool letter = row.entry.size() == 1 && row.entry[0] >= 'A' && row.entry[0] <= 'Z';
      text = letter ? row.entry + ": " + see.row->entry : text + " (see " + see.table->title + ": " + see.row->entry + ")";
    } else if (see.link != nullptr) {
      text += " (see " + see.link->name + ")";
      flags["link"] = see.link->key;
    } else if (!see.columns.empty()) {
      std::string names;
      nlohmann::ordered_json keys = nlohmann::ordered_json::array();
      for (const FoundryDocument* column : see.columns) {
        names += (names.empty() ? "" : "; ") + column->name;
        keys.push_back(column->key);
      }
      text += " (see " + see.table->title + ", the table for the situation: " + names + ")";
      flags["tables"] = keys;
    }
    if (row.provenance != tables::Provenance::printed) text += " [" + std::string(tables::name(row.provenance)) + "]";
    if (!row.reason.empty()) flags["reason"] = row.reason;
    if (!row.printed.empty()) flags["printed"] = row.printed;
    nlohmann::ordered_json json;
    json["type"] = resultType(version_, see.link != nullptr);
    json["text"] = foundryInlineRolls(util::escapeMarkup(text));
    json["img"] = "icons/svg/d20-black.svg";
    // A link's target gets its id when import-outremer.js has made it (docs/FOUNDRY.md).
    json["documentCollection"] = see.link != nullptr ? "RollTable" : "";
    json["documentId"] = nullptr;
    json["weight"] = high - low + 1;
    json["range"] = {low, high};
    json["drawn"] = false;
    json["flags"] = {{"outremer", flags}};
    return json;
  }

  nlohmann::ordered_json documentJson(const FoundryDocument& document) const {
    const tables::Table& table = *document.table;
    std::string description = "<p>" + util::escapeMarkup(table.source) + "</p>";
    if (!table.isRangeTable()) description += "<p>A list, read rather than rolled: one result per row.</p>";
    for (const std::string& note : table.notes) description += "<p>" + util::escapeMarkup(note) + "</p>";
    nlohmann::ordered_json json;
    json["name"] = document.name;
    json["img"] = "icons/svg/d20-grey.svg";
    json["description"] = description;
    json["formula"] = table.isRangeTable() ? foundryFormula(*table.die) : "1d" + std::to_string(table.rows.size());
    json["replacement"] = true;
    json["displayRoll"] = true;
    json["results"] = nlohmann::ordered_json::array();
    int index = 0;
    for (const tables::Row& row : table.rows) {
      ++index;
      if (!table.isRangeTable()) {
        json["results"].push_back(result(table, row, index, index));
      } else if (document.column < row.ranges.size() && row.ranges[document.column]) {
        const tables::DieRange& range = *row.ranges[document.column];
        json["results"].push_back(result(table, row, range.low, range.high));
      }
    }
    const std::string column = table.columns.empty() ? "" : table.columns[document.column];
    json["flags"] = {{"outremer", {{"key", document.key}, {"table", table.id}, {"column", column}}}};
    return json;
  }

  static std::string macroHead() {
    return "// The Outremer tables as Foundry VTT RollTables (Foundry 10, 11 and 12), written by\n"
           "// `outremer tables export --as foundry`. Run it once as a script macro: it makes a\n"
           "// folder \"Outremer\" of RollTables, then links each entry that sends the reader to\n"
           "// another table to the RollTable just made for it (docs/FOUNDRY.md).\n"
           "(async () => {\n"
           "  const tables = [\n";
  }

  static std::string macroTail() {
    return "  ];\n"
           "  if (!game.user.isGM) {\n"
           "    ui.notifications.error(\"Outremer: only a GM can create RollTables.\");\n"
           "    return;\n"
           "  }\n"
           "  // This Foundry's own result types: numbers up to 11, names from 12. A link is made\n"
           "  // a text first and a link once the table it names has its id.\n"
           "  const types = CONST.TABLE_RESULT_TYPES;\n"
           "  const folder = await Folder.create({name: \"Outremer\", type: \"RollTable\"});\n"
           "  for (const table of tables) {\n"
           "    table.folder = folder.id;\n"
           "    for (const result of table.results) {\n"
           "      result.type = types.TEXT;\n"
           "      result.documentCollection = \"\";\n"
           "    }\n"
           "  }\n"
           "  const created = await RollTable.createDocuments(tables);\n"
           "  const idOf = new Map(created.map((table) => [table.flags.outremer.key, table.id]));\n"
           "  for (const table of created) {\n"
           "    const links = table.results\n"
           "      .filter((result) => result.flags.outremer?.link)\n"
           "      .map((result) => ({\n"
           "        _id: result.id,\n"
           "        type: types.DOCUMENT,\n"
           "        documentCollection: \"RollTable\",\n"
           "        documentId: idOf.get(result.flags.outremer.link),\n"
           "      }));\n"
           "    if (links.length > 0) await table.updateEmbeddedDocuments(\"TableResult\", links);\n"
           "  }\n"
           "  ui.notifications.info(`Outremer: ${created.length} RollTables made in the folder \"${folder.name}\".`);\n"
           "})();\n";
  }

  const tables::TableSet& set_;
  std::string version_;
  std::map<std::string, FoundryDocument> documents_;
  std::vector<const FoundryDocument*> order_;
  std::map<const tables::Row*, SeeTarget> targets_;  // each exported row's `see:`
};

}  // namespace

const std::vector<std::string>& exportForms() {
  static const std::vector<std::string> forms = {"yaml", "csv", "foundry"};
  return forms;
}

const std::vector<std::string>& foundryVersions() {
  static const std::vector<std::string> versions = {"10", "11", "12"};
  return versions;
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
  for (const tables::Table& table : set.tables()) {
    files.push_back({table.id + ".csv", isGridTable(table) ? gridCsv(table) : rowsCsv(table)});
  }
  return files;
}

std::vector<ExportedFile> foundryExport(const tables::TableSet& set, const std::string& version) {
  return FoundryWriter(set, version).files();
}

std::string foundryInlineRolls(std::string_view text) {
  std::string out;
  for (size_t at = 0; at < text.size();) {
    if (at == 0 || (!isAlnum(text[at - 1]) && text[at - 1] != '[')) {
      if (auto dice = diceAt(text, at)) {
        out += "[[" + dice->second + "]]";
        at = dice->first;
        continue;
      }
    }
    out += text[at++];
  }
  return out;
}

}  // namespace outremer::cli
