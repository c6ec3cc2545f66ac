// The JSON form of an upkeep ledger (schemas/upkeep.schema.json): the company's lines, the
// day-by-day ledger, its totals and the severance.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "codec/character.hpp"
#include "gen/upkeep.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Ledger> = "upkeep";

/// A ledger line's words: "Sergeant (mounted, mercenary)", the label and what sets the line
/// apart.
std::string describeLine(const gen::LedgerLine& line);
/// What |rule| says, in words: "mercenary: pay and upkeep x2".
std::string costRuleWords(const gen::CostRule& rule);
std::vector<std::string> costRuleWords(const std::vector<gen::CostRule>& rules);
/// What happens on |day| when it is the first the purse falls short, in the book's words.
std::vector<std::string> dayEvents(const gen::Ledger& ledger, const gen::LedgerDay& day);
/// The rules the ledger's lines applied, each once, in order.
std::vector<std::string> rulesApplied(const gen::Ledger& ledger);
/// The full days the purse pays for.
int daysPaid(const gen::Ledger& ledger);

/// |amount| (std::optional<tables::Money>, const or not) as |key|: null, or money that may be
/// a debt.
template <class Io>
void signedMoney(Io& io, std::string_view key, auto& amount) {
  std::optional<SignedMoney> value;
  if (amount) value = SignedMoney{*amount};
  io(key, value);
  if constexpr (Io::kReads) amount = value ? std::optional(value->money) : std::nullopt;
}

/// |day| (an int, const or not) as |key|: null for none (0).
template <class Io>
void dayOrNone(Io& io, std::string_view key, auto& day) {
  std::optional<int> value;
  if (day != 0) value = day;
  io(key, value, kDays);
  if constexpr (Io::kReads) day = value.value_or(0);
}

template <class Io>
void fields(Io& io, Of<gen::LedgerLine> auto& line) {
  io("type", line.type);
  io("label", line.label);
  io.derived("description", [&] { return describeLine(line); });
  io("line", line.line);
  io("count", line.count, kCount);
  io("mounted", line.mounted);
  io("military_order", line.militaryOrder);
  io("mercenary", line.mercenary);
  io("pay_each", line.payEach);
  io("upkeep_each", line.upkeepEach);
  io("daily_pay", line.dailyPay);
  io("daily_upkeep", line.dailyUpkeep);
  io("severance", line.severance);
  io("period_upkeep", line.periodUpkeep);
  io("period_wages", line.periodWages);
  asWritten(io, "applied", line.applied, costRuleWords(line.applied));
}

/// A day of the ledger with what the brief says of it from the whole ledger: whether wages
/// fall due, and what befalls the company when the purse first falls short.
struct LedgerDayEntry {
  gen::LedgerDay day;
  bool payday = false;
  std::vector<std::string> events;
};

template <class Io>
void fields(Io& io, Of<LedgerDayEntry> auto& entry) {
  auto& day = entry.day;
  io("day", day.day, kDays);
  io.derived("is_payday", [&] { return entry.payday; });
  io("upkeep", day.upkeep);
  io("wages", day.wages);
  io("running_upkeep", day.runningUpkeep);
  io("running_wages", day.runningWages);
  io("running_total", day.runningTotal);
  io("owed", day.owed);
  signedMoney(io, "balance", day.balance);
  io("upkeep_short", day.upkeepShort);
  io("wages_short", day.wagesShort);
  io.derived("events", [&]() -> const std::vector<std::string>& { return entry.events; });
}

/// What the whole ledger comes to: the last day's running totals and balance, and the wages
/// earned after the last payday.
struct LedgerTotals {
  tables::Money upkeep;
  tables::Money wages;
  tables::Money total;
  tables::Money owed;
  std::optional<tables::Money> balance;
};

template <class Io>
void fields(Io& io, Of<LedgerTotals> auto& totals) {
  io("upkeep", totals.upkeep);
  io("wages", totals.wages);
  io("total", totals.total);
  io("owed", totals.owed);
  signedMoney(io, "balance", totals.balance);
}

/// The week's pay the company and the mercenaries are owed on leaving, and what the purse
/// holds once the mercenaries are paid.
struct LedgerSeverance {
  int days = 0;
  tables::Money company;
  tables::Money mercenaries;
  std::optional<tables::Money> balance;  // the last day's, before the mercenaries are paid
  std::string rule;
};

template <class Io>
void fields(Io& io, Of<LedgerSeverance> auto& severance) {
  io("days", severance.days, kCount);
  io("company", severance.company);
  io("mercenaries", severance.mercenaries);
  io.derived("mercenaries_demand", [&] { return severance.mercenaries.copper > 0; });
  io.derived("balance_after_mercenaries", [&] {
    std::optional<SignedMoney> after;
    if (severance.balance) after = SignedMoney{{severance.balance->copper - severance.mercenaries.copper}};
    return after;
  });
  io("rule", severance.rule);
}

/// The ledger's days, totals and severance as the brief gives them.
std::vector<LedgerDayEntry> ledgerDays(const gen::Ledger& ledger);
LedgerTotals ledgerTotals(const gen::Ledger& ledger);
LedgerSeverance ledgerSeverance(const gen::Ledger& ledger);

template <class Io>
void fields(Io& io, Of<gen::Ledger> auto& ledger) {
  io("members", ledger.members, kCount);
  io.derived("days", [&] { return static_cast<int>(ledger.days.size()); }, kDays);
  io("payday", ledger.payday, kDays);
  io.derived("paid_daily", [&] { return ledger.payday == 1; });
  io("lines", ledger.lines);
  io.derived("rules_applied", [&] { return rulesApplied(ledger); });
  io("daily_pay", ledger.dailyPay);
  io("daily_upkeep", ledger.dailyUpkeep);
  io.derived("daily_cost", [&] { return ledger.dailyPay + ledger.dailyUpkeep; });
  io("purse", ledger.purse);
  std::vector<LedgerDayEntry> days = ledgerDays(ledger);
  io("ledger", days);
  LedgerTotals totals = ledgerTotals(ledger);
  io("totals", totals);
  dayOrNone(io, "money_runs_out", ledger.moneyRunsOut);
  dayOrNone(io, "upkeep_short_day", ledger.upkeepShortDay);
  dayOrNone(io, "wages_short_day", ledger.wagesShortDay);
  io.derived("days_paid", [&] { return ledger.purse ? std::optional<int>(daysPaid(ledger)) : std::nullopt; }, kCount);
  LedgerSeverance severance = ledgerSeverance(ledger);
  io("severance", severance);
  if constexpr (Io::kReads) {
    ledger.days.clear();
    for (const LedgerDayEntry& entry : days) ledger.days.push_back(entry.day);
    ledger.owedAtEnd = totals.owed;
    ledger.severanceDays = severance.days;
    ledger.severance = severance.company;
    ledger.mercenarySeverance = severance.mercenaries;
    ledger.severanceRule = std::move(severance.rule);
  }
}

}  // namespace outremer::codec
