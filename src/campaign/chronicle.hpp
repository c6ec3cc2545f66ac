#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "campaign/route.hpp"
#include "campaign/state.hpp"

namespace outremer::campaign {

/// One log entry as the chronicle tells it: where (by id and name), what, and the money it
/// moved (copper in, or out when negative).
struct ChronicleEntry {
  std::string hex;
  std::string hexName;
  EntryKind kind = EntryKind::move;
  Event event;
  int64_t money = 0;
};

/// A day of the journey, told under the hex where it ended.
struct ChronicleDay {
  int day = 0;
  std::string hex;
  std::string hexName;
  std::vector<ChronicleEntry> entries;
};

/// Money in and out (both counted upwards) on one day, and the purse at its end.
struct LedgerDay {
  int day = 0;
  int64_t in = 0;
  int64_t out = 0;
  int64_t balance = 0;
};

/// Money in and out for one kind of entry (upkeep, wages, loot, ...).
struct KindFlow {
  EntryKind kind = EntryKind::move;
  int64_t in = 0;
  int64_t out = 0;
};

/// The ledger: the purse before the first entry, the money the entries moved, the purse
/// now; day by day, and by kind in the order the kinds first moved money.
struct Ledger {
  int64_t start = 0;
  int64_t moneyIn = 0;
  int64_t moneyOut = 0;
  int64_t end = 0;
  std::vector<LedgerDay> days;
  std::vector<KindFlow> byKind;
};

/// Where the party stands.
struct ChronicleSummary {
  int day = 0;
  std::string where;  // hex id of the last log entry
  std::string whereName;
  Ending finished = Ending::none;
  int daysTravelled = 0;
  int members = 0;
  int survivors = 0;  // members still with the party
  tables::Money purse;
  int renown = 0;
  tables::Money wagesOwed;
  Promise promise;
  std::string promisedTown;  // its name, "" for a promise of days
};

/// How an encounter went, read from the log entries that answer it: a fight (fought on
/// the board or settled quickly, or the party ridden down as it fled), the party's own
/// robbery or village raid, a toll or bribe paid, fled, animals hunted, passed in peace
/// (a band let be, a runaway sent away or taken in), the party gave itself up, or not yet
/// settled (the party has still to answer).
enum class EncounterOutcome { fought, attacked, paid, fled, hunted, passed, surrendered, unsettled };
/// The outcome's name in the chronicle's JSON: "fought", "attacked", ...
template <>
struct Names<EncounterOutcome> {
  static constexpr std::array<std::pair<EncounterOutcome, std::string_view>, 8> table{
      {{EncounterOutcome::fought, "fought"},
       {EncounterOutcome::attacked, "attacked"},
       {EncounterOutcome::paid, "paid"},
       {EncounterOutcome::fled, "fled"},
       {EncounterOutcome::hunted, "hunted"},
       {EncounterOutcome::passed, "passed"},
       {EncounterOutcome::surrendered, "surrendered"},
       {EncounterOutcome::unsettled, "unsettled"}}};
};

/// An encounter entry of the log.
struct ChronicleEncounter {
  int day = 0;
  std::string hex;
  std::string hexName;
  Event event;  // what was met
  EncounterOutcome outcome = EncounterOutcome::unsettled;
};

/// The route map's data: the road and detours, the hexes the party went through (a stay
/// counted once, hexes the route does not know left off), where it is, and the waters
/// drawn under the road.
struct RouteMapData {
  std::vector<Hex> road;
  std::vector<Detour> detours;
  std::vector<std::string> path;
  std::optional<std::string> position;
  std::vector<Water> waters;
};

/// The map of |route| with no journey on it: no path, no position.
RouteMapData routeMap(const Route& route);

/// The campaign's chronicle (docs/CAMPAIGN.md, "The chronicle"): everything the printed
/// chronicle shows, read from the state (its log above all) and the route.
struct Chronicle {
  ChronicleSummary summary;
  std::string groupLabel;
  int mules = 0;
  int wagons = 0;
  std::vector<Member> members;
  std::vector<ChronicleDay> journey;
  Ledger ledger;
  std::vector<ChronicleEncounter> encounters;
  RouteMapData map;
};

/// The chronicle of |state| on |route|. The ledger counts only money the log's entries
/// moved (the start entry's money is the purse the party set out with, not money in): the
/// purse before the first entry is taken to be today's purse less their sum. Hexes the
/// route does not know are named by their id and left off the map.
Chronicle chronicle(const State& state, const Route& route);

}  // namespace outremer::campaign
