#include "gen/character.hpp"

#include <algorithm>
#include <cmath>

#include "gen/advancement.hpp"
#include "gen/daily_cost.hpp"

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

// Movement (1.5) by how the character fights: riders by armour, knights on foot, then
// armoured and unarmoured foot.
const char* movementRow(const Character& c) {
  if (c.mounted) return c.armoured ? "armoured-cavalry" : "unarmoured-cavalry";
  if (c.type == "knight" || c.type == "holy-order-knight") return "dismounted-knight";
  return c.armoured ? "armoured-infantry" : "unarmoured-foot";
}

// The morale-values row listing |c|'s type, or none.
TableRow moraleRowOf(const Rules& rules, const Character& c) {
  const tables::Row* row = rules.rowListing("morale-values", "types", c.type);
  return row ? TableRow{&rules.table("morale-values"), row} : TableRow{};
}

TableRow movementRowOf(const Rules& rules, const Character& c) {
  return {&rules.table("movement"), &rules.row("movement", movementRow(c))};
}

}  // namespace

CharacterRows characterRows(const Rules& rules, const Character& character) {
  const StrengthRow strength = strengthRow(rules, character.type);
  return {{strength.table, strength.row}, moraleRowOf(rules, character), movementRowOf(rules, character)};
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

Strengths placeStrengths(const Rules& rules, const tables::Row& row, int tenths) {
  Strengths values;
  const double rate = defenceRate(rules, row);
  const auto footAttack = rules.range(row, "foot-attack");
  const auto footDefence = rules.range(row, "foot-defence");
  if (row.field("mounted-attack") && row.field("mounted-defence")) {
    const auto attack = rules.range(row, "mounted-attack");
    const auto defence = rules.range(row, "mounted-defence");
    values.mountedAttack = place(attack, tenths);
    values.mountedDefence = defenceFor(attack, defence, values.mountedAttack, rate, tenths);
    values.footAttack = std::clamp(values.mountedAttack / 2, footAttack.first, footAttack.second);
  } else {
    values.footAttack = place(footAttack, tenths);
  }
  values.footDefence = defenceFor(footAttack, footDefence, values.footAttack, rate, tenths);
  if (values.mountedAttack == 0) {
    values.mountedAttack = values.footAttack;
    values.mountedDefence = values.footDefence;
  }
  return values;
}

Character CharacterMaker::make(const CharacterRequest& request) {
  const StrengthRow strength = strengthRow(rules_, request.type);
  if (strength.row == nullptr) {
    throw RulesError("no strength table has a row for character type '" + request.type + "'");
  }
  const tables::Row& row = *strength.row;
  log_.consult(*strength.table, row);
  Character c;
  c.type = request.type;
  c.label = row.entry;
  c.side = strength.side;
  c.militaryOrder = request.militaryOrder;
  c.mercenary = request.mercenary;
  const tables::FieldValue* armoured = row.field("armoured");
  c.armoured = armoured && armoured->text == "true";
  const bool canRide = row.field("mounted-attack") && row.field("mounted-defence");
  c.mounted = request.mounted && canRide;
  c.name = request.name.empty() ? pickName(c.type) : request.name;

  const Strengths values = placeStrengths(rules_, row, tenthsFor(c));
  c.footAttack = values.footAttack;
  c.footDefence = values.footDefence;
  c.attack = c.mounted ? values.mountedAttack : values.footAttack;
  c.defence = c.mounted ? values.mountedDefence : values.footDefence;

  if (const TableRow morale = moraleRowOf(rules_, c); morale.row != nullptr) {
    log_.consult(*morale.table, *morale.row);
    c.morale = static_cast<int>(rules_.number(*morale.row, "morale", 0));
  }
  const TableRow move = movementRowOf(rules_, c);
  log_.consult(*move.table, *move.row);
  c.movement = static_cast<int>(rules_.number(*move.row, "healthy", 0));

  if (const auto cost = dailyCost(rules_, log_, {c.type, c.mounted, c.militaryOrder, c.mercenary})) {
    c.pay = cost->pay;
    c.upkeep = cost->upkeep;
  }
  return c;
}

int CharacterMaker::tenthsFor(const Character& c) {
  // Only a campaign's start (the minimum) asks for the class: peasants roll even then.
  if (strength_ == InitialStrength::minimum) {
    const auto cls = findAdvanceClass(rules_, c.type);
    if (!cls || cls->row->id != "advancement-peasant") return 0;  // the minimum: no die
  }
  // "roll a d10 (0 = 0 on this occasion)": the die's 10 reads 0, giving 0-9 tenths.
  const int face = log_.roll(rng_, rules_.dice("d10"), {RollFor::strength, {c.name, c.label}});
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

std::string CharacterMaker::pickName(const std::string& type) {
  const std::vector<std::string_view>* names = rules_.namesOf(type);
  if (names == nullptr) {
    namesFor(rules_, type);  // says why there are none
    throw RulesError("the names table has no names for character type '" + type + "'");
  }
  // Draw until a name not yet used in this result; after a few draws a short list's
  // namesake is told apart by an epithet instead.
  std::string_view name;
  for (int attempt = 0; attempt < 8; ++attempt) {
    name = (*names)[rng_.below(static_cast<uint32_t>(names->size()))];
    if (std::find(usedNames_.begin(), usedNames_.end(), name) == usedNames_.end()) {
      return usedNames_.emplace_back(name);
    }
  }
  return claimName(std::string(name));
}

std::string CharacterMaker::claimName(const std::string& name) {
  std::string free = untakenName(name, "the Younger", [this](const std::string& candidate) {
    return std::find(usedNames_.begin(), usedNames_.end(), candidate) != usedNames_.end();
  });
  usedNames_.push_back(free);
  return free;
}

std::string untakenName(const std::string& name, const std::string& epithet,
                        const std::function<bool(const std::string&)>& taken) {
  std::string free = name;
  for (int n = 1; taken(free); ++n) free = name + " " + epithet + (n == 1 ? "" : " " + std::to_string(n));
  return free;
}

}  // namespace outremer::gen
