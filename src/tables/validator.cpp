#include "tables/validator.hpp"

#include <map>
#include <set>

#include "dice/dice_expression.hpp"
#include "tables/field_value.hpp"
#include "tables/file_text.hpp"
#include "tables/money.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::tables {
namespace {

class Validator {
 public:
  explicit Validator(const std::vector<Table>& tables) : tables_(tables) {
    for (const Table& table : tables) {
      ids_.push_back(table.id);
      if (!byId_.emplace(table.id, &table).second) {
        add(table.where, "duplicate table id " + quoted(table.id) + " (first at " +
                             format(byId_.at(table.id)->where) + ")");
      }
    }
  }

  std::vector<Problem> run() {
    for (const Table& table : tables_) {
      checkRowIds(table);
      if (table.isRangeTable()) checkCoverage(table);
      for (const Row& row : table.rows) checkRow(table, row);
    }
    return std::move(problems_);
  }

 private:
  void add(const Location& where, std::string message) {
    problems_.push_back({where, std::move(message)});
  }

  void checkRowIds(const Table& table) {
    std::map<std::string, const Row*> seen;
    for (const Row& row : table.rows) {
      if (row.id.empty()) continue;
      if (!seen.emplace(row.id, &row).second) {
        add(row.where, "duplicate row id " + quoted(row.id) + " in table " + quoted(table.id));
      }
    }
  }

  void checkCoverage(const Table& table) {
    const dice::Die die = *table.die;
    for (size_t c = 0; c < table.columnCount(); ++c) {
      const std::string column = table.columns.empty() ? "" : " column " + quoted(table.columns[c]);
      std::vector<const Row*> owner(static_cast<size_t>(die.maximum()) + 1, nullptr);
      for (const Row& row : table.rows) {
        if (c >= row.ranges.size() || !row.ranges[c]) continue;
        const DieRange& range = *row.ranges[c];
        bool reported = false;  // one message per overlapping range, at its first value
        for (int roll = range.low; roll <= range.high; ++roll) {
          const Row*& first = owner[static_cast<size_t>(roll)];
          if (first == nullptr) {
            first = &row;
          } else if (!reported) {
            reported = true;
            add(row.where, "table " + quoted(table.id) + column + ": range " + range.printed +
                               " overlaps " + first->ranges[c]->printed + " (line " +
                               std::to_string(first->where.line) + ") at " + std::to_string(roll));
          }
        }
      }
      reportGaps(table, column, owner);
    }
  }

  void reportGaps(const Table& table, const std::string& column, const std::vector<const Row*>& owner) {
    const int low = table.die->minimum();
    const int high = table.die->maximum();
    for (int roll = low; roll <= high; ++roll) {
      if (owner[static_cast<size_t>(roll)] != nullptr) continue;
      int end = roll;
      while (end < high && owner[static_cast<size_t>(end) + 1] == nullptr) ++end;
      const std::string span = roll == end ? std::to_string(roll)
                                           : std::to_string(roll) + "-" + std::to_string(end);
      add(table.where, "table " + quoted(table.id) + column + ": no entry for " + span + " on " +
                           table.die->name());
      roll = end;
    }
  }

  void checkRow(const Table& table, const Row& row) {
    if (!row.see.empty()) checkReference(row.see, row.seeWhere);
    // A row that sends the reader back to roll its own table again, or to itself, sends the
    // generator round for ever (another row of its own list is a row read, not a loop).
    const Reference see = readReference(row.see);
    if (!row.see.empty() && see.table == table.id && (see.mark != '/' || see.part == row.id)) {
      add(row.seeWhere, "table " + quoted(table.id) + " row " + quoted(row.id.empty() ? row.entry : row.id) +
                            ": see: " + quoted(row.see) + " leads back to " +
                            (see.mark == '/' ? "the row itself" : "the row's own table") + ", a loop");
    }
    if (row.provenance != Provenance::printed && util::trim(row.reason).empty()) {
      const char* article = row.provenance == Provenance::errata ? "an " : "a ";
      add(row.where, article + std::string(name(row.provenance)) + " row needs a 'reason'");
    }
    if (row.provenance == Provenance::errata && row.printed.empty()) {
      add(row.where, "an errata row needs 'printed': what the book prints");
    }
    for (const FieldValue& value : row.fields) {
      for (const FieldSpec& spec : table.fields) {
        if (spec.name == value.name) checkValue(spec.kind, value);
      }
    }
  }

  void checkValue(FieldKind kind, const FieldValue& value) {
    const std::string_view text = util::trim(value.text);
    switch (kind) {
      case FieldKind::text:
      case FieldKind::list: return;
      case FieldKind::zones:
        for (const std::string& item : value.items) checkZone(item, value.where);
        return;
      case FieldKind::dice: checkDice(text, value.where); return;
      case FieldKind::forces:
        for (const Force& force : value.forces) checkDice(force.count, force.where);
        return;
      case FieldKind::table: checkReference(std::string(text), value.where); return;
      case FieldKind::boolean:
        if (text != "true" && text != "false") add(value.where, "expected true or false, got " + quoted(value.text));
        return;
      case FieldKind::percent: checkPercent(text, value.where); return;
      case FieldKind::number: checkNumber(text, value.where); return;
      case FieldKind::range: checkRange(text, value.where); return;
      case FieldKind::money:
        try {
          Money::parse(text);
        } catch (const std::invalid_argument& error) {
          add(value.where, error.what());
        }
        return;
    }
  }

  void checkZone(const std::string& text, const Location& where) {
    std::string error;
    if (!readSetupZone(text, error)) add(where, "bad zone " + quoted(text) + ": " + error);
  }

  void checkDice(std::string_view text, const Location& where) {
    if (text == "-") return;
    try {
      dice::DiceExpression::parse(text);
    } catch (const dice::DiceSyntaxError& error) {
      add(where, "bad dice expression " + quoted(text) + ": " + escaped(error.what()) + " (at character " +
                     std::to_string(error.column()) + ")");
    }
  }

  void checkPercent(std::string_view text, const Location& where) {
    if (!readPercent(text)) add(where, "expected a percent 0..100, got " + quoted(text));
  }

  void checkNumber(std::string_view text, const Location& where) {
    if (!readNumber(text)) add(where, "expected a number, got " + quoted(text));
  }

  void checkRange(std::string_view text, const Location& where) {
    if (!readSpan(text)) add(where, "expected a range LOW-HIGH, got " + quoted(text));
  }

  // "TABLE", "TABLE#COLUMN-OR-FIELD" or "TABLE/ROW-ID".
  void checkReference(const std::string& text, const Location& where) {
    const Reference reference = readReference(text);
    const std::string& id = reference.table;
    const auto it = byId_.find(id);
    if (it == byId_.end()) {
      add(where, "unknown table " + quoted(id) + util::didYouMean(id, ids_));
      return;
    }
    if (reference.mark == '\0') return;
    const Table& target = *it->second;
    const std::string& part = reference.part;
    if (reference.mark == '/') {
      if (target.rowWithId(part) == nullptr) {
        std::vector<std::string> rowIds;
        for (const Row& row : target.rows) rowIds.push_back(row.id);
        add(where, "table " + quoted(id) + " has no row " + quoted(part) + util::didYouMean(part, rowIds));
      }
      return;
    }
    std::vector<std::string> names = target.columns;
    for (const FieldSpec& field : target.fields) names.push_back(field.name);
    if (std::find(names.begin(), names.end(), part) == names.end()) {
      add(where, "table " + quoted(id) + " has no column " + quoted(part) + util::didYouMean(part, names));
    }
  }

  const std::vector<Table>& tables_;
  std::map<std::string, const Table*> byId_;
  std::vector<std::string> ids_;
  std::vector<Problem> problems_;
};

}  // namespace

std::vector<Problem> validate(const std::vector<Table>& tables) { return Validator(tables).run(); }

}  // namespace outremer::tables
