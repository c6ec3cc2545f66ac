// The upkeep ledger (Upkeep of Characters): costs per line, the day-by-day ledger, the
// day the money runs out, paydays and severance.
#include "gen/upkeep.hpp"

#include <catch2/catch.hpp>

#include "shipped_tables.hpp"

using outremer::testing::rules;

using namespace outremer;
using tables::Money;

namespace {

gen::Ledger ledgerFor(std::vector<gen::UpkeepMember> members, int days, int payday = 1,
                      std::optional<Money> purse = std::nullopt, bool mercenaries = false) {
  gen::RollLog log;
  gen::UpkeepRequest request{std::move(members), days, payday, purse, mercenaries};
  return gen::makeLedger(rules(), log, request);
}

std::string text(Money money) { return money.normalised(); }

}  // namespace

TEST_CASE("each line costs the book's pay and upkeep per head and day") {
  const gen::Ledger ledger =
      ledgerFor({{"knight", 1}, {"sergeant", 2}, {"men-at-arms", 4}, {"peasant", 2}}, 1);
  REQUIRE(ledger.lines.size() == 4);
  CHECK(text(ledger.lines[0].payEach) == "1GF");
  CHECK(text(ledger.lines[0].upkeepEach) == "1SF");
  CHECK(text(ledger.lines[1].dailyPay) == "2SF");      // 2 sergeants at 1SF
  CHECK(text(ledger.lines[2].dailyUpkeep) == "12CC");  // 4 men-at-arms at 3CC
  CHECK(text(ledger.lines[3].dailyPay) == "0CC");      // peasants are not paid
  CHECK(ledger.members == 9);
  // 1GF + 2SF + 4SC pay; 1SF + 2SC + 12CC + 2CC upkeep.
  CHECK(text(ledger.dailyPay) == "1GF 2SF 4SC");
  CHECK(text(ledger.dailyUpkeep) == "1SF 2SC 14CC");
}

TEST_CASE("mounted sergeants cost three times, mercenaries twice, a fighting order is kept but not paid") {
  const gen::Ledger ledger = ledgerFor({{"sergeant", 1, true, false, false},
                                        {"sergeant", 1, true, false, true},
                                        {"holy-order-knight", 2, true, true, false},
                                        {"knight", 1, true, false, true}},
                                       1);
  REQUIRE(ledger.lines.size() == 4);
  CHECK(ledger.lines[0].mounted);
  CHECK(text(ledger.lines[0].payEach) == "3SF");      // 1SF x 3
  CHECK(text(ledger.lines[0].upkeepEach) == "3SC");   // 1SC x 3
  CHECK(text(ledger.lines[1].payEach) == "1GF 1SF");  // 1SF x 3 x 2
  CHECK(text(ledger.lines[2].payEach) == "0CC");      // "who would not have to be paid"
  CHECK(text(ledger.lines[2].upkeepEach) == "1SF");   // ... but are kept
  CHECK(text(ledger.lines[3].payEach) == "2GF");      // a mercenary knight
  CHECK(text(ledger.lines[3].upkeepEach) == "2SF");
  // A mounted knight is no dearer: only sergeants pay the mounted rate.
  CHECK_FALSE(ledgerFor({{"knight", 1, true}}, 1).lines[0].mounted);
}

TEST_CASE("hiring mercenaries hires the paid soldiers only, members of one kind share a line") {
  const gen::Ledger ledger = ledgerFor(
      {{"knight", 1}, {"peasant", 3}, {"holy-order-knight", 1, false, true}, {"knight", 2}}, 1, 1, {}, true);
  REQUIRE(ledger.lines.size() == 3);
  CHECK(ledger.lines[0].mercenary);
  CHECK(ledger.lines[0].count == 3);                 // the two knight entries join
  CHECK_FALSE(ledger.lines[1].mercenary);            // peasants have no pay: not hired soldiers
  CHECK_FALSE(ledger.lines[2].mercenary);            // a fighting order is not for hire
  CHECK(text(ledger.mercenarySeverance) == "42GF");  // 3 x 2GF x 7 days
}

TEST_CASE("running totals add up day by day, and wages fall due on the promised day") {
  const gen::Ledger daily = ledgerFor({{"knight", 1}}, 3);
  REQUIRE(daily.days.size() == 3);
  CHECK(text(daily.days[2].runningUpkeep) == "3SF");
  CHECK(text(daily.days[2].runningWages) == "3GF");
  CHECK(text(daily.days[2].runningTotal) == "3GF 3SF");
  CHECK_FALSE(daily.days[0].balance.has_value());

  const gen::Ledger weekly = ledgerFor({{"men-at-arms", 5}}, 8, 3);  // wages 5SC = 1SF a day
  CHECK(text(weekly.days[0].wages) == "0CC");
  CHECK(text(weekly.days[0].owed) == "1SF");
  CHECK(text(weekly.days[2].wages) == "3SF");  // days 1-3 paid on day 3
  CHECK(text(weekly.days[2].owed) == "0CC");
  CHECK(text(weekly.days[5].wages) == "3SF");
  CHECK(text(weekly.owedAtEnd) == "2SF");                 // days 7 and 8, due on day 9
  CHECK(text(weekly.lines[0].periodWages) == "1GF 1SF");  // 6SF, normalised
  CHECK(text(weekly.days[7].runningWages) == "1GF 1SF");
}

TEST_CASE("the ledger flags the day the wages cannot be paid and the money runs out") {
  // A knight costs 1GF 1SF a day; 2GF keeps him one day and his upkeep the next, not his pay.
  const gen::Ledger ledger = ledgerFor({{"knight", 1}}, 4, 1, Money::parse("2GF"));
  CHECK(ledger.days[0].balance->copper == 1250 - 750);
  CHECK_FALSE(ledger.days[1].upkeepShort);
  CHECK(ledger.days[1].wagesShort);
  CHECK(ledger.wagesShortDay == 2);
  CHECK(ledger.upkeepShortDay == 3);
  CHECK(ledger.moneyRunsOut == 2);
  CHECK(ledger.days[3].balance->copper == 1250 - 4 * 750);  // the shortfall keeps counting
  CHECK(ledger.unpaidWagesRule.find("attack the loyal (paid) members") != std::string::npos);
  CHECK(ledger.outOfMoneyRule.find("hire out his party as a mercenary unit") != std::string::npos);

  // With pay due only on day 5, the purse keeps the company until then (4 x 1SF upkeep).
  const gen::Ledger later = ledgerFor({{"knight", 1}}, 6, 5, Money::parse("2GF"));
  CHECK(later.moneyRunsOut == 5);
  CHECK(later.wagesShortDay == 5);
  CHECK(later.upkeepShortDay == 6);

  // Exactly enough: the purse ends empty and never short.
  const gen::Ledger enough = ledgerFor({{"knight", 1}}, 4, 1, Money::parse("4GF 4SF"));
  CHECK(enough.moneyRunsOut == 0);
  CHECK(enough.days[3].balance->copper == 0);
}

TEST_CASE("severance is one week of the whole company's pay") {
  const gen::Ledger ledger = ledgerFor({{"knight", 1}, {"sergeant", 2}, {"squire", 1}}, 1);
  CHECK(ledger.severanceDays == 7);
  CHECK(text(ledger.severance) == "9GF 4SF");  // (1GF + 2SF) x 7
  CHECK(text(ledger.mercenarySeverance) == "0CC");
  CHECK(ledger.severanceRule.find("severance pay of one week") != std::string::npos);
}

TEST_CASE("the ledger footnotes the reconstructed type mapping it used") {
  gen::RollLog log;
  gen::makeLedger(rules(), log, {{{"halberdier", 1}}, 1, 1, std::nullopt, false});
  REQUIRE(log.footnotes().size() == 1);
  CHECK(log.footnotes()[0].table->id == "upkeep-types");
  CHECK(log.footnotes()[0].row->entry == "Men-at-Arms");
  CHECK(log.rolls().empty());  // no dice
}

TEST_CASE("zero members of a type make no line, a type no line keeps is an error") {
  CHECK(ledgerFor({{"knight", 0}, {"peasant", 1}}, 1).lines.size() == 1);
  CHECK_THROWS_AS(ledgerFor({{"amir", 1}}, 1), gen::RulesError);
  CHECK_THROWS_AS(ledgerFor({{"knight", 1}}, 0), gen::RulesError);
}
