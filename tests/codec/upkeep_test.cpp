// The upkeep ledger's words: the rules of Upkeep of Characters a line applied.
#include "codec/upkeep.hpp"

#include <catch2/catch.hpp>

using namespace outremer;
using gen::CostRuleKind;

TEST_CASE("a cost rule is said with its multiple") {
  CHECK(codec::costRuleWords({CostRuleKind::mountedSergeant, {}, 3}) == "mounted sergeant: pay and upkeep x3");
  CHECK(codec::costRuleWords({CostRuleKind::mercenary, {}, 2}) == "mercenary: pay and upkeep x2");
  CHECK(codec::costRuleWords({CostRuleKind::fightingOrder}) == "member of a fighting order: not paid");
  CHECK(codec::costRuleWords({CostRuleKind::asWritten, "as a brief wrote it"}) == "as a brief wrote it");
}

TEST_CASE("the ledger's rules applied are each said once, in order") {
  gen::Ledger ledger;
  ledger.lines.resize(2);
  ledger.lines[0].applied = {{CostRuleKind::mountedSergeant, {}, 3}, {CostRuleKind::mercenary, {}, 2}};
  ledger.lines[1].applied = {{CostRuleKind::mercenary, {}, 2}, {CostRuleKind::fightingOrder}};
  CHECK(codec::rulesApplied(ledger) == std::vector<std::string>{"mounted sergeant: pay and upkeep x3",
                                                               "mercenary: pay and upkeep x2",
                                                               "member of a fighting order: not paid"});
}
