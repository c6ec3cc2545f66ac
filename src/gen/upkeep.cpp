#include "gen/upkeep.hpp"

#include "gen/character.hpp"

namespace outremer::gen {
namespace {

std::string labelFor(const Rules& rules, const std::string& type) {
  const StrengthRow strength = strengthRow(rules, type);
  return strength.row ? strength.row->entry : type;
}

// Adds |member| to the line of his kind (same type, rate, order and hire), or a new line.
// With |hireAll|, a paid soldier (his line has pay) is a mercenary.
void addMember(const Rules& rules, RollLog& log, Ledger& ledger, UpkeepMember member, bool hireAll) {
  if (member.count <= 0) return;
  if (hireAll && !member.militaryOrder && !member.mercenary) {
    const auto base = dailyCost(rules, log, {member.type, false, false, false});
    member.mercenary = base && base->pay.copper > 0;
  }
  const auto cost =
      dailyCost(rules, log, {member.type, member.mounted, member.militaryOrder, member.mercenary});
  if (!cost) throw RulesError("no line of the upkeep table keeps character type '" + member.type + "'");
  LedgerLine* line = nullptr;
  for (LedgerLine& existing : ledger.lines) {
    if (existing.type == member.type && existing.mounted == cost->mountedRate &&
        existing.militaryOrder == member.militaryOrder && existing.mercenary == member.mercenary) {
      line = &existing;
    }
  }
  if (line == nullptr) {
    line = &ledger.lines.emplace_back();
    line->type = member.type;
    line->label = labelFor(rules, member.type);
    line->line = cost->line;
    line->mounted = cost->mountedRate;
    line->militaryOrder = member.militaryOrder;
    line->mercenary = member.mercenary;
    line->payEach = cost->pay;
    line->upkeepEach = cost->upkeep;
    line->applied = cost->applied;
  }
  line->count += member.count;
  ledger.members += member.count;
}

void totalLines(Ledger& ledger) {
  for (LedgerLine& line : ledger.lines) {
    line.dailyPay = line.payEach * line.count;
    line.dailyUpkeep = line.upkeepEach * line.count;
    line.severance = line.dailyPay * ledger.severanceDays;
    ledger.dailyPay = ledger.dailyPay + line.dailyPay;
    ledger.dailyUpkeep = ledger.dailyUpkeep + line.dailyUpkeep;
    ledger.severance = ledger.severance + line.severance;
    if (line.mercenary) ledger.mercenarySeverance = ledger.mercenarySeverance + line.severance;
  }
}

// Pays |amount| from |balance|; true when the purse could not cover it (it goes short).
bool spend(int64_t& balance, tables::Money amount) {
  const bool isShort = amount.copper > 0 && balance < amount.copper;
  balance -= amount.copper;
  return isShort;
}

void runDays(Ledger& ledger, int days) {
  int64_t balance = ledger.purse ? ledger.purse->copper : 0;
  tables::Money owed;
  tables::Money upkeepSoFar;
  tables::Money wagesSoFar;
  for (int d = 1; d <= days; ++d) {
    LedgerDay day;
    day.day = d;
    day.upkeep = ledger.dailyUpkeep;
    owed = owed + ledger.dailyPay;
    if (d % ledger.payday == 0) {  // the promised day: all wages earned so far fall due
      day.wages = owed;
      owed = {};
    }
    if (ledger.purse) {
      // Upkeep first (the essentials), then the wages that fall due.
      day.upkeepShort = spend(balance, day.upkeep);
      day.wagesShort = spend(balance, day.wages);
      day.balance = tables::Money{balance};
      if (day.upkeepShort && ledger.upkeepShortDay == 0) ledger.upkeepShortDay = d;
      if (day.wagesShort && ledger.wagesShortDay == 0) ledger.wagesShortDay = d;
      if ((day.upkeepShort || day.wagesShort) && ledger.moneyRunsOut == 0) ledger.moneyRunsOut = d;
    }
    upkeepSoFar = upkeepSoFar + day.upkeep;
    wagesSoFar = wagesSoFar + day.wages;
    day.runningUpkeep = upkeepSoFar;
    day.runningWages = wagesSoFar;
    day.runningTotal = upkeepSoFar + wagesSoFar;
    day.owed = owed;
    ledger.days.push_back(day);
  }
  ledger.owedAtEnd = owed;
  const int paidDays = days / ledger.payday * ledger.payday;
  for (LedgerLine& line : ledger.lines) {
    line.periodUpkeep = line.dailyUpkeep * days;
    line.periodWages = line.dailyPay * paidDays;
  }
}

}  // namespace

Ledger makeLedger(const Rules& rules, RollLog& log, const UpkeepRequest& request) {
  if (request.days < 1) throw RulesError("a ledger needs at least one day");
  if (request.payday < 1) throw RulesError("wages fall due every 1 or more days");
  Ledger ledger;
  ledger.payday = request.payday;
  ledger.purse = request.purse;
  const tables::Table& upkeep = rules.table("upkeep");
  const tables::Row& severance = rules.row("upkeep", "severance");
  log.consult(upkeep, severance);
  ledger.severanceDays = static_cast<int>(rules.number(severance, "days", -1));
  if (ledger.severanceDays < 0) throw RulesError("upkeep/severance has no days");
  ledger.severanceRule = severance.entry;
  ledger.unpaidWagesRule = rules.row("upkeep", "unpaid-wages").entry;
  ledger.outOfMoneyRule = rules.row("upkeep", "out-of-money").entry;
  for (const UpkeepMember& member : request.members)
    addMember(rules, log, ledger, member, request.mercenaries);
  totalLines(ledger);
  runDays(ledger, request.days);
  if (ledger.wagesShortDay) log.consult(upkeep, rules.row("upkeep", "unpaid-wages"));
  if (ledger.moneyRunsOut) log.consult(upkeep, rules.row("upkeep", "out-of-money"));
  return ledger;
}

}  // namespace outremer::gen
