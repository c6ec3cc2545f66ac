#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gen/character.hpp"
#include "tables/money.hpp"

namespace outremer::campaign {

/// A member of the travelling party: the character, how he fares, and the fractions of
/// advancement points carried from battle to battle (Character Advancement Tables).
struct Member {
  gen::Character character;
  std::string status = "healthy";  // healthy, wounded, dead, captured, deserted, left
  double carry = 0;                // attack points carried over (fractions)
  double defenceCarry = 0;         // attack points counted towards the next defence point
  int joinedDay = 1;

  bool present() const { return status == "healthy" || status == "wounded"; }
  bool operator==(const Member&) const = default;
};

/// When the soldiers were promised their wages (Upkeep of Characters: "a definite date or
/// destination had to be given when they would be paid").
struct Promise {
  std::string kind = "day";  // "day" (every |every| days) or "town" (at |town|)
  int every = 7;
  std::string town;
};

/// A description of the party circulating after a robbery, followed hex by hex.
struct Wanted {
  std::string by;      // who circulates it: merchant, messenger, great-lord
  std::string where;   // next-town, patrols, every-hex
  int chance = 0;      // percent chance of being recognised there
  int waiting = 0;     // great lord: percent chance a force waits in the next hex
  int sinceDay = 0;
};

/// One line of the chronicle: what happened on a day, and the money it moved.
struct LogEntry {
  int day = 0;
  std::string hex;
  std::string kind;  // start, move, rest, detour, encounter, fight, pay, flee, upkeep, wages, ...
  std::string text;
  int64_t money = 0;  // copper in (+) or out (-)
};

/// Everything a campaign is: saved whole after every step, so that resuming gives the
/// same future as never having stopped (the generator's state is part of it).
struct State {
  static constexpr int kVersion = 1;

  uint64_t seed = 0;
  std::string rng;  // dice::Rng::state()
  int day = 1;
  int hex = 0;             // index on the road
  std::string detour;      // route-detours id while on a detour
  int detourStep = 0;      // index into the detour's hexes
  std::string group;
  std::string groupLabel;
  std::vector<Member> members;
  int mules = 0;
  int wagons = 0;
  tables::Money purse;
  tables::Money wagesOwed;  // pay earned since the soldiers were last paid
  Promise promise;
  int lastPaid = 1;         // day the wages were last paid
  std::vector<Wanted> wanted;
  std::vector<LogEntry> log;
  nlohmann::json pending;  // an encounter waiting for the party's choice, or null (keys sorted, so a
                           // resumed save writes them in the same order)
  std::string pendingBrief;        // its encounter brief as JSON text ("" for none): kept as text, written as is
  std::string finished;            // "", "arrived", "destroyed", "disbanded" or "imprisoned"
  int renown = 0;
  int herd = 0;  // Silver Francs of a rustled herd being driven to the next town
  // How recruits' strengths are found: the book's minimum, or rolled by house rule. Saves
  // written before it was kept were rolled.
  gen::InitialStrength strength = gen::InitialStrength::minimum;
};

class Route;

/// Checks that |state| fits the tables: its hex, detour and step, and promised town are on
/// |route|, its members' types are character types of |rules|. Throws std::runtime_error
/// naming the save's JSON path of the first that does not.
void checkAgainstTables(const State& state, const gen::Rules& rules, const Route& route);

/// The promise in words: "every 7 days", "on reaching Tripoli".
std::string promiseText(const Promise& promise, const Route& route);

}  // namespace outremer::campaign
