// The soldiers' payday: how far off, what will be owed, and whether the purse will hold it.
#include "campaign/payday.hpp"

namespace outremer::campaign {

std::optional<Payday> nextPayday(const Turn& turn) {
  if (over(turn)) return std::nullopt;
  return nextPayday(turn, dailyCost(turn));
}

std::optional<Payday> nextPayday(const Turn& turn, const gen::DailyCost& day) {
  const State& s = turn.state;
  if (over(turn)) return std::nullopt;
  if (day.pay.copper == 0 && s.wagesOwed.copper == 0) return std::nullopt;
  Payday payday;
  if (s.promise.kind == PromiseKind::town) {
    const int town = turn.route.indexOf(s.promise.town);
    if (town < s.hex) return std::nullopt;  // passed: the wages fall due at the journey's end
    payday.town = turn.route.hexes()[static_cast<size_t>(town)].name;
    // A hex a day at the least; standing in the town (not on a detour from it), tonight.
    payday.inDays = town == s.hex ? (s.detour.empty() ? 0 : 1) : town - s.hex;
  } else {
    payday.inDays = std::max(0, s.lastPaid + s.promise.every - s.day);
  }
  // Wages fall due at the end of a day, after its upkeep and pay: those of the days until
  // then, tonight's included (the day of arriving in the town is the last of them).
  const int64_t days = payday.town.empty() ? payday.inDays + 1 : std::max(payday.inDays, 1);
  payday.owed = {s.wagesOwed.copper + day.pay.copper * days};
  payday.purse = {std::max<int64_t>(0, s.purse.copper - day.upkeep.copper * days)};
  return payday;
}

bool dueTonight(const Turn& turn, const gen::DailyCost& day) {
  const std::optional<Payday> payday = nextPayday(turn, day);
  return payday && payday->inDays == 0;
}

void warnOfPayday(Turn& turn, const gen::DailyCost& day) {
  if (!hasSoldiers(turn)) return;
  const std::optional<Payday> payday = nextPayday(turn, day);
  const bool tomorrow = payday && (payday->town.empty() ? payday->inDays == 0 : payday->inDays == 1);
  if (!tomorrow || !payday->short_()) return;
  say(turn, EntryKind::warning,
      {.said = Said::grumble, .name = payday->town, .numbers = {payday->owed.copper, payday->purse.copper}});
}

}  // namespace outremer::campaign
