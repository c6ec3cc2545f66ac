#include "tables/yaml_loader.hpp"

#include <fmt/format.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "tables/die.hpp"
#include "tables/file_text.hpp"
#include "tables/yaml_reader.hpp"
#include "util/edit_distance.hpp"

namespace outremer::tables {

std::string format(const Problem& problem) {
  // Messages quote the files escaped; should one still hold a raw control character or a
  // byte that is not UTF-8 (in a suggestion, say), it is escaped whole.
  const bool raw = firstBadCharacter(problem.message, "").has_value();
  return format(problem.where) + ": " + (raw ? escaped(problem.message) : problem.message);
}

namespace {

// The keys a table and a row may have besides their fields: made when first read, not by
// a static initialiser every process ran (a brief reads no YAML).
struct TableKeys {
  std::vector<std::string> table = {"id", "title", "source", "die", "columns", "fields", "notes", "rows"};
  std::vector<std::string> row = {"id",     "entry",  "range",   "ranges", "see",
                                  "source", "reason", "printed", "note"};
};

const TableKeys& tableKeys() {
  static const TableKeys made;
  return made;
}

// Walks one file, turning nodes into the table model and problems.
class FileReader : public NodeReader {
 public:
  FileReader(const std::string& path, LoadResult& result) : NodeReader(path, result.problems), result_(result) {}

  void read(const YAML::Node& root) {
    const YAML::Node tables = root.IsMap() ? root["tables"] : YAML::Node();
    if (!tables || !tables.IsSequence()) {
      problem(root, "expected a top-level 'tables:' list");
      return;
    }
    for (const YAML::Node& node : tables) {
      if (!node.IsMap()) {
        problem(node, "expected a table (a map with id, title, source, rows)");
        continue;
      }
      readTable(node);
    }
  }

 private:
  void checkKeys(const YAML::Node& map, const std::vector<std::string>& known,
                 const std::vector<FieldSpec>& fields, const char* what) {
    std::vector<std::string> allowed = known;
    for (const FieldSpec& field : fields) allowed.push_back(field.name);
    refuseUnknownKeys(map, allowed, what,
                      fields.empty() && what == std::string("row")
                          ? "; declare extra row values under the table's 'fields'"
                          : "");
  }

  void readTable(const YAML::Node& node) {
    Table table;
    table.where = at(node);
    checkKeys(node, tableKeys().table, {}, "table");
    table.id = scalar(node, "id", true, "table").value_or("");
    table.title = scalar(node, "title", true, "table").value_or("");
    table.source = scalar(node, "source", true, "table").value_or("");
    if (table.id.empty()) return;
    table.where = at(node["id"]);
    requireKebabCase(node["id"], table.id, "table id");
    if (const auto die = scalar(node, "die", false, "table")) {
      table.die = dieNamed(*die);
      if (!table.die) problem(node["die"], "unknown die " + quoted(*die) + " (expected d6, d10, d20 or d100)");
    }
    if (const YAML::Node columns = node["columns"]) readColumns(columns, table);
    if (const YAML::Node fields = node["fields"]) readFields(fields, table);
    if (const YAML::Node notes = node["notes"]) table.notes = scalarList(notes, "notes");
    const YAML::Node rows = node["rows"];
    if (!rows) {
      problem(node, "table " + quoted(table.id) + " has no 'rows'");
    } else if (!rows.IsSequence()) {
      problem(rows, "'rows' must be a list");
    } else {
      for (const YAML::Node& row : rows) readRow(row, table);
    }
    result_.tables.push_back(std::move(table));
  }

  void readColumns(const YAML::Node& columns, Table& table) {
    if (!table.die) problem(columns, "'columns' is only for range tables (with a 'die')");
    forEachScalar(columns, "columns", [&](const YAML::Node& item) {
      requireKebabCase(item, item.Scalar(), "column");
      if (table.columnIndex(item.Scalar())) {
        problem(item, "column " + quoted(item.Scalar()) + " is listed twice");
        return;
      }
      table.columns.push_back(item.Scalar());
    });
  }

  void readFields(const YAML::Node& fields, Table& table) {
    if (!fields.IsMap()) {
      problem(fields, "'fields' must map each field name to its kind");
      return;
    }
    for (const auto& pair : fields) {
      FieldSpec spec;
      spec.name = pair.first.Scalar();
      requireKebabCase(pair.first, spec.name, "field");
      if (std::ranges::find(tableKeys().row, spec.name) != tableKeys().row.end()) {
        problem(pair.first, "field " + quoted(spec.name) + " has the name of a row key; name it otherwise");
        continue;
      }
      std::string kind = pair.second.IsScalar() ? pair.second.Scalar() : "";
      if (kind.ends_with('?')) {
        spec.required = false;
        kind.pop_back();
      }
      const auto parsed = fieldKindNamed(kind);
      if (!parsed) {
        problem(pair.second, "unknown field kind " + quoted(kind) +
                                 " (expected text, dice, percent, money, number, range, "
                                 "table, list, forces or bool)");
        continue;
      }
      spec.kind = *parsed;
      table.fields.push_back(spec);
    }
  }

  void readRow(const YAML::Node& node, Table& table) {
    if (!node.IsMap()) {
      problem(node, "expected a row (a map with at least 'entry')");
      return;
    }
    checkKeys(node, tableKeys().row, table.fields, "row");
    Row row;
    row.where = at(node);
    row.entry = scalar(node, "entry", true, "row").value_or("");
    row.id = scalar(node, "id", !table.isRangeTable(), "row of a list table").value_or("");
    requireKebabCase(node["id"], row.id, "row id");
    row.see = scalar(node, "see", false, "row").value_or("");
    if (node["see"]) row.seeWhere = at(node["see"]);
    row.reason = scalar(node, "reason", false, "row").value_or("");
    row.note = scalar(node, "note", false, "row").value_or("");
    readProvenance(node, row);
    readPrinted(node, row);
    readRanges(node, table, row);
    for (const FieldSpec& spec : table.fields) readField(node, spec, row);
    table.rows.push_back(std::move(row));
  }

  void readProvenance(const YAML::Node& node, Row& row) {
    const auto source = scalar(node, "source", false, "row");
    if (!source || *source == "printed") return;
    if (*source == "reconstructed") {
      row.provenance = Provenance::reconstructed;
    } else if (*source == "errata") {
      row.provenance = Provenance::errata;
    } else {
      problem(node["source"], "unknown source " + quoted(*source) +
                                  " (expected printed, reconstructed or errata)");
    }
  }

  void readPrinted(const YAML::Node& node, Row& row) {
    const YAML::Node printed = node["printed"];
    if (!printed) return;
    if (printed.IsScalar()) {
      row.printed = printed.Scalar();
    } else if (printed.IsMap()) {
      for (const auto& pair : printed) {
        if (!row.printed.empty()) row.printed += "; ";
        row.printed += pair.first.Scalar() + ": " +
                       (pair.second.IsScalar() ? pair.second.Scalar() : std::string("(list)"));
      }
    } else {
      problem(printed, "'printed' must be a value or a map of field to printed value");
    }
  }

  void readRanges(const YAML::Node& node, const Table& table, Row& row) {
    if (!table.isRangeTable()) {
      if (node["range"] || node["ranges"]) {
        problem(node["range"] ? node["range"] : node["ranges"],
                "a list table's rows take an 'id', not a range (add a 'die' to the table)");
      }
      return;
    }
    row.ranges.resize(table.columnCount());
    if (table.columns.empty()) {
      if (node["ranges"]) problem(node["ranges"], "'ranges' needs 'columns' on the table; use 'range'");
      if (const auto text = scalar(node, "range", true, "row of a range table")) {
        row.ranges[0] = readRange(node["range"], *text, *table.die);
      }
      return;
    }
    const YAML::Node ranges = node["ranges"];
    if (node["range"]) problem(node["range"], "this table has columns: use 'ranges' (column: range)");
    if (!ranges || !ranges.IsMap()) {
      problem(ranges ? ranges : node, "a row of a table with columns needs 'ranges' (column: range)");
      return;
    }
    for (const auto& pair : ranges) {
      const std::string column = pair.first.Scalar();
      const auto index = table.columnIndex(column);
      if (!index) {
        problem(pair.first, "unknown column " + quoted(column) + util::didYouMean(column, table.columns));
        continue;
      }
      if (!pair.second.IsScalar()) {
        problem(pair.second, "a range must be a single value such as '01-30'");
        continue;
      }
      row.ranges[*index] = readRange(pair.second, pair.second.Scalar(), *table.die);
    }
  }

  std::optional<DieRange> readRange(const YAML::Node& node, const std::string& text, dice::Die die) {
    try {
      return readDieRange(text, die);
    } catch (const std::invalid_argument& error) {
      problem(node, error.what());
      return std::nullopt;
    }
  }

  void readField(const YAML::Node& row, const FieldSpec& spec, Row& target) {
    const YAML::Node node = row[spec.name];
    if (!node) {
      if (spec.required) problem(row, "row has no " + quoted(spec.name) + " (declared " + name(spec.kind) + ")");
      return;
    }
    FieldValue value;
    value.name = spec.name;
    value.where = at(node);
    if (spec.kind == FieldKind::list || spec.kind == FieldKind::zones) {
      value.items = scalarList(node, spec.name.c_str());
    } else if (spec.kind == FieldKind::forces) {
      readForces(node, value);
    } else if (node.IsScalar()) {
      value.text = node.Scalar();
    } else {
      problem(node, quoted(spec.name) + " must be a single value (" + name(spec.kind) + ")");
      return;
    }
    target.fields.push_back(std::move(value));
  }

  void readForces(const YAML::Node& node, FieldValue& value) {
    if (!node.IsSequence()) {
      problem(node, quoted(value.name) + " must be a list of {count, who}");
      return;
    }
    static const std::vector<std::string> keys = {"count", "who", "mounted", "role"};
    for (const YAML::Node& item : node) {
      if (!item.IsMap()) {
        problem(item, "a force must be a map {count, who}");
        continue;
      }
      checkKeys(item, keys, {}, "force");
      Force force;
      force.count = scalar(item, "count", true, "force").value_or("0");
      force.who = scalar(item, "who", true, "force").value_or("");
      force.role = scalar(item, "role", false, "force").value_or("");
      const auto mounted = scalar(item, "mounted", false, "force").value_or("false");
      if (mounted != "true" && mounted != "false") problem(item["mounted"], "'mounted' must be true or false");
      force.mounted = mounted == "true";
      force.where = at(item["count"] ? item["count"] : item);
      value.forces.push_back(std::move(force));
    }
  }

  LoadResult& result_;
};

Location locate(const FileName& path, const YAML::Mark& mark) {
  if (mark.line < 0) return {path, 1, 1};  // yaml-cpp's null mark
  return {path, mark.line + 1, mark.column + 1};
}

// Checks, one parse event at a time, what the node tree no longer shows: aliases, keys
// that repeat, values whose escapes ("\e", "\x85") make control characters, and a second
// document, which YAML::Load would drop unread.
class EventChecker : public YAML::EventHandler {
 public:
  EventChecker(const std::string& path, std::vector<Problem>& problems) : path_(path), problems_(problems) {}

  /// A file with an alias is not read: one alias repeated can stand for more rows than
  /// memory holds. The first alias is the problem reported.
  bool sawAlias() const { return sawAlias_; }

  /// Where yaml-cpp began a document without reading a byte since the last one began. It
  /// does so, for ever, at a token no document can start with (a ',' outside '[ ]' and
  /// '{ }', as in "- a\n, b"), so the reader stops there.
  const std::optional<YAML::Mark>& stalled() const { return stalled_; }

  void OnDocumentStart(const YAML::Mark& mark) override {
    if (documents_ > 0 && mark.pos == lastStart_) {
      stalled_ = mark;
      return;
    }
    lastStart_ = mark.pos;
    if (++documents_ == 2) problem(mark, "a second YAML document: a table file holds one, its 'tables:' list");
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { node(mark, nullptr); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    node(mark, nullptr);
    if (!sawAlias_) problem(mark, "an alias ('*'): table files do not use aliases; write the value out");
    sawAlias_ = true;
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t, const std::string& value) override {
    node(mark, &value);
    if (const auto bad = firstBadCharacter(value, "\t\n")) problem(mark, quoted(value) + " holds " + bad->description);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    node(mark, nullptr);
    open_.push_back({false, 0, {}});
  }
  void OnSequenceEnd() override { open_.pop_back(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    node(mark, nullptr);
    open_.push_back({true, 0, {}});
  }
  void OnMapEnd() override { open_.pop_back(); }

 private:
  struct Collection {
    bool isMap = false;
    size_t children = 0;
    std::map<std::string, int> keyLines;
  };

  // Every node starts here. In a map every other node is a key: a key may not repeat.
  void node(const YAML::Mark& mark, const std::string* scalar) {
    if (open_.empty()) return;
    Collection& parent = open_.back();
    const bool isKey = parent.isMap && parent.children % 2 == 0;
    ++parent.children;
    if (!isKey || scalar == nullptr) return;
    const auto [first, added] = parent.keyLines.emplace(*scalar, mark.line + 1);
    if (!added) problem(mark, "key " + quoted(*scalar) + " repeats (first on line " + std::to_string(first->second) + ")");
  }
  void problem(const YAML::Mark& mark, std::string message) {
    problems_.push_back({locate(path_, mark), std::move(message)});
  }

  const FileName path_;  // shared by every location it reports
  std::vector<Problem>& problems_;
  std::vector<Collection> open_;
  int documents_ = 0;
  int lastStart_ = 0;
  std::optional<YAML::Mark> stalled_;
  bool sawAlias_ = false;
};

// yaml-cpp's message in plain words where its own are cryptic. The rest name what is
// missing ("end of sequence flow not found") and pass escaped, as a few quote the file.
std::string plainWording(const std::string& message) {
  using namespace YAML::ErrorMsg;
  static const std::pair<const char*, const char*> kPlain[] = {
      {BAD_FILE, "lists and maps nested too deeply"},
      {MAP_VALUE, "unexpected ':' (check the indentation; quote a value that holds ': ')"},
      {END_OF_MAP, "this does not fit the map it stands in (check the indentation)"},
      {END_OF_SEQ, "this does not fit the list it stands in (check the indentation)"},
      {BLOCK_ENTRY, "unexpected '-' list item (check the indentation: spaces, not tabs)"},
      {TAB_IN_INDENTATION, "a tab in the indentation (indent with spaces)"},
      {MAP_KEY, "unexpected '?' key (check the indentation)"},
      {FLOW_END, "a ']' or '}' that closes nothing"},
      {UNKNOWN_TOKEN, "a value cannot start with this character (quote the value)"},
      {INVALID_HEX, "an escape such as \\x41 needs hexadecimal digits"},
  };
  for (const auto& [yaml, plain] : kPlain) {
    if (message == yaml) return plain;
  }
  const std::string_view rest = std::string_view(message).substr(message.find(": ") + 2);
  if (message.starts_with(INVALID_ESCAPE)) {
    return "unknown escape '\\" + escaped(rest) + "' in a double-quoted value (write \\\\ for a backslash)";
  }
  int code = 0;
  if (message.starts_with(INVALID_UNICODE) && std::from_chars(rest.data(), rest.data() + rest.size(), code).ec == std::errc{}) {
    return fmt::format("a \\u or \\U escape names no Unicode character (U+{:04X})", code);
  }
  return escaped(message);
}

// A file too big or holding anything but text is reported and not parsed: yaml-cpp would
// spend seconds and gigabytes on it, or pass its bytes on into the tables.
bool isTableText(const SourceText& file, std::vector<Problem>& problems) {
  Problem problem;
  problem.where = {file.path, 1, 1};
  if (file.text.size() > kMaxTableFileBytes) {
    problem.message = "file is larger than " + std::to_string(kMaxTableFileBytes >> 20) +
                      " MiB, the most a table file may hold: split its tables";
  } else if (const auto bad = firstBadCharacter(file.text, "\t\n\r")) {
    const std::string_view before = std::string_view(file.text).substr(0, bad->offset);
    const size_t lineStart = before.rfind('\n') + 1;  // 0 on the first line
    problem.where.line += static_cast<int>(std::count(before.begin(), before.end(), '\n'));
    problem.where.column += static_cast<int>(bad->offset - lineStart);
    problem.message = bad->description + ": a table file holds UTF-8 text";
  } else {
    return true;
  }
  problems.push_back(std::move(problem));
  return false;
}

}  // namespace

bool isKebabCase(std::string_view name) {
  // Ids, columns and field names are kebab-case: references join them with '#' and '/',
  // and they show in messages and on the command line.
  if (name.empty() || name.front() == '-' || name.back() == '-' || name.find("--") != std::string_view::npos) {
    return false;
  }
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

void readYamlFile(const SourceText& file, std::vector<Problem>& problems,
                  const std::function<void(const YAML::Node&)>& read) {
  if (!isTableText(file, problems)) return;
  try {
    std::istringstream in(file.text);
    YAML::Parser parser(in);
    EventChecker checker(file.path, problems);
    while (!checker.stalled() && parser.HandleNextDocument(checker)) {
    }
    if (const auto& at = checker.stalled()) {
      const auto pos = static_cast<size_t>(at->pos);
      const char token = pos < file.text.size() ? file.text[pos] : ' ';
      const std::string what = token > ' ' && token < 0x7f ? fmt::format("'{}'", token) : "character";
      throw TableSyntaxError(
          locate(file.path, *at),
          "unexpected " + what + " outside any '[ ]' or '{ }' (quote a value that starts with it)");
    }
    if (!checker.sawAlias()) read(YAML::Load(file.text));
  } catch (const YAML::Exception& error) {
    throw TableSyntaxError(locate(file.path, error.mark), plainWording(error.msg));
  }
}

Location NodeReader::at(const YAML::Node& node) const {
  // A node made up by yaml-cpp for a missing key has no mark (-1): point at the file.
  return locate(path_, node.Mark());
}

void NodeReader::problem(const YAML::Node& node, std::string message) {
  problems_.push_back({at(node), std::move(message)});
}

void NodeReader::requireKebabCase(const YAML::Node& node, const std::string& name, const char* what) {
  if (!name.empty() && !isKebabCase(name)) {
    problem(node, std::string(what) + " " + quoted(name) +
                      " is not kebab-case (lower-case letters and digits joined by '-')");
  }
}

std::optional<std::string> NodeReader::scalar(const YAML::Node& map, const char* key, bool required,
                                              const char* what) {
  const YAML::Node node = map[key];
  if (!node) {
    if (required) problem(map, std::string(what) + " has no '" + key + "'");
    return std::nullopt;
  }
  if (!node.IsScalar()) {
    problem(node, std::string("'") + key + "' must be a single value");
    return std::nullopt;
  }
  return node.Scalar();
}

std::vector<std::string> NodeReader::scalarList(const YAML::Node& node, const char* key) {
  std::vector<std::string> items;
  forEachScalar(node, key, [&items](const YAML::Node& item) { items.push_back(item.Scalar()); });
  return items;
}

void NodeReader::refuseUnknownKeys(const YAML::Node& map, const std::vector<std::string>& allowed,
                                   const char* what, const std::string& hint) {
  for (const auto& pair : map) {
    const std::string key = pair.first.Scalar();
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      problem(pair.first, "unknown key " + quoted(key) + " in " + what + util::didYouMean(key, allowed) + hint);
    }
  }
}

LoadResult loadTables(std::span<const SourceText> files) {
  LoadResult result;
  for (const SourceText& file : files) {
    readYamlFile(file, result.problems, [&](const YAML::Node& root) { FileReader(file.path, result).read(root); });
  }
  return result;
}

}  // namespace outremer::tables
