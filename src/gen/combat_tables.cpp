#include "gen/combat_tables.hpp"

#include "gen/fight.hpp"

namespace outremer::gen {
namespace {

constexpr std::string_view kCrtIds[2] = {"combat-infantry", "combat-mounted"};
constexpr std::string_view kCombined = "combined-attack-on-infantry";
constexpr std::string_view kPanicking = "panicking-defender";

// The shift a terrain-combat-shifts or combat-rules row gives.
int shiftOf(const Rules& rules, const tables::Row& row) {
  return static_cast<int>(rules.number(row, "shift", 0));
}

std::optional<int> shiftOf(const Rules& rules, const tables::Table* combatRules, std::string_view id) {
  const tables::Row* row = combatRules ? rules.findRow(*combatRules, id) : nullptr;
  if (row == nullptr) return std::nullopt;
  return shiftOf(rules, *row);
}

bool holds(const tables::Row& row, std::string_view field, std::string_view text) {
  const tables::FieldValue* value = row.field(field);
  return value != nullptr && value->text == text;
}

// What |result| does; none for a casualty that is no injury.
std::optional<CombatTables::ResultEffect> effectOf(const tables::Row& result) {
  CombatTables::ResultEffect effect{holds(result, "side", "attacker"), std::nullopt, holds(result, "dismounted", "true")};
  if (const tables::FieldValue* casualty = result.field("casualty")) {
    if (casualty->text == "stunned") effect.casualty = Health::stunned;
    else if (casualty->text == "wounded") effect.casualty = Health::wounded;
    else if (casualty->text == "killed") effect.casualty = Health::killed;
    else return std::nullopt;
  }
  return effect;
}

// Each key row's result as its `see:` names it; none where the reference is not found.
std::vector<CombatTables::KeyResult> resultsOf(const Rules& rules, const tables::Table& crt) {
  std::vector<CombatTables::KeyResult> results(crt.rows.size());
  for (size_t i = 0; i < crt.rows.size(); ++i) {
    const tables::Reference ref = tables::readReference(crt.rows[i].see);
    const tables::Table* table = rules.findTable(ref.table);
    const tables::Row* row = table ? rules.findRow(*table, ref.part) : nullptr;
    if (row != nullptr) results[i] = {table, row, effectOf(*row)};
  }
  return results;
}

size_t terrainPlace(int attacker, int defender) { return static_cast<size_t>((attacker + 1) * 3 + defender + 1); }

bool inTerrainGrid(int attacker, int defender) {
  return attacker >= -1 && attacker <= 1 && defender >= -1 && defender <= 1;
}

}  // namespace

CombatTables::CombatTables(const Rules& rules) : rules_(rules) {
  for (size_t m = 0; m < 2; ++m) {
    crts_[m] = rules.findTable(kCrtIds[m]);
    if (crts_[m] != nullptr) results_[m] = resultsOf(rules, *crts_[m]);
  }
  terrainShifts_ = rules.findTable("terrain-combat-shifts");
  if (terrainShifts_ != nullptr) {
    // The first row for a pair wins, as a reading of the rows in order finds it.
    for (const tables::Row& row : terrainShifts_->rows) {
      const int attacker = static_cast<int>(rules.number(row, "attacker", 9));
      const int defender = static_cast<int>(rules.number(row, "defender", 9));
      if (inTerrainGrid(attacker, defender) && terrain_[terrainPlace(attacker, defender)].row == nullptr) {
        terrain_[terrainPlace(attacker, defender)] = {&row, shiftOf(rules, row)};
      }
    }
  }
  const tables::Table* combatRules = rules.findTable("combat-rules");
  combined_ = shiftOf(rules, combatRules, kCombined);
  panicking_ = shiftOf(rules, combatRules, kPanicking);
  mapTerrainCombat_ = rules.findTable("map-terrain-combat");
  if (const tables::Table* modifiers = rules.findTable("morale-modifiers")) {
    for (size_t i = 0; i < kMoraleModifierIds.size(); ++i) morale_[i] = rules.findRow(*modifiers, kMoraleModifierIds[i]);
  }
  d6_ = &rules.dice("d6");
  d10_ = &rules.dice("d10");
}

const tables::Table& CombatTables::crt(bool mounted) const {
  const tables::Table* table = crts_[mounted ? 1 : 0];
  return table ? *table : rules_.table(kCrtIds[mounted ? 1 : 0]);
}

CombatTables::KeyResult CombatTables::result(const tables::Table& crt, const tables::Row& key) const {
  for (size_t m = 0; m < 2; ++m) {
    if (&crt != crts_[m] || &key < crt.rows.data() || &key >= crt.rows.data() + crt.rows.size()) continue;
    const KeyResult& found = results_[m][static_cast<size_t>(&key - crt.rows.data())];
    if (found.row != nullptr) return found;
  }
  const tables::Reference ref = tables::readReference(key.see);  // throws the Rules' own error
  const tables::Row& row = rules_.row(ref.table, ref.part);
  return {&rules_.table(ref.table), &row, effectOf(row)};
}

CombatTables::TerrainShift CombatTables::terrain(int attacker, int defender) const {
  if (inTerrainGrid(attacker, defender) && terrain_[terrainPlace(attacker, defender)].row != nullptr) {
    return terrain_[terrainPlace(attacker, defender)];
  }
  const tables::Row& row = gen::terrainRow(rules_, attacker, defender);  // throws the tables' fault
  return {&row, shiftOf(rules_, row)};
}

const tables::Table& CombatTables::terrainShifts() const {
  return terrainShifts_ ? *terrainShifts_ : rules_.table("terrain-combat-shifts");
}

int CombatTables::ruleShift(std::string_view id) const {
  const std::optional<int>& read = id == kCombined ? combined_ : id == kPanicking ? panicking_ : std::nullopt;
  return read ? *read : shiftOf(rules_, rules_.row("combat-rules", id));
}

const tables::Table& CombatTables::mapTerrainCombat() const {
  return mapTerrainCombat_ ? *mapTerrainCombat_ : rules_.table("map-terrain-combat");
}

const tables::Row& CombatTables::moraleModifier(MoraleModifier which) const {
  const size_t i = static_cast<size_t>(which);
  return morale_[i] ? *morale_[i] : rules_.row("morale-modifiers", kMoraleModifierIds[i]);
}

}  // namespace outremer::gen
