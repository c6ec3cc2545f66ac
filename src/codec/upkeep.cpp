#include "codec/upkeep.hpp"

#include <algorithm>

#include "util/text.hpp"

namespace outremer::codec {

std::string describeLine(const gen::LedgerLine& line) {
  std::vector<std::string> marks;
  if (line.mounted) marks.emplace_back("mounted");
  if (line.mercenary) marks.emplace_back("mercenary");
  if (line.militaryOrder) marks.emplace_back("fighting order");
  return marks.empty() ? line.label : line.label + " (" + util::join(marks, ", ") + ")";
}

std::string costRuleWords(const gen::CostRule& rule) {
  switch (rule.kind) {
    case gen::CostRuleKind::mountedSergeant: return "mounted sergeant: pay and upkeep x" + std::to_string(rule.times);
    case gen::CostRuleKind::mercenary: return "mercenary: pay and upkeep x" + std::to_string(rule.times);
    case gen::CostRuleKind::fightingOrder: return "member of a fighting order: not paid";
    case gen::CostRuleKind::asWritten: return rule.text;
  }
  return rule.text;
}

std::vector<std::string> costRuleWords(const std::vector<gen::CostRule>& rules) {
  return eachInWords<gen::CostRule>(rules, costRuleWords);
}

std::vector<std::string> dayEvents(const gen::Ledger& ledger, const gen::LedgerDay& day) {
  std::vector<std::string> events;
  if (day.day == ledger.upkeepShortDay) {
    events.push_back("The purse cannot keep the company (upkeep " + day.upkeep.normalised() + ").");
  }
  if (day.day == ledger.wagesShortDay) {
    events.push_back("The wages due (" + day.wages.normalised() + ") cannot be paid: \"" +
                     ledger.unpaidWagesRule + "\"");
  }
  if (day.day == ledger.moneyRunsOut)
    events.push_back("The money runs out: \"" + ledger.outOfMoneyRule + "\"");
  return events;
}

std::vector<std::string> rulesApplied(const gen::Ledger& ledger) {
  std::vector<std::string> rules;
  for (const gen::LedgerLine& line : ledger.lines) {
    for (const std::string& rule : costRuleWords(line.applied)) {
      if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
    }
  }
  return rules;
}

int daysPaid(const gen::Ledger& ledger) {
  return ledger.moneyRunsOut ? ledger.moneyRunsOut - 1 : static_cast<int>(ledger.days.size());
}

std::vector<LedgerDayEntry> ledgerDays(const gen::Ledger& ledger) {
  std::vector<LedgerDayEntry> days;
  days.reserve(ledger.days.size());
  for (const gen::LedgerDay& day : ledger.days) {
    days.push_back({day, day.day % ledger.payday == 0, dayEvents(ledger, day)});
  }
  return days;
}

LedgerTotals ledgerTotals(const gen::Ledger& ledger) {
  const gen::LedgerDay last = ledger.days.empty() ? gen::LedgerDay{} : ledger.days.back();
  return {last.runningUpkeep, last.runningWages, last.runningTotal, ledger.owedAtEnd, last.balance};
}

LedgerSeverance ledgerSeverance(const gen::Ledger& ledger) {
  const std::optional<tables::Money> balance = ledger.days.empty() ? std::nullopt : ledger.days.back().balance;
  return {ledger.severanceDays, ledger.severance, ledger.mercenarySeverance, balance, ledger.severanceRule};
}

}  // namespace outremer::codec
