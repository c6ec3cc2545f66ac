#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gen/daily_cost.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "tables/money.hpp"

namespace outremer::gen {

/// |count| members of one kind, as a roster or a party file gives them.
struct UpkeepMember {
  std::string type;  // character type id known to upkeep-types
  int count = 1;
  bool mounted = false;
  bool militaryOrder = false;
  bool mercenary = false;
};

struct UpkeepRequest {
  std::vector<UpkeepMember> members;
  int days = 1;    // 1 or more
  int payday = 1;  // wages fall due every |payday| days (1: paid daily)
  std::optional<tables::Money> purse;
  bool mercenaries = false;  // every paid soldier (a line with pay, not of a fighting order) is hired
};

/// One line of the ledger: the members of one kind and what they cost a day.
struct LedgerLine {
  std::string type;
  std::string label;  // the strength table's words for the type, else the id
  std::string line;   // the upkeep table row that pays and keeps them
  int count = 0;
  bool mounted = false;
  bool militaryOrder = false;
  bool mercenary = false;
  tables::Money payEach;
  tables::Money upkeepEach;
  tables::Money dailyPay;     // count x payEach
  tables::Money dailyUpkeep;  // count x upkeepEach
  tables::Money severance;    // one week of their pay
  std::vector<CostRule> applied;
  tables::Money periodUpkeep;  // over the ledger's days
  tables::Money periodWages;   // paid on the paydays within the ledger's days
};

/// One day: what was paid, the running totals and, with a purse, the balance. A negative
/// balance is what the purse is short.
struct LedgerDay {
  int day = 0;
  tables::Money upkeep;
  tables::Money wages;  // paid today (a payday), else nothing
  tables::Money runningUpkeep;
  tables::Money runningWages;
  tables::Money runningTotal;
  tables::Money owed;  // wages earned since the last payday, not yet due
  std::optional<tables::Money> balance;
  bool upkeepShort = false;  // the purse could not keep the company today
  bool wagesShort = false;   // the purse could not pay the wages due today
};

struct Ledger {
  std::vector<LedgerLine> lines;
  std::vector<LedgerDay> days;
  int members = 0;
  int payday = 1;
  tables::Money dailyPay;
  tables::Money dailyUpkeep;
  int severanceDays = 0;
  tables::Money severance;           // the whole company's week of pay
  tables::Money mercenarySeverance;  // what the mercenaries demand on leaving
  std::optional<tables::Money> purse;
  tables::Money owedAtEnd;  // wages earned after the last payday, not yet due
  int moneyRunsOut = 0;     // first day the purse cannot pay what falls due (0: never)
  int upkeepShortDay = 0;
  int wagesShortDay = 0;
  std::string severanceRule;    // the book's words (upkeep/severance)
  std::string unpaidWagesRule;  // upkeep/unpaid-wages
  std::string outOfMoneyRule;   // upkeep/out-of-money
};

/// The day-by-day ledger of |request| (Upkeep of Characters): upkeep is paid every day,
/// wages every |payday| days (on days payday, 2 x payday, ...), each day's running totals
/// and balance; the first day the purse cannot pay the upkeep or the wages due is flagged,
/// and the ledger goes on counting what the company costs. Members of one type with the
/// same flags share a line. Throws RulesError for a type no upkeep line keeps (the CLI
/// checks types first) or a request out of range.
Ledger makeLedger(const Rules& rules, RollLog& log, const UpkeepRequest& request);

}  // namespace outremer::gen
