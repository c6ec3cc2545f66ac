#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "campaign/event.hpp"
#include "campaign/names.hpp"
#include "campaign/pending.hpp"
#include "dice/rng.hpp"
#include "gen/character.hpp"
#include "gen/encounter.hpp"
#include "gen/village.hpp"
#include "tables/money.hpp"

namespace outremer::campaign {

/// How a member fares: with the party (healthy or wounded), or gone from it: dead, taken,
/// deserted, left (dismissed, or a mutineer gone with his pay), or driven off (a mutineer
/// beaten).
enum class MemberStatus { healthy, wounded, dead, captured, deserted, left, drivenOff };
template <>
struct Names<MemberStatus> {
  static constexpr std::array<std::pair<MemberStatus, std::string_view>, 7> table{
      {{MemberStatus::healthy, "healthy"},
       {MemberStatus::wounded, "wounded"},
       {MemberStatus::dead, "dead"},
       {MemberStatus::captured, "captured"},
       {MemberStatus::deserted, "deserted"},
       {MemberStatus::left, "left"},
       {MemberStatus::drivenOff, "driven-off"}}};
};

/// The wages fall due every so many days, or on reaching a town.
enum class PromiseKind { day, town };
template <>
struct Names<PromiseKind> {
  static constexpr std::array<std::pair<PromiseKind, std::string_view>, 2> table{
      {{PromiseKind::day, "day"}, {PromiseKind::town, "town"}}};
};

/// Who circulates the party's description after it robbed them.
enum class WantedBy { merchant, messenger, greatLord };
template <>
struct Names<WantedBy> {
  static constexpr std::array<std::pair<WantedBy, std::string_view>, 3> table{
      {{WantedBy::merchant, "merchant"},
       {WantedBy::messenger, "messenger"},
       {WantedBy::greatLord, "great-lord"}}};
};

/// Where the description is looked for: in the next town, by the next patrol (merchant),
/// by royal patrols (messenger), in every hex (great lord), and a force waiting once the
/// great lord's men have spotted the party.
enum class WantedWhere { nextTown, nextTownOrPatrol, patrols, everyHex, waiting };
template <>
struct Names<WantedWhere> {
  static constexpr std::array<std::pair<WantedWhere, std::string_view>, 5> table{
      {{WantedWhere::nextTown, "next-town"},
       {WantedWhere::nextTownOrPatrol, "next-town-or-patrol"},
       {WantedWhere::patrols, "patrols"},
       {WantedWhere::everyHex, "every-hex"},
       {WantedWhere::waiting, "waiting"}}};
};

/// How the pilgrimage ended; none while on the road.
enum class Ending { none, arrived, destroyed, disbanded, imprisoned };
template <>
struct Names<Ending> {
  static constexpr std::array<std::pair<Ending, std::string_view>, 5> table{
      {{Ending::none, ""},
       {Ending::arrived, "arrived"},
       {Ending::destroyed, "destroyed"},
       {Ending::disbanded, "disbanded"},
       {Ending::imprisoned, "imprisoned"}}};
};

/// How recruits' strengths are found (gen::InitialStrength), as the save names it.
template <>
struct Names<gen::InitialStrength> {
  static constexpr std::array<std::pair<gen::InitialStrength, std::string_view>, 2> table{
      {{gen::InitialStrength::minimum, "minimum"}, {gen::InitialStrength::rolled, "rolled"}}};
};

/// A member of the travelling party: the character, how he fares, and the fractions of
/// advancement points carried from battle to battle (Character Advancement Tables).
struct Member {
  gen::Character character;
  MemberStatus status = MemberStatus::healthy;
  double carry = 0;         // attack points carried over (fractions)
  double defenceCarry = 0;  // attack points counted towards the next defence point
  int joinedDay = 1;

  bool present() const { return status == MemberStatus::healthy || status == MemberStatus::wounded; }
  bool operator==(const Member&) const = default;
};

/// When the soldiers were promised their wages (Upkeep of Characters: "a definite date or
/// destination had to be given when they would be paid").
struct Promise {
  PromiseKind kind = PromiseKind::day;  // every |every| days, or at |town|
  int every = 7;
  std::string town;
};

/// A description of the party circulating after a robbery, followed hex by hex.
struct Wanted {
  WantedBy by = WantedBy::merchant;
  WantedWhere where = WantedWhere::nextTown;
  int chance = 0;   // percent chance of being recognised there
  int waiting = 0;  // great lord: percent chance a force waits in the next hex
  int sinceDay = 0;
};

/// What a line of the chronicle tells: the party set out, moved, met an encounter, fought,
/// paid upkeep or wages, ... Its word is the save's and the chronicle's "kind".
enum class EntryKind {
  start,
  move,
  clear,
  rest,
  detour,
  arrive,
  encounter,
  fight,
  flee,
  pass,
  refuse,
  pay,
  hunt,
  join,
  leave,
  fate,
  loot,
  rob,
  robbed,
  raid,
  recognised,
  wanted,
  arrest,
  mercenary,
  advance,
  promote,
  demote,
  upkeep,
  wages,
  warning,
  mutiny,
  end
};
template <>
struct Names<EntryKind> {
  static constexpr std::array<std::pair<EntryKind, std::string_view>, 32> table{
      {{EntryKind::start, "start"},
       {EntryKind::move, "move"},
       {EntryKind::clear, "clear"},
       {EntryKind::rest, "rest"},
       {EntryKind::detour, "detour"},
       {EntryKind::arrive, "arrive"},
       {EntryKind::encounter, "encounter"},
       {EntryKind::fight, "fight"},
       {EntryKind::flee, "flee"},
       {EntryKind::pass, "pass"},
       {EntryKind::refuse, "refuse"},
       {EntryKind::pay, "pay"},
       {EntryKind::hunt, "hunt"},
       {EntryKind::join, "join"},
       {EntryKind::leave, "leave"},
       {EntryKind::fate, "fate"},
       {EntryKind::loot, "loot"},
       {EntryKind::rob, "rob"},
       {EntryKind::robbed, "robbed"},
       {EntryKind::raid, "raid"},
       {EntryKind::recognised, "recognised"},
       {EntryKind::wanted, "wanted"},
       {EntryKind::arrest, "arrest"},
       {EntryKind::mercenary, "mercenary"},
       {EntryKind::advance, "advance"},
       {EntryKind::promote, "promote"},
       {EntryKind::demote, "demote"},
       {EntryKind::upkeep, "upkeep"},
       {EntryKind::wages, "wages"},
       {EntryKind::warning, "warning"},
       {EntryKind::mutiny, "mutiny"},
       {EntryKind::end, "end"}}};
};

/// One line of the chronicle: what happened on a day, and the money it moved.
struct LogEntry {
  int day = 0;
  std::string hex;
  EntryKind kind = EntryKind::move;
  Event event;        // what happened (codec/log_words.hpp says it)
  int64_t money = 0;  // copper in (+) or out (-)
};

/// The encounter met or the village raided that waits for the party's answer, whole as it
/// was rolled, for the player who sets it up on the board (`brief`); nothing when none
/// waits or the journey keeps no briefs.
using WaitingBrief = std::variant<std::monostate, gen::Encounter, gen::VillageRaid>;

/// Everything a campaign is: saved whole after every step, so that resuming gives the
/// same future as never having stopped (the generator's state is part of it).
struct State {
  static constexpr int kVersion = 4;

  uint64_t seed = 0;
  dice::Rng rng{0};  // the journey's dice, where the last answer left them
  int day = 1;
  int hex = 0;         // index on the road
  std::string detour;  // route-detours id while on a detour
  int detourStep = 0;  // index into the detour's hexes
  std::string group;
  std::string groupLabel;
  std::vector<Member> members;
  int mules = 0;
  int wagons = 0;
  tables::Money purse;
  tables::Money wagesOwed;  // pay earned since the soldiers were last paid
  Promise promise;
  int lastPaid = 1;  // day the wages were last paid
  std::vector<Wanted> wanted;
  std::vector<LogEntry> log;
  Pending pending;           // the encounter waiting for the party's choice, or its fight being reported
  WaitingBrief waitingBrief;  // the encounter or village waiting, as it was rolled (none in a simulation)
  Ending finished = Ending::none;
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

/// The promised town's name as |route| names it (its id where the route lacks it); "" for a
/// promise of days.
std::string promisedTown(const Promise& promise, const Route& route);

}  // namespace outremer::campaign
