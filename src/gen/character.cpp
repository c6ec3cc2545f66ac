#include "gen/character.hpp"

#include <algorithm>
#include <cmath>

#include "gen/advancement.hpp"
#include "gen/type_rules.hpp"
#include "util/short_text_hash.hpp"

namespace outremer::gen {
namespace {

// The class's attack points per defence point (advancement-classes), or 0 when the book
// gives none (then defence is placed within its range by the same d10 as attack).
double defenceRate(const Rules& rules, const tables::Row& strength) {
  const tables::FieldValue* cls = strength.field("class");
  if (cls == nullptr) return 0;
  const tables::Row* row = rules.findRow(rules.table("advancement-classes"), cls->text);
  return row ? rules.number(*row, "defence-per-attack", 0) : 0;
}

int place(std::pair<int, int> range, int tenths) { return range.first + tenths * (range.second - range.first) / 10; }

int defenceFor(std::pair<int, int> attackRange, std::pair<int, int> defenceRange, int attack, double rate, int tenths) {
  const int defence = rate > 0 ? defenceRange.first + static_cast<int>(std::floor((attack - attackRange.first) / rate))
                               : place(defenceRange, tenths);
  return std::clamp(defence, defenceRange.first, defenceRange.second);
}

}  // namespace

CharacterRows characterRows(const Rules& rules, const Character& character) {
  const TypeRules& t = rules.typeRules(character.type);
  if (t.strength.row == nullptr) return {};
  return {{t.strength.table, t.strength.row}, t.morale, t.movement[character.mounted]};
}

StrengthRow strengthRow(const Rules& rules, const std::string& type) {
  constexpr std::pair<const char*, const char*> kTables[] = {{"christian", "strength-christian"},
                                                             {"moslem", "strength-moslem"}};
  for (const auto& [side, id] : kTables) {
    const tables::Table& table = rules.table(id);
    if (const tables::Row* row = rules.findRow(table, type)) return {&table, row, side};
  }
  return {};
}

bool givesMounted(const tables::Row& row) {
  return row.field("mounted-attack") && row.field("mounted-defence");
}

StrengthRanges strengthRanges(const Rules& rules, const tables::Row& row) {
  StrengthRanges r;
  r.defenceRate = defenceRate(rules, row);
  r.footAttack = rules.range(row, "foot-attack");
  r.footDefence = rules.range(row, "foot-defence");
  r.canRide = givesMounted(row);
  if (r.canRide) {
    r.mountedAttack = rules.range(row, "mounted-attack");
    r.mountedDefence = rules.range(row, "mounted-defence");
  }
  return r;
}

TypeStrength readTypeStrength(const Rules& rules, std::string_view type) {
  TypeStrength t;
  t.strength = strengthRow(rules, std::string(type));
  if (t.strength.row != nullptr) t.ranges = strengthRanges(rules, *t.strength.row);
  return t;
}

Strengths placeStrengths(const Rules& rules, const tables::Row& row, int tenths) {
  return placeStrengths(strengthRanges(rules, row), tenths);
}

Strengths placeStrengths(const StrengthRanges& r, int tenths) {
  Strengths values;
  if (r.canRide) {
    values.mountedAttack = place(r.mountedAttack, tenths);
    values.mountedDefence = defenceFor(r.mountedAttack, r.mountedDefence, values.mountedAttack, r.defenceRate, tenths);
    values.footAttack = std::clamp(values.mountedAttack / 2, r.footAttack.first, r.footAttack.second);
  } else {
    values.footAttack = place(r.footAttack, tenths);
  }
  values.footDefence = defenceFor(r.footAttack, r.footDefence, values.footAttack, r.defenceRate, tenths);
  if (values.mountedAttack == 0) {
    values.mountedAttack = values.footAttack;
    values.mountedDefence = values.footDefence;
  }
  return values;
}

Character CharacterMaker::make(CharacterRequest request) {
  Character c;
  make(std::move(request), c);
  return c;
}

void CharacterMaker::make(CharacterRequest request, Character& c) {
  const TypeRules& t = rules_.typeRules(request.type);
  if (t.strength.row == nullptr) {
    throw RulesError("no strength table has a row for character type '" + request.type + "'");
  }
  // The request's words are moved in, not copied; the name is drawn before the type is
  // moved, as the draw needs it.
  if (request.name.empty()) {
    // Written where it stays, not moved there; appended to the emptied name, fewer
    // instructions than assign's general replace path.
    c.name.clear();
    c.name.append(pickName(request.type, t.names));
  } else {
    c.name = std::move(request.name);
  }
  c.type = std::move(request.type);
  c.label = t.strength.row->entry;
  c.side = t.strength.side;
  c.militaryOrder = request.militaryOrder;
  c.mercenary = request.mercenary;
  c.armoured = t.armoured;
  c.mounted = request.mounted && t.ranges.canRide;

  const Strengths values = placeStrengths(t.ranges, tenthsFor(c));
  c.footAttack = values.footAttack;
  c.footDefence = values.footDefence;
  c.attack = c.mounted ? values.mountedAttack : values.footAttack;
  c.defence = c.mounted ? values.mountedDefence : values.footDefence;

  if (t.morale.row != nullptr) c.morale = t.moraleValue;
  c.movement = t.move[c.mounted];

  const size_t way = TypeRules::costIndex(c.mounted, c.militaryOrder, c.mercenary);
  const TypeRules::Cost& cost = t.costs[way];
  if (!cost.error.empty()) throw RulesError(cost.error);
  if (cost.kept) {
    c.pay = cost.pay;
    c.upkeep = cost.upkeep;
  }
  footnote(t, c.mounted, way);
}

void CharacterMaker::footnote(const TypeRules& t, bool mounted, size_t way) {
  // A log that keeps no footnotes (a campaign's) is not told; else the same kind of
  // character reads the same rows, and a row is footnoted once: a second one of a kind has
  // nothing to add (the way of serving says whether he rides).
  if (log_.keeps() == RollLog::Keeps::lastRoll) return;
  const std::pair<const TypeRules*, size_t> kind{&t, way};
  if (std::find(footnotedKinds_.begin(), footnotedKinds_.end(), kind) != footnotedKinds_.end()) return;
  footnotedKinds_.push_back(kind);
  log_.consult(*t.strength.table, *t.strength.row);
  if (t.morale.row != nullptr) log_.consult(*t.morale.table, *t.morale.row);
  log_.consult(*t.movement[mounted].table, *t.movement[mounted].row);
  for (const Footnote& note : t.costs[way].notes) log_.consult(*note.table, *note.row);
}

int CharacterMaker::tenthsFor(const Character& c) {
  // Only a campaign's start (the minimum) asks for the class: peasants roll even then.
  if (strength_ == InitialStrength::minimum) {
    const auto cls = findAdvanceClass(rules_, c.type);
    if (!cls || cls->row->id != "advancement-peasant") return 0;  // the minimum: no die
  }
  // "roll a d10 (0 = 0 on this occasion)": the die's 10 reads 0, giving 0-9 tenths.
  const int face = log_.roll(rng_, d10_, {RollFor::strength, {c.name, c.label}});
  return face == 10 ? 0 : face;
}

std::vector<std::string> namesFor(const Rules& rules, const std::string& type) {
  const tables::Row* who = rules.rowListing("name-cultures", "types", type);
  if (who == nullptr) throw RulesError("no name-cultures row lists character type '" + type + "'");
  const tables::FieldValue* cultures = who->field("cultures");
  const std::string& sex = rules.text(*who, "sex");
  std::vector<std::string> names;
  for (const tables::Row& row : rules.table("names").rows) {
    const tables::FieldValue* listed = row.field("names");
    if (cultures == nullptr || listed == nullptr || rules.text(row, "sex") != sex) continue;
    if (std::ranges::find(cultures->items, rules.text(row, "culture")) == cultures->items.end()) continue;
    names.insert(names.end(), listed->items.begin(), listed->items.end());
  }
  if (names.empty()) throw RulesError("the names table has no names for character type '" + type + "'");
  return names;
}

std::string_view CharacterMaker::pickName(const std::string& type,
                                          const std::vector<std::string_view>* names) {
  if (names == nullptr) {
    namesFor(rules_, type);  // says why there are none
    throw RulesError("the names table has no names for character type '" + type + "'");
  }
  // Draw until a name not yet used in this result; after a few draws a short list's
  // namesake is told apart by an epithet instead.
  std::string_view name;
  for (int attempt = 0; attempt < 8; ++attempt) {
    name = (*names)[rng_.below(static_cast<uint32_t>(names->size()))];
    if (std::ranges::none_of(usedNames_,
                             [&](std::string_view used) { return util::SameText{}(used, name); })) {
      usedNames_.push_back(name);
      return name;
    }
  }
  claimName(std::string(name));
  return usedNames_.back();  // the name claimed, kept in claimed_
}

std::string CharacterMaker::claimName(const std::string& name) {
  std::string free = untakenName(name, "the Younger", [this](const std::string& candidate) {
    return std::find(usedNames_.begin(), usedNames_.end(), candidate) != usedNames_.end();
  });
  usedNames_.push_back(claimed_.emplace_front(free));
  return free;
}

std::string untakenName(const std::string& name, const std::string& epithet,
                        const std::function<bool(const std::string&)>& taken) {
  std::string free = name;
  for (int n = 1; taken(free); ++n) free = name + " " + epithet + (n == 1 ? "" : " " + std::to_string(n));
  return free;
}

}  // namespace outremer::gen
