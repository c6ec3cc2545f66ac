#include "gen/type_rules.hpp"

#include "gen/daily_cost.hpp"

namespace outremer::gen {
namespace {

// Movement (1.5) by how the character fights: riders by armour, knights on foot, then
// armoured and unarmoured foot.
const char* movementRow(std::string_view type, bool armoured, bool riding) {
  if (riding) return armoured ? "armoured-cavalry" : "unarmoured-cavalry";
  if (type == "knight" || type == "holy-order-knight") return "dismounted-knight";
  return armoured ? "armoured-infantry" : "unarmoured-foot";
}

TypeRules::Cost costOf(const Rules& rules, const CostRequest& request) {
  TypeRules::Cost cost;
  RollLog log;  // to learn which rows it reads that are not as printed
  try {
    if (const auto daily = dailyCost(rules, log, request)) {
      cost = {true, daily->pay, daily->upkeep, {}, {}};
    }
  } catch (const RulesError& e) {
    cost.error = e.what();
  }
  cost.notes = log.footnotes();
  return cost;
}

}  // namespace

TypeRules readTypeRules(const Rules& rules, std::string_view type) {
  TypeRules t;
  const std::string id(type);
  static_cast<TypeStrength&>(t) = rules.typeStrength(type);
  t.names = rules.namesOf(type);
  if (t.strength.row == nullptr) return t;
  const tables::Row& row = *t.strength.row;
  const tables::FieldValue* armoured = row.field("armoured");
  t.armoured = armoured && armoured->text == "true";
  if (const tables::Row* morale = rules.rowListing("morale-values", "types", type)) {
    t.morale = {&rules.table("morale-values"), morale};
    t.moraleValue = static_cast<int>(rules.number(*morale, "morale", 0));
  }
  for (const bool riding : {false, true}) {
    const tables::Row& move = rules.row("movement", movementRow(type, t.armoured, riding));
    t.movement[riding] = {&rules.table("movement"), &move};
    t.move[riding] = static_cast<int>(rules.number(move, "healthy", 0));
  }
  for (const bool mounted : {false, true}) {
    for (const bool order : {false, true}) {
      for (const bool mercenary : {false, true}) {
        t.costs[TypeRules::costIndex(mounted, order, mercenary)] = costOf(rules, {id, mounted, order, mercenary});
      }
    }
  }
  return t;
}

}  // namespace outremer::gen
