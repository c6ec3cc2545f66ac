// What a fight reads of the tables on every attack and morale check, found once per Rules:
// the two combat results tables and each key's result, the terrain shifts by advantage, the
// combat-rules shifts, the morale modifiers and the dice. A fight's thousands of look-ups
// are then pointers, not hashes of table ids. Nothing is required here: what the tables
// lack is looked up again where it is used, so the error is the Rules' own and comes only
// when a fight needs it.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "gen/rules.hpp"

namespace outremer::gen {

enum class Health;  // gen/fight.hpp

/// The 1.83 modifiers a fight reads, in morale-modifiers' ids.
enum class MoraleModifier : uint8_t {
  enemyPanicking,
  enemyRouting,
  outnumberOpponent,
  friendlyPanicking,
  friendlyRouting,
  outnumbered,
  knightMamlukKilled,
  threeFriendlyKilled,
  wounded,
};
inline constexpr std::array<std::string_view, 9> kMoraleModifierIds{
    "enemy-panicking", "enemy-routing",        "outnumber-opponent",    "friendly-panicking", "friendly-routing",
    "outnumbered",     "knight-mamluk-killed", "three-friendly-killed", "wounded"};

class CombatTables {
 public:
  explicit CombatTables(const Rules& rules);

  /// combat-mounted (a man on his horse, 1.751) or combat-infantry (1.752).
  const tables::Table& crt(bool mounted) const;
  /// What a result row does (1.75), read from its fields: whom it falls on (side), the
  /// injury (casualty; none is a retreat) and whether a rider is thrown (dismounted).
  struct ResultEffect {
    bool onAttackers = false;
    std::optional<Health> casualty;
    bool dismounts = false;
  };
  /// The row key row |key| of |crt| points to (its `see:`), that row's table, and what the
  /// row does: none where its casualty is no known injury (the fight refuses it).
  struct KeyResult {
    const tables::Table* table = nullptr;
    const tables::Row* row = nullptr;
    std::optional<ResultEffect> effect;
  };
  KeyResult result(const tables::Table& crt, const tables::Row& key) const;
  /// The terrain-combat-shifts row for an attacker and a defender of these advantages
  /// (1.73), and its shift, read once: every attack asks for them.
  struct TerrainShift {
    const tables::Row* row = nullptr;
    int shift = 0;
  };
  TerrainShift terrain(int attacker, int defender) const;
  const tables::Row& terrainRow(int attacker, int defender) const { return *terrain(attacker, defender).row; }
  const tables::Table& terrainShifts() const;
  /// A combat-rules row's shift (combined-attack-on-infantry, panicking-defender).
  int ruleShift(std::string_view id) const;
  const tables::Table& mapTerrainCombat() const;
  const tables::Row& moraleModifier(MoraleModifier which) const;
  const dice::DiceExpression& d6() const { return *d6_; }
  const dice::DiceExpression& d10() const { return *d10_; }

 private:
  const Rules& rules_;
  std::array<const tables::Table*, 2> crts_{};  // infantry, mounted
  std::array<std::vector<KeyResult>, 2> results_;  // by the key row's place in its table
  const tables::Table* terrainShifts_ = nullptr;
  std::array<TerrainShift, 9> terrain_{};  // by (attacker + 1) * 3 + defender + 1
  std::optional<int> combined_;   // combat-rules' combined-attack-on-infantry shift
  std::optional<int> panicking_;  // and its panicking-defender shift
  const tables::Table* mapTerrainCombat_ = nullptr;
  std::array<const tables::Row*, 9> morale_{};
  const dice::DiceExpression* d6_ = nullptr;
  const dice::DiceExpression* d10_ = nullptr;
};

}  // namespace outremer::gen
