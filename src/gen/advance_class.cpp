// Finding an advancement class and its events; reading and writing points.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "gen/advancement.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kPrefix = "advancement-";

std::string_view shortId(std::string_view classId) {
  return classId.starts_with(kPrefix) ? classId.substr(kPrefix.size()) : classId;
}

bool applies(const tables::Row& row, std::string_view type) {
  const tables::FieldValue* types = row.field("applies-to");
  return types && std::find(types->items.begin(), types->items.end(), type) != types->items.end();
}

std::vector<std::string> classIds(const Rules& rules) {
  std::vector<std::string> ids;
  for (const tables::Row& row : rules.table("advancement-classes").rows) ids.emplace_back(shortId(row.id));
  return ids;
}

}  // namespace

std::optional<int> parseHundredths(std::string_view text) {
  text = util::trim(text);
  bool negative = false;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  const size_t dot = text.find('.');
  const std::string_view whole = text.substr(0, dot);
  const std::string_view fraction = dot == std::string_view::npos ? std::string_view{} : text.substr(dot + 1);
  const auto digits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if ((whole.empty() && fraction.empty()) || !digits(whole) || !digits(fraction) || fraction.size() > 2 ||
      whole.size() > 6 || (dot != std::string_view::npos && fraction.empty())) {
    return std::nullopt;
  }
  int value = 0;
  for (char c : whole) value = value * 10 + (c - '0');
  value *= 100;
  if (!fraction.empty()) value += (fraction[0] - '0') * 10 + (fraction.size() > 1 ? fraction[1] - '0' : 0);
  return negative ? -value : value;
}

std::string pointsText(int hundredths, bool sign) {
  std::string text = hundredths < 0 ? "-" : (sign && hundredths > 0 ? "+" : "");
  const int magnitude = std::abs(hundredths);
  text += std::to_string(magnitude / 100);
  const int cents = magnitude % 100;
  if (cents != 0) text += '.' + std::string(1, static_cast<char>('0' + cents / 10));
  if (cents % 10 != 0) text += static_cast<char>('0' + cents % 10);
  return text;
}

const AdvanceClass* findAdvanceClass(const Rules& rules, std::string_view name) {
  const std::optional<AdvanceClass>& cls = rules.advanceClass(name);
  return cls ? &*cls : nullptr;
}

namespace {

// Whether a row of an advancement table is an event: it gives points.
bool isEvent(const tables::Row& row) { return row.field("points") != nullptr; }

int hundredths(const Rules& rules, const tables::Row& row, std::string_view field) {
  return static_cast<int>(std::lround(rules.number(row, field, 0) * 100));
}

// The id of the table that gives the events of class |row|.
std::string_view eventsTableId(const tables::Row& row) { return row.see.empty() ? row.id : row.see; }

AdvanceClass readClass(const Rules& rules, const tables::Table& classes, const tables::Row& row,
                       std::string type) {
  AdvanceClass cls;
  cls.classes = &classes;
  cls.row = &row;
  cls.type = std::move(type);
  cls.defencePerAttack = hundredths(rules, row, "defence-per-attack");
  return cls;
}

}  // namespace

std::optional<AdvanceClass> readAdvanceClass(const Rules& rules, std::string_view name) {
  const tables::Table& classes = rules.table("advancement-classes");
  for (const tables::Row& row : classes.rows) {
    if (row.id == name || shortId(row.id) == name) {
      return readClass(rules, classes, row,
                       applies(row, shortId(row.id)) ? std::string(shortId(row.id)) : std::string());
    }
  }
  for (const tables::Row& row : classes.rows) {
    if (applies(row, name)) return readClass(rules, classes, row, std::string(name));
  }
  return std::nullopt;
}

std::vector<std::string> advanceClassNames(const Rules& rules) {
  std::vector<std::string> names = classIds(rules);
  const tables::Table& classes = rules.table("advancement-classes");
  for (const tables::Row& row : classes.rows) {
    if (const tables::FieldValue* types = row.field("applies-to")) {
      for (const std::string& type : types->items) {
        if (std::find(names.begin(), names.end(), type) == names.end()) names.push_back(type);
      }
    }
  }
  return names;
}

const AdvanceClass& requireAdvanceClass(const Rules& rules, std::string_view name) {
  const AdvanceClass* cls = findAdvanceClass(rules, name);
  if (!cls) {
    const auto names = advanceClassNames(rules);
    throw InputError("class", "unknown class or type '" + std::string(name) + "'" +
                                  util::didYouMean(name, names) +
                                  "; classes: " + util::join(classIds(rules), ", ") +
                                  " (or a character type of one of them)");
  }
  return *cls;
}

namespace {

AdvanceEvent eventOf(const ClassEvent& event) {
  return {event.row->id, event.row->entry, event.points, event.orderPoints};
}

}  // namespace

const ClassReadings& readingsOf(const Rules& rules, const AdvanceClass& cls) {
  ClassReadings& r = cls.readings->readings;
  cls.readings->read([&] {
    r.events = rules.findTable(eventsTableId(*cls.row));
    if (r.events != nullptr) {
      for (const tables::Row& event : r.events->rows) {
        if (!isEvent(event)) continue;
        ClassEvent& read =
            r.eventRows.emplace_back(ClassEvent{&event, hundredths(rules, event, "points"), {}});
        if (event.field("order-points")) read.orderPoints = hundredths(rules, event, "order-points");
      }
      r.orderValues = std::ranges::any_of(
          r.events->fields, [](const tables::FieldSpec& f) { return f.name == "order-points"; });
    }
    r.ladder = rules.findTable(kAdvancementLadder);
    if (r.ladder != nullptr && !cls.type.empty()) r.rung = rules.findRow(*r.ladder, cls.type);
  });
  return r;
}

const tables::Table& eventsTable(const Rules& rules, const AdvanceClass& cls) {
  const ClassReadings& r = readingsOf(rules, cls);
  return r.events != nullptr ? *r.events : rules.table(eventsTableId(*cls.row));  // says it is missing
}

std::vector<AdvanceEvent> listEvents(const Rules& rules, std::string_view name) {
  const AdvanceClass& cls = requireAdvanceClass(rules, name);
  eventsTable(rules, cls);  // says when the tables lack it
  std::vector<AdvanceEvent> events;
  for (const ClassEvent& event : readingsOf(rules, cls).eventRows) events.push_back(eventOf(event));
  return events;
}

const ClassEvent* classEvent(const Rules& rules, const AdvanceClass& cls, std::string_view id) {
  const tables::Row* row = rules.findRow(eventsTable(rules, cls), id);
  if (row == nullptr) return nullptr;
  const std::vector<ClassEvent>& events = readingsOf(rules, cls).eventRows;
  const auto found = std::ranges::find(events, row, &ClassEvent::row);
  return found != events.end() ? &*found : nullptr;
}

bool hasEvent(const Rules& rules, const AdvanceClass& cls, std::string_view id) {
  return classEvent(rules, cls, id) != nullptr;
}

}  // namespace outremer::gen
