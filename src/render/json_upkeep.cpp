#include "render/json_upkeep.hpp"

#include <nlohmann/json.hpp>
#include <algorithm>

#include "render/brief.hpp"
#include "util/text.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

namespace {

ordered_json moneyJsonOf(tables::Money amount) { return moneyJson(amount.copper); }

ordered_json optionalMoney(const std::optional<tables::Money>& amount) {
  return amount ? moneyJsonOf(*amount) : ordered_json(nullptr);
}

ordered_json optionalDay(int day) { return day ? ordered_json(day) : ordered_json(nullptr); }

}  // namespace

std::string describeLine(const gen::LedgerLine& line) {
  std::vector<std::string> marks;
  if (line.mounted) marks.emplace_back("mounted");
  if (line.mercenary) marks.emplace_back("mercenary");
  if (line.militaryOrder) marks.emplace_back("fighting order");
  return marks.empty() ? line.label : line.label + " (" + util::join(marks, ", ") + ")";
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
    for (const std::string& rule : line.applied) {
      if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
    }
  }
  return rules;
}

int daysPaid(const gen::Ledger& ledger) {
  return ledger.moneyRunsOut ? ledger.moneyRunsOut - 1 : static_cast<int>(ledger.days.size());
}

namespace {

ordered_json lineJson(const gen::LedgerLine& line) {
  return {{"type", line.type},
          {"label", line.label},
          {"description", describeLine(line)},
          {"line", line.line},
          {"count", line.count},
          {"mounted", line.mounted},
          {"military_order", line.militaryOrder},
          {"mercenary", line.mercenary},
          {"pay_each", moneyJsonOf(line.payEach)},
          {"upkeep_each", moneyJsonOf(line.upkeepEach)},
          {"daily_pay", moneyJsonOf(line.dailyPay)},
          {"daily_upkeep", moneyJsonOf(line.dailyUpkeep)},
          {"severance", moneyJsonOf(line.severance)},
          {"period_upkeep", moneyJsonOf(line.periodUpkeep)},
          {"period_wages", moneyJsonOf(line.periodWages)},
          {"applied", line.applied}};
}

ordered_json dayJson(const gen::Ledger& ledger, const gen::LedgerDay& day) {
  return {{"day", day.day},
          {"is_payday", day.day % ledger.payday == 0},
          {"upkeep", moneyJsonOf(day.upkeep)},
          {"wages", moneyJsonOf(day.wages)},
          {"running_upkeep", moneyJsonOf(day.runningUpkeep)},
          {"running_wages", moneyJsonOf(day.runningWages)},
          {"running_total", moneyJsonOf(day.runningTotal)},
          {"owed", moneyJsonOf(day.owed)},
          {"balance", optionalMoney(day.balance)},
          {"upkeep_short", day.upkeepShort},
          {"wages_short", day.wagesShort},
          {"events", dayEvents(ledger, day)}};
}

ordered_json severanceJson(const gen::Ledger& ledger) {
  const gen::LedgerDay& last = ledger.days.back();
  ordered_json after = nullptr;
  if (last.balance) after = moneyJson(last.balance->copper - ledger.mercenarySeverance.copper);
  return {{"days", ledger.severanceDays},
          {"company", moneyJsonOf(ledger.severance)},
          {"mercenaries", moneyJsonOf(ledger.mercenarySeverance)},
          {"mercenaries_demand", ledger.mercenarySeverance.copper > 0},
          {"balance_after_mercenaries", std::move(after)},
          {"rule", ledger.severanceRule}};
}

}  // namespace

ordered_json upkeepJson(const gen::Ledger& ledger) {
  ordered_json lines = ordered_json::array();
  for (const gen::LedgerLine& line : ledger.lines) lines.push_back(lineJson(line));
  ordered_json days = ordered_json::array();
  for (const gen::LedgerDay& day : ledger.days) days.push_back(dayJson(ledger, day));
  const gen::LedgerDay& last = ledger.days.back();
  return {{"members", ledger.members},
          {"days", ledger.days.size()},
          {"payday", ledger.payday},
          {"paid_daily", ledger.payday == 1},
          {"lines", std::move(lines)},
          {"rules_applied", rulesApplied(ledger)},
          {"daily_pay", moneyJsonOf(ledger.dailyPay)},
          {"daily_upkeep", moneyJsonOf(ledger.dailyUpkeep)},
          {"daily_cost", moneyJsonOf(ledger.dailyPay + ledger.dailyUpkeep)},
          {"purse", optionalMoney(ledger.purse)},
          {"ledger", std::move(days)},
          {"totals",
           {{"upkeep", moneyJsonOf(last.runningUpkeep)},
            {"wages", moneyJsonOf(last.runningWages)},
            {"total", moneyJsonOf(last.runningTotal)},
            {"owed", moneyJsonOf(ledger.owedAtEnd)},
            {"balance", optionalMoney(last.balance)}}},
          {"money_runs_out", optionalDay(ledger.moneyRunsOut)},
          {"upkeep_short_day", optionalDay(ledger.upkeepShortDay)},
          {"wages_short_day", optionalDay(ledger.wagesShortDay)},
          {"days_paid", ledger.purse ? ordered_json(daysPaid(ledger)) : ordered_json(nullptr)},
          {"severance", severanceJson(ledger)}};
}

void writeJson(codec::JsonWriter& w, const gen::Ledger& ledger) { w.value(upkeepJson(ledger)); }

}  // namespace outremer::render
