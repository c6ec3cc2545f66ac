// The end of a day (Upkeep of Characters): upkeep paid, wages earned and falling due, the
// unpaid turning on the loyal.
#include "campaign/day_end.hpp"

#include <algorithm>

#include "campaign/encounter.hpp"
#include "campaign/payday.hpp"

namespace outremer::campaign::day_end {

namespace {

// Whether the unkept mutinied, and so the party changed.
bool payUpkeep(Turn& turn, const gen::DailyCost& day) {
  const tables::Money& upkeep = day.upkeep;
  const tables::Money& pay = day.pay;
  turn.state.wagesOwed = turn.state.wagesOwed + pay;
  if (turn.state.purse >= upkeep) {
    turn.state.purse = {turn.state.purse.copper - upkeep.copper};
    say(turn, EntryKind::upkeep, {.said = Said::upkeepKept, .numbers = {upkeep.copper, pay.copper}},
        -upkeep.copper);
    return false;
  }
  const tables::Money paid = turn.state.purse;
  turn.state.purse = {};
  say(turn, EntryKind::upkeep, {.said = Said::upkeepShort, .numbers = {paid.copper, upkeep.copper}},
      -paid.copper);
  const std::vector<size_t> unkept = soldiers(turn);
  if (unkept.empty()) return false;
  mutiny(turn, unkept, {.said = Said::mutinyUnkept}, Then::nothing, {});
  return true;
}

// Whether the unpaid mutinied, and so the party changed.
bool wagesFallDue(Turn& turn, const gen::DailyCost& day) {
  if (turn.state.wagesOwed.copper == 0 || !dueTonight(turn, day)) return false;
  if (turn.state.purse >= turn.state.wagesOwed) {
    payWages(turn, Said::wagesFallDue);
    return false;
  }
  mutiny(turn, soldiers(turn),
         {.said = Said::mutinyWagesDue, .numbers = {turn.state.wagesOwed.copper, turn.state.purse.copper}},
         Then::nothing, {});
  return true;
}

}  // namespace

void play(Turn& turn) {
  // What the party costs a day, worked out once and again only after a mutiny, the one
  // thing here that changes the party.
  gen::DailyCost day = dailyCost(turn);
  if (payUpkeep(turn, day)) day = dailyCost(turn);
  if (!over(turn) && !waiting(turn.state.pending) && wagesFallDue(turn, day)) day = dailyCost(turn);
  checkEnd(turn);
  ++turn.state.day;
  if (!waiting(turn.state.pending)) warnOfPayday(turn, day);
}

// Upkeep: "If their pay was not forthcoming at the specified time they would attack the
// loyal (paid) members of the party in order to receive their pay."
void mutiny(Turn& turn, const std::vector<size_t>& unpaid, Event why, Then then,
            tables::Money demand) {
  if (unpaid.empty()) {
    turn.state.wagesOwed = {};  // no soldier is left to claim them
    return;
  }
  std::vector<gen::Character> mutineers;
  tables::Money wages;
  for (size_t i : unpaid) {
    turn.state.members[i].status = MemberStatus::left;
    mutineers.push_back(turn.state.members[i].character);
    const gen::Character& c = turn.state.members[i].character;
    wages = wages + costOf(turn, c, c.mercenary).pay * std::max(1, turn.state.day - turn.state.lastPaid);
  }
  // Their wages leave with them, whether they win them or not.
  wages = soldiers(turn).empty() ? turn.state.wagesOwed
                                 : tables::Money{std::min(wages.copper, turn.state.wagesOwed.copper)};
  turn.state.wagesOwed = {turn.state.wagesOwed.copper - wages.copper};
  why.numbers.insert(why.numbers.begin(), static_cast<int64_t>(mutineers.size()));
  say(turn, EntryKind::mutiny, std::move(why));
  if (presentCount(turn) == 0) {
    turn.state.finished = Ending::disbanded;
    say(turn, EntryKind::end, {.said = Said::disbanded});
    return;
  }
  Meeting m;
  m.reason = Reason::mutiny;
  m.label = {gen::GroupLabelKind::mutineers};
  m.attacks = true;
  m.owed = wages + demand;
  m.then = then;
  encounter::meetBand(turn, std::move(m), std::move(mutineers));
}

void checkEnd(Turn& turn) {
  if (over(turn) || presentCount(turn) > 0) return;
  turn.state.pending = {};
  turn.state.finished = Ending::destroyed;
  say(turn, EntryKind::end, {.said = Said::destroyed});
}

}  // namespace outremer::campaign::day_end
