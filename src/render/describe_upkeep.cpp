#include <string>

#include "codec/upkeep.hpp"
#include "render/describe.hpp"

namespace outremer::render {

using codec::dayEvents;
using codec::daysPaid;
using codec::describeLine;
using codec::rulesApplied;

namespace {

// Each kind of member and what it costs, the rules its lines applied, what a day costs and
// when it is paid.
void describeLedgerLines(std::vector<Block>& blocks, const gen::Ledger& ledger) {
  Table& table = add(blocks, Table{"lines",
                                   {{"Who"},
                                    {"No.", true},
                                    {"Pay each", true},
                                    {"Upkeep each", true},
                                    {"Pay/day", true},
                                    {"Upkeep/day", true},
                                    {"Severance", true}}});
  for (const gen::LedgerLine& line : ledger.lines) {
    table.rows.push_back({describeLine(line), std::to_string(line.count), line.payEach.normalised(),
                          line.upkeepEach.normalised(), line.dailyPay.normalised(), line.dailyUpkeep.normalised(),
                          line.severance.normalised()});
  }
  List rules;
  for (const std::string& rule : rulesApplied(ledger)) rules.items.emplace_back(rule);
  if (!rules.items.empty()) add(blocks, std::move(rules));
  Paragraph& daily = add(blocks, Paragraph{});
  daily.lines.emplace_back()
      .plain("Each day: pay ")
      .strong(ledger.dailyPay.normalised())
      .plain(", upkeep ")
      .strong(ledger.dailyUpkeep.normalised())
      .plain(", in all ")
      .strong((ledger.dailyPay + ledger.dailyUpkeep).normalised())
      .plain(".");
  daily.lines.emplace_back(ledger.payday == 1 ? "Upkeep is paid every day; wages are paid daily."
                                              : "Upkeep is paid every day; wages fall due every " +
                                                    std::to_string(ledger.payday) + " days (the promised day).");
  if (ledger.purse) daily.lines.emplace_back().plain("Purse: ").strong(ledger.purse->normalised()).plain(".");
}

// The ledger day by day, what befell on the days the purse fell short, and the totals.
void describeLedgerDays(std::vector<Block>& blocks, const gen::Ledger& ledger) {
  const bool paidDaily = ledger.payday == 1;
  Section& section = add(blocks, Section{"Ledger", {}});
  Table& table =
      add(section.blocks,
          Table{"ledger", {{"Day", true}, {"Upkeep", true}, {"Wages paid", true}, {"Spent so far", true}}});
  if (!paidDaily) table.columns.push_back({"Wages owed", true});
  if (ledger.purse) table.columns.push_back({"Balance", true});
  List events;
  for (const gen::LedgerDay& day : ledger.days) {
    std::vector<std::string>& row = table.rows.emplace_back();
    row = {std::to_string(day.day), day.upkeep.normalised(), day.day % ledger.payday == 0 ? day.wages.normalised() : "-",
           day.runningTotal.normalised()};
    if (!paidDaily) row.push_back(day.owed.normalised());
    if (day.balance) row.push_back(day.balance->normalised());
    for (const std::string& event : dayEvents(ledger, day)) {
      events.items.push_back(Line::field("Day " + std::to_string(day.day), event));
    }
  }
  if (!events.items.empty()) add(section.blocks, std::move(events));
  const gen::LedgerDay& last = ledger.days.back();
  Paragraph& totals = add(section.blocks, Paragraph{});
  totals.lines.emplace_back()
      .plain("Over " + std::to_string(ledger.days.size()) + " days: upkeep " + last.runningUpkeep.normalised() +
             ", wages paid " + last.runningWages.normalised() + ", in all ")
      .strong(last.runningTotal.normalised())
      .plain(".");
  if (!paidDaily) {
    totals.lines.emplace_back("Wages earned since the last payday, not yet due: " + ledger.owedAtEnd.normalised() + ".");
  }
  if (ledger.purse) {
    totals.lines.emplace_back()
        .plain("Balance at the end: ")
        .strong(last.balance.value_or(tables::Money{}).normalised())
        .plain(".");
  }
  if (ledger.moneyRunsOut) {
    totals.lines.emplace_back("The money runs out on day " + std::to_string(ledger.moneyRunsOut) +
                              "; the purse pays for " + std::to_string(daysPaid(ledger)) + " full day(s).");
  }
}

// What letting the company go costs, and the book's rule for it.
void describeSeverance(std::vector<Block>& blocks, const gen::Ledger& ledger) {
  Section& section = add(blocks, Section{"Severance", {}});
  Paragraph& paragraph = add(section.blocks, Paragraph{});
  paragraph.lines.emplace_back()
      .plain("One week (" + std::to_string(ledger.severanceDays) + " days) of pay: the whole company ")
      .strong(ledger.severance.normalised())
      .plain(".");
  if (ledger.mercenarySeverance.copper > 0) {
    Line& demand = paragraph.lines.emplace_back();
    demand.plain("The mercenaries demand ").strong(ledger.mercenarySeverance.normalised()).plain(" on leaving");
    if (const auto& balance = ledger.days.back().balance) {
      demand.plain("; paying it at the end leaves " +
                   tables::Money{balance->copper - ledger.mercenarySeverance.copper}.normalised());
    }
    demand.plain(".");
  }
  add(section.blocks, Paragraph{{"\"" + ledger.severanceRule + "\""}});
}

}  // namespace

void describe(std::vector<Block>& blocks, const gen::Ledger& ledger) {
  describeLedgerLines(blocks, ledger);
  describeLedgerDays(blocks, ledger);
  describeSeverance(blocks, ledger);
}

}  // namespace outremer::render
