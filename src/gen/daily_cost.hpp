#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "tables/money.hpp"

namespace outremer::gen {

/// Who is kept: a character type and what changes its cost (Upkeep of Characters).
struct CostRequest {
  std::string type;  // character type id
  bool mounted = false;
  bool militaryOrder = false;
  bool mercenary = false;
};

/// A rule of Upkeep of Characters that changed what a member costs (codec::costRuleWords says
/// it).
enum class CostRuleKind : uint8_t {
  mountedSergeant,  // a mounted sergeant: pay and upkeep |times| a sergeant's on foot
  mercenary,        // a mercenary: pay and upkeep |times| an ordinary soldier's
  fightingOrder,    // a member of a fighting order: kept, not paid
  asWritten,        // read back from a brief: its words (text)
};

struct CostRule {
  CostRuleKind kind = CostRuleKind::mercenary;
  std::string text = {};
  int64_t times = 0;

  bool operator==(const CostRule&) const = default;
};

/// What one member costs a day, and why.
struct DailyCost {
  std::string line;       // the upkeep table's row that pays and keeps him (upkeep-types)
  std::string lineLabel;  // its words ("Men-at-Arms")
  tables::Money pay;
  tables::Money upkeep;
  std::vector<CostRule> applied;  // the rules applied, in order
  bool mountedRate = false;          // paid and kept at the mounted sergeant's rate
};

/// The daily pay and upkeep of a member, from the upkeep table line that upkeep-types gives
/// for his type: a mounted sergeant costs the `mounted-sergeant` row's multiple, a
/// mercenary the `mercenaries` row's multiple (both, for a mounted mercenary sergeant), and
/// a member of a fighting order is kept but not paid. Returns nullopt when no line keeps the
/// type; throws RulesError when a rule row lacks its multiplier. Rows used are consulted
/// in |log| (reconstructed ones are footnoted).
std::optional<DailyCost> dailyCost(const Rules& rules, RollLog& log, const CostRequest& request);

/// The character type ids the upkeep-types table knows, in table order.
std::vector<std::string> keptTypes(const Rules& rules);

}  // namespace outremer::gen
