#include "campaign/chronicle.hpp"

#include <algorithm>
#include <iterator>

namespace outremer::campaign {

namespace {

// The entries of one day of the journey, in the order the log holds them.
struct Day {
  int day = 0;
  std::vector<const LogEntry*> entries;
};

std::vector<Day> daysOf(const std::vector<LogEntry>& log) {
  std::vector<Day> days;
  for (const LogEntry& entry : log) {
    if (days.empty() || days.back().day != entry.day) days.push_back({entry.day, {}});
    days.back().entries.push_back(&entry);
  }
  return days;
}

// The hexes the party passed through, in order, a hex it stayed in counted once.
std::vector<std::string> pathOf(const std::vector<LogEntry>& log) {
  std::vector<std::string> path;
  for (const LogEntry& entry : log) {
    if (path.empty() || path.back() != entry.hex) path.push_back(entry.hex);
  }
  return path;
}

std::string hexName(const Route& route, const std::string& id) {
  const Hex* hex = route.find(id);
  return hex ? hex->name : id;
}

// Where the party is: the hex of the last log entry (the engine logs where the party
// is), or before any entry the road hex the state names.
std::string whereId(const State& state, const Route& route) {
  if (!state.log.empty()) return state.log.back().hex;
  const size_t index = static_cast<size_t>(std::max(state.hex, 0));
  return index < route.hexes().size() ? route.hexes()[index].id : "";
}

ChronicleSummary summaryOf(const State& state, const Route& route) {
  ChronicleSummary s;
  s.day = state.day;
  s.where = whereId(state, route);
  s.whereName = hexName(route, s.where);
  s.finished = state.finished;
  const size_t path = pathOf(state.log).size();
  s.daysTravelled = path ? static_cast<int>(path) - 1 : 0;
  s.members = static_cast<int>(state.members.size());
  s.survivors = static_cast<int>(
      std::count_if(state.members.begin(), state.members.end(), [](const Member& m) { return m.present(); }));
  s.purse = state.purse;
  s.renown = state.renown;
  s.wagesOwed = state.wagesOwed;
  s.promise = state.promise;
  s.promisedTown = promisedTown(state.promise, route);
  return s;
}

std::vector<ChronicleDay> journeyOf(const std::vector<Day>& days, const Route& route) {
  std::vector<ChronicleDay> journey;
  for (const Day& day : days) {
    // The day is told under the hex where it ended.
    const std::string& hex = day.entries.back()->hex;
    ChronicleDay told{day.day, hex, hexName(route, hex), {}};
    for (const LogEntry* e : day.entries)
      told.entries.push_back({e->hex, hexName(route, e->hex), e->kind, e->event, e->money});
    journey.push_back(std::move(told));
  }
  return journey;
}

// Whether |entry| moved money. The start entry's money is the purse the party set out
// with: the ledger's opening balance, not money that came in on day 1.
bool movedMoney(const LogEntry& entry) { return entry.money != 0 && entry.kind != EntryKind::start; }

// Adds what |entry| moved to |in| or |out|, both counted upwards.
void count(const LogEntry& entry, int64_t& in, int64_t& out) {
  if (!movedMoney(entry)) return;
  if (entry.money > 0)
    in += entry.money;
  else
    out -= entry.money;
}

std::vector<KindFlow> byKindOf(const std::vector<LogEntry>& log) {
  std::vector<KindFlow> kinds;
  for (const LogEntry& entry : log) {
    if (!movedMoney(entry)) continue;
    auto found =
        std::find_if(kinds.begin(), kinds.end(), [&](const KindFlow& k) { return k.kind == entry.kind; });
    if (found == kinds.end()) found = kinds.insert(kinds.end(), {entry.kind, 0, 0});
    count(entry, found->in, found->out);
  }
  return kinds;
}

Ledger ledgerOf(const State& state, const std::vector<Day>& days) {
  Ledger ledger;
  for (const LogEntry& entry : state.log) count(entry, ledger.moneyIn, ledger.moneyOut);
  ledger.start = state.purse.copper - ledger.moneyIn + ledger.moneyOut;
  ledger.end = state.purse.copper;
  int64_t balance = ledger.start;
  for (const Day& day : days) {
    LedgerDay told{day.day, 0, 0, 0};
    for (const LogEntry* entry : day.entries) count(*entry, told.in, told.out);
    balance += told.in - told.out;
    told.balance = balance;
    ledger.days.push_back(told);
  }
  ledger.byKind = byKindOf(state.log);
  return ledger;
}

// Whether |entry|, just before an encounter, is the party setting out to rob or raid: a
// village raid, or lying in wait by the road (a "rob" entry that moved no money, where
// selling a herd or loot moves some).
bool setsOutToRob(const LogEntry& entry) {
  return entry.kind == EntryKind::raid || (entry.kind == EntryKind::rob && entry.money == 0);
}

// How the encounter at |at| went, by the entries after it up to the next encounter: a
// fight among them decides (a flight ridden down ends in one), else the first answer.
EncounterOutcome outcomeOf(const std::vector<LogEntry>& log, size_t at) {
  size_t end = at + 1;
  while (end < log.size() && log[end].kind != EntryKind::encounter) ++end;
  const auto answers = std::next(log.begin(), static_cast<long>(at + 1));
  const auto next = std::next(log.begin(), static_cast<long>(end));
  if (std::any_of(answers, next, [](const LogEntry& e) { return e.kind == EntryKind::fight; }))
    return at > 0 && setsOutToRob(log[at - 1]) ? EncounterOutcome::attacked : EncounterOutcome::fought;
  for (auto answer = answers; answer != next; ++answer) {
    switch (answer->kind) {
      case EntryKind::flee: return EncounterOutcome::fled;
      case EntryKind::pay: return EncounterOutcome::paid;
      case EntryKind::hunt: return EncounterOutcome::hunted;
      case EntryKind::pass:
      case EntryKind::refuse:
      case EntryKind::join: return EncounterOutcome::passed;
      case EntryKind::arrest: return EncounterOutcome::surrendered;
      default: break;
    }
  }
  return EncounterOutcome::unsettled;
}

std::vector<ChronicleEncounter> encountersOf(const State& state, const Route& route) {
  std::vector<ChronicleEncounter> encounters;
  for (size_t i = 0; i < state.log.size(); ++i) {
    const LogEntry& entry = state.log[i];
    if (entry.kind == EntryKind::encounter)
      encounters.push_back(
          {entry.day, entry.hex, hexName(route, entry.hex), entry.event, outcomeOf(state.log, i)});
  }
  // The last encounter is not settled while the party has still to answer it (a flight
  // ridden down waits for the fight); one whose fight is being reported was fought.
  if (!encounters.empty() && std::holds_alternative<Meeting>(state.pending))
    encounters.back().outcome = EncounterOutcome::unsettled;
  return encounters;
}

RouteMapData mapOf(const State& state, const Route& route) {
  RouteMapData map = routeMap(route);
  for (const std::string& id : pathOf(state.log)) {
    if (route.find(id)) map.path.push_back(id);
  }
  const std::string where = whereId(state, route);
  if (route.find(where)) map.position = where;
  return map;
}

}  // namespace

RouteMapData routeMap(const Route& route) {
  return {route.hexes(), route.detours(), {}, std::nullopt, route.waters()};
}

Chronicle chronicle(const State& state, const Route& route) {
  const std::vector<Day> days = daysOf(state.log);
  Chronicle c;
  c.summary = summaryOf(state, route);
  c.groupLabel = state.groupLabel;
  c.mules = state.mules;
  c.wagons = state.wagons;
  c.members = state.members;
  c.journey = journeyOf(days, route);
  c.ledger = ledgerOf(state, days);
  c.encounters = encountersOf(state, route);
  c.map = mapOf(state, route);
  return c;
}

}  // namespace outremer::campaign
