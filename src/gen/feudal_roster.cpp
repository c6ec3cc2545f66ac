#include "gen/feudal_roster.hpp"

#include <algorithm>

#include "gen/character.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kMapping = "feudal-character-types";
constexpr int kMenPerFigure = 5;
constexpr int kLargestUnit = 20;   // "a typical unit should be 10-20 figures"
constexpr int kSmallestUnit = 10;

// The row field |field| of |row| names (nullptr when absent), noted in |consulted|.
const tables::Row* referenced(const Rules& rules, const tables::Row* row, std::string_view field, RollLog& consulted) {
  const tables::FieldValue* value = row ? row->field(field) : nullptr;
  if (value == nullptr) return nullptr;
  const tables::Reference reference = tables::readReference(value->text);
  const tables::Row& found = rules.row(reference.table, reference.part);
  consulted.consult(rules.table(reference.table), found);
  return &found;
}

// Where a row stands in its list table: the grades best first, the armour lightest first.
// (-1 for none).
int rank(const Rules& rules, const tables::Row* row, std::string_view table) {
  if (row == nullptr) return -1;
  const std::vector<tables::Row>& rows = rules.table(table).rows;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (&rows[i] == row) return static_cast<int>(i);
  }
  return -1;
}

// Best grade first, then heavier armour, then mounted, then no missile weapon before one.
bool before(const Rules& rules, const FigureClass& a, const FigureClass& b) {
  const int gradeA = rank(rules, a.grade, "feudal-troop-grades");
  const int gradeB = rank(rules, b.grade, "feudal-troop-grades");
  if (gradeA != gradeB) return gradeA < gradeB;
  const int armourA = rank(rules, a.armour, "feudal-armour-classes");
  const int armourB = rank(rules, b.armour, "feudal-armour-classes");
  if (armourA != armourB) return armourA > armourB;
  if (a.mounted != b.mounted) return a.mounted;
  return rank(rules, a.weapon, "feudal-missile-weapons") < rank(rules, b.weapon, "feudal-missile-weapons");
}

// Adds |line|'s men to the class they make, or to those left out.
void addLine(const Rules& rules, const ForceLine& line, FeudalRoster& roster) {
  if (line.count <= 0) return;
  const StrengthRow strength = strengthRow(rules, line.type);
  const std::string label = strength.row ? strength.row->entry : line.type;
  const tables::Row* mapping = rules.rowListing(kMapping, "types", line.type);
  if (mapping == nullptr) {
    roster.leftOut.push_back({label, line.count, {LeftOutKind::noMapping}});
    return;
  }
  roster.consulted.consult(rules.table(kMapping), *mapping);
  RollLog& log = roster.consulted;
  const tables::Row* weapon = referenced(rules, mapping, "weapon", log);
  FigureClass wanted{referenced(rules, mapping, "grade", log), referenced(rules, mapping, "armour", log), weapon,
                     referenced(rules, weapon, "ammunition", log), line.mounted, {}, 0, 0};
  if (wanted.grade == nullptr || wanted.armour == nullptr) {
    roster.leftOut.push_back({label, line.count, {LeftOutKind::notFighting}});
    return;
  }
  auto same = [&](const FigureClass& c) {
    return c.grade == wanted.grade && c.armour == wanted.armour && c.weapon == wanted.weapon &&
           c.mounted == wanted.mounted;
  };
  auto found = std::ranges::find_if(roster.classes, same);
  FigureClass& into = found != roster.classes.end() ? *found : roster.classes.emplace_back(wanted);
  if (std::ranges::find(into.from, label) == into.from.end()) into.from.push_back(label);
  into.men += line.count;
  roster.men += line.count;
}

// The class of each figure of |mounted| classes that |pick| takes, in the roster's order.
template <typename Pick>
std::vector<size_t> figuresOf(const FeudalRoster& roster, bool mounted, Pick pick) {
  std::vector<size_t> figures;
  for (size_t i = 0; i < roster.classes.size(); ++i) {
    const FigureClass& c = roster.classes[i];
    if (c.mounted == mounted && pick(c)) figures.insert(figures.end(), static_cast<size_t>(c.figures), i);
  }
  return figures;
}

// The |unit|th of |units| even shares of |figures| (whole figures, the larger shares last).
std::vector<size_t> share(const std::vector<size_t>& figures, size_t unit, size_t units) {
  const size_t from = figures.size() * unit / units;
  const size_t to = figures.size() * (unit + 1) / units;
  return {figures.begin() + static_cast<std::ptrdiff_t>(from), figures.begin() + static_cast<std::ptrdiff_t>(to)};
}

// A unit of |figures| (classes, best first): the first leads, the others are counted by class.
FeudalUnit makeUnit(bool cavalry, const std::vector<size_t>& figures) {
  FeudalUnit unit;
  unit.cavalry = cavalry;
  unit.leader = figures.front();
  for (size_t i = 1; i < figures.size(); ++i) {
    if (unit.figures.empty() || unit.figures.back().figureClass != figures[i]) unit.figures.push_back({figures[i], 0});
    ++unit.figures.back().count;
  }
  const int size = unit.size();
  if (size < kSmallestUnit) {
    unit.notes.push_back({.kind = UnitNoteKind::fewFigures, .figures = size});
  }
  return unit;
}

// The retinue's "X knights and 2X-4X lesser-armed cavalry", noted where a unit falls outside.
void noteRetinue(const FeudalRoster& roster, FeudalUnit& unit) {
  int knights = 0;
  int lesser = 0;
  for (const UnitFigures& f : unit.figures) {
    (roster.classes[f.figureClass].grade->id == "elite" ? knights : lesser) += f.count;
  }
  if (knights == 0 || (lesser >= 2 * knights && lesser <= 4 * knights)) return;
  unit.notes.push_back({.kind = UnitNoteKind::retinueShare, .knights = knights, .lesser = lesser});
}

// Splits figures of one kind into the fewest units of at most 20 figures.
void organise(FeudalRoster& roster, bool cavalry) {
  const auto elite = [](const FigureClass& c) { return c.grade->id == "elite"; };
  const auto lesser = [](const FigureClass& c) { return c.grade->id != "elite"; };
  // Cavalry keeps each retinue's knights with their lesser cavalry; foot goes by class.
  const std::vector<size_t> first = cavalry ? figuresOf(roster, true, elite) : figuresOf(roster, false, [](auto&) { return true; });
  const std::vector<size_t> second = cavalry ? figuresOf(roster, true, lesser) : std::vector<size_t>{};
  const size_t total = first.size() + second.size();
  if (total == 0) return;
  const size_t units = (total + kLargestUnit - 1) / kLargestUnit;
  for (size_t u = 0; u < units; ++u) {
    std::vector<size_t> figures = share(first, u, units);
    const std::vector<size_t> more = share(second, u, units);
    figures.insert(figures.end(), more.begin(), more.end());
    if (figures.empty()) continue;
    FeudalUnit unit = makeUnit(cavalry, figures);
    if (cavalry) noteRetinue(roster, unit);
    roster.units.push_back(std::move(unit));
  }
}

}  // namespace

int FeudalUnit::size() const {
  int size = 1;
  for (const UnitFigures& f : figures) size += f.count;
  return size;
}

int figuresFor(int men) {
  if (men <= 0) return 0;
  return std::max(1, (2 * men + kMenPerFigure) / (2 * kMenPerFigure));
}

FeudalRoster feudalRoster(const Rules& rules, std::span<const ForceLine> forces) {
  FeudalRoster roster;
  for (const ForceLine& line : forces) addLine(rules, line, roster);
  std::ranges::stable_sort(roster.classes, [&](const FigureClass& a, const FigureClass& b) { return before(rules, a, b); });
  for (FigureClass& c : roster.classes) {
    c.figures = figuresFor(c.men);
    roster.figures += c.figures;
  }
  organise(roster, true);
  organise(roster, false);
  return roster;
}

}  // namespace outremer::gen
