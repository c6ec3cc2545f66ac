#include "render/text_upkeep.hpp"

#include "render/json_upkeep.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

std::string upkeepMoneyText(tables::Money money) { return money.normalised(); }

void appendLines(std::string& out, const gen::Ledger& ledger) {
  put(out, "{} {} {} {} {} {}\n", column("Who", 29), columnRight("No.", 4), columnRight("Pay each", 9),
      columnRight("Keep each", 9), columnRight("Pay/day", 12), columnRight("Keep/day", 12));
  for (const gen::LedgerLine& line : ledger.lines) {
    put(out, "{} {} {} {} {} {}\n", column(shown(describeLine(line)), 29), columnRight(std::to_string(line.count), 4),
        columnRight(upkeepMoneyText(line.payEach), 9), columnRight(upkeepMoneyText(line.upkeepEach), 9), columnRight(upkeepMoneyText(line.dailyPay), 12),
        columnRight(upkeepMoneyText(line.dailyUpkeep), 12));
  }
  for (const std::string& rule : rulesApplied(ledger)) put(out, "  {}\n", shown(rule));
  out += '\n';
  appendDailyCost(out, ledger, "");
}

void appendDays(std::string& out, const gen::Ledger& ledger) {
  const bool paidDaily = ledger.payday == 1;
  put(out, "\n{}  {}  {}  {}", columnRight("Day", 4), columnRight("Upkeep", 12), columnRight("Wages paid", 12),
      columnRight("Spent so far", 17));
  if (!paidDaily) put(out, "  {}", columnRight("Wages owed", 12));
  if (ledger.purse) put(out, "  {}", columnRight("Balance", 18));
  out += '\n';
  for (const gen::LedgerDay& day : ledger.days) {
    put(out, "{}  {}  {}  {}", columnRight(std::to_string(day.day), 4), columnRight(upkeepMoneyText(day.upkeep), 12),
        columnRight(day.day % ledger.payday == 0 ? upkeepMoneyText(day.wages) : "-", 12), columnRight(upkeepMoneyText(day.runningTotal), 17));
    if (!paidDaily) put(out, "  {}", columnRight(upkeepMoneyText(day.owed), 12));
    if (day.balance) put(out, "  {}", columnRight(upkeepMoneyText(*day.balance), 18));
    out += '\n';
    for (const std::string& event : dayEvents(ledger, day)) put(out, "     ! {}\n", shown(event));
  }
}

void appendSeverance(std::string& out, const gen::Ledger& ledger) {
  put(out, "\nSeverance, one week ({} days) of pay: the whole company {}.\n", ledger.severanceDays,
      upkeepMoneyText(ledger.severance));
  appendMercenariesDemand(out, ledger, "");
  put(out, "  \"{}\"\n", shown(ledger.severanceRule));
}

}  // namespace

void appendDailyCost(std::string& out, const gen::Ledger& ledger, std::string_view strong) {
  put(out, "Each day: pay {1}{0}{1}, upkeep {1}{2}{1}, in all {1}{3}{1}.\n", upkeepMoneyText(ledger.dailyPay), strong,
      upkeepMoneyText(ledger.dailyUpkeep), upkeepMoneyText(ledger.dailyPay + ledger.dailyUpkeep));
  if (ledger.payday == 1) {
    out += "Upkeep is paid every day; wages are paid daily.\n";
  } else {
    put(out, "Upkeep is paid every day; wages fall due every {} days (the promised day).\n", ledger.payday);
  }
  if (ledger.purse) {
    put(out, "Purse: {}{}{}.\n", strong, upkeepMoneyText(*ledger.purse), strong);
  } else {
    out += '\n';  // the template's skipped line leaves a blank one
  }
}

void appendTotals(std::string& out, const gen::Ledger& ledger, std::string_view strong) {
  const gen::LedgerDay& last = ledger.days.back();
  put(out, "\nOver {} days: upkeep {}, wages paid {}, in all {}{}{}.\n", ledger.days.size(), upkeepMoneyText(last.runningUpkeep),
      upkeepMoneyText(last.runningWages), strong, upkeepMoneyText(last.runningTotal), strong);
  if (ledger.payday != 1) put(out, "Wages earned since the last payday, not yet due: {}.\n", upkeepMoneyText(ledger.owedAtEnd));
  if (ledger.purse) {
    put(out, "Balance at the end: {}{}{}.\n", strong, upkeepMoneyText(last.balance.value_or(tables::Money{})), strong);
  }
  if (ledger.payday == 1 && !ledger.purse) out += '\n';  // the template's line with nothing on it
  if (ledger.moneyRunsOut) {
    put(out, "The money runs out on day {}; the purse pays for {} full day(s).\n", ledger.moneyRunsOut,
        daysPaid(ledger));
  }
}

bool appendMercenariesDemand(std::string& out, const gen::Ledger& ledger, std::string_view strong) {
  if (ledger.mercenarySeverance.copper <= 0) return false;
  put(out, "The mercenaries demand {}{}{} on leaving", strong, upkeepMoneyText(ledger.mercenarySeverance), strong);
  if (const auto& balance = ledger.days.back().balance) {
    put(out, "; paying it at the end leaves {}", upkeepMoneyText({balance->copper - ledger.mercenarySeverance.copper}));
  }
  out += ".\n";
  return true;
}

std::string briefText(const Brief& brief, const gen::Ledger& ledger) {
  std::string out = beginBriefText(brief.header);
  appendLines(out, ledger);
  appendDays(out, ledger);
  appendTotals(out, ledger, "");
  appendSeverance(out, ledger);
  appendFootnotesText(out, brief.log);
  out += '\n';
  return out;
}

}  // namespace outremer::render
