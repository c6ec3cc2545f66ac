#include "render/markdown_upkeep.hpp"

#include "render/json_upkeep.hpp"
#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"
#include "render/text_upkeep.hpp"

namespace outremer::render {
namespace {

std::string upkeepMoneyMarkdown(tables::Money money) { return money.normalised(); }

void appendLinesMarkdown(std::string& out, const gen::Ledger& ledger) {
  out +=
      "| Who | No. | Pay each | Keep each | Pay/day | Keep/day | Severance |\n"
      "|---|--:|--:|--:|--:|--:|--:|\n";
  for (const gen::LedgerLine& line : ledger.lines) {
    put(out, "| {} | {} | {} | {} | {} | {} | {} |\n", markdownCell(describeLine(line)), line.count, upkeepMoneyMarkdown(line.payEach),
        upkeepMoneyMarkdown(line.upkeepEach), upkeepMoneyMarkdown(line.dailyPay), upkeepMoneyMarkdown(line.dailyUpkeep), upkeepMoneyMarkdown(line.severance));
  }
  out += '\n';
  const std::vector<std::string> rules = rulesApplied(ledger);
  for (const std::string& rule : rules) put(out, "- {}\n", markdownCell(rule));
  if (rules.empty()) out += '\n';  // the template's empty section leaves a blank line
  out += '\n';
  appendDailyCost(out, ledger, "**");
}

void appendDaysMarkdown(std::string& out, const gen::Ledger& ledger) {
  const bool paidDaily = ledger.payday == 1;
  put(out, "\n## Ledger\n\n| Day | Upkeep | Wages paid | Spent so far |{}{}\n|--:|--:|--:|--:|{}{}\n",
      paidDaily ? "" : " Wages owed |", ledger.purse ? " Balance |" : "", paidDaily ? "" : "--:|",
      ledger.purse ? "--:|" : "");
  for (const gen::LedgerDay& day : ledger.days) {
    put(out, "| {} | {} | {} | {} |", day.day, upkeepMoneyMarkdown(day.upkeep), day.day % ledger.payday == 0 ? upkeepMoneyMarkdown(day.wages) : "-",
        upkeepMoneyMarkdown(day.runningTotal));
    if (!paidDaily) put(out, " {} |", upkeepMoneyMarkdown(day.owed));
    if (day.balance) put(out, " {} |", upkeepMoneyMarkdown(*day.balance));
    out += '\n';
  }
  out += '\n';
  for (const gen::LedgerDay& day : ledger.days) {
    for (const std::string& event : dayEvents(ledger, day)) put(out, "- **Day {}**: {}\n", day.day, markdownCell(event));
  }
}

void appendSeveranceMarkdown(std::string& out, const gen::Ledger& ledger) {
  put(out, "\n## Severance\n\nOne week ({} days) of pay: the whole company **{}**.\n", ledger.severanceDays,
      upkeepMoneyMarkdown(ledger.severance));
  if (!appendMercenariesDemand(out, ledger, "**")) out += '\n';  // the template's skipped line
  put(out, "\n> {}\n", markdownCell(ledger.severanceRule));
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::Ledger& ledger) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  out += '\n';
  appendLinesMarkdown(out, ledger);
  appendDaysMarkdown(out, ledger);
  appendTotals(out, ledger, "**");
  appendSeveranceMarkdown(out, ledger);
  appendFootnotesMarkdown(out, brief.log);
  out += '\n';
  return out;
}

}  // namespace outremer::render
