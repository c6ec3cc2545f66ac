#include "gen/daily_cost.hpp"

#include <cmath>

namespace outremer::gen {
namespace {

// The multiple a rule row of the upkeep table gives ("double", "three times").
int64_t multiplier(const Rules& rules, RollLog& log, const std::string& rowId) {
  const tables::Row& row = rules.row("upkeep", rowId);
  log.consult(rules.table("upkeep"), row);
  const double times = rules.number(row, "multiplier", -1);
  if (times < 0) throw RulesError("upkeep/" + rowId + " has no multiplier");
  return std::llround(times);
}

}  // namespace

std::optional<DailyCost> dailyCost(const Rules& rules, RollLog& log, const CostRequest& request) {
  const tables::Row* line = rules.rowListing("upkeep-types", "types", request.type);
  if (line == nullptr) return std::nullopt;
  log.consult(rules.table("upkeep-types"), *line);
  const tables::Row& costs = rules.row("upkeep", line->id);
  log.consult(rules.table("upkeep"), costs);
  DailyCost cost{line->id, costs.entry, rules.money(costs, "pay"), rules.money(costs, "upkeep"), {}};
  // "Mounted sergeants cost three times the amount to pay and keep as against sergeants on foot."
  if (line->id == "sergeant" && request.mounted) {
    const int64_t n = multiplier(rules, log, "mounted-sergeant");
    cost.pay = cost.pay * n;
    cost.upkeep = cost.upkeep * n;
    cost.applied.push_back({CostRuleKind::mountedSergeant, {}, n});
    cost.mountedRate = true;
  }
  // "The cost of mercenaries is double that of ordinary troops."
  if (request.mercenary) {
    const int64_t n = multiplier(rules, log, "mercenaries");
    cost.pay = cost.pay * n;
    cost.upkeep = cost.upkeep * n;
    cost.applied.push_back({CostRuleKind::mercenary, {}, n});
  }
  // "members of a fighting order (who would not have to be paid)": kept, not paid.
  if (request.militaryOrder) {
    cost.pay = {};
    cost.applied.push_back({CostRuleKind::fightingOrder});
  }
  return cost;
}

std::vector<std::string> keptTypes(const Rules& rules) {
  std::vector<std::string> types;
  for (const tables::Row& row : rules.table("upkeep-types").rows) {
    if (const tables::FieldValue* listed = row.field("types")) {
      types.insert(types.end(), listed->items.begin(), listed->items.end());
    }
  }
  return types;
}

}  // namespace outremer::gen
