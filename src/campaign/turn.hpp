#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "campaign/house_rules.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "dice/rng.hpp"
#include "gen/daily_cost.hpp"
#include "gen/encounter.hpp"
#include "gen/roll_log.hpp"
#include "gen/village.hpp"

namespace outremer::campaign {

/// What an option of the menu does. Its words are made in codec/campaign_words.hpp; the
/// Option's members an option needs are named beside it.
enum class OptionKind : uint8_t {
  // The day.
  travelOn,        // name: the next hex
  rejoinRoad,      // name: the road hex a detour's last step comes back to
  detour,          // name: the detour; days: its hexes
  finish,          // (in the last hex of the road)
  rest,            //
  payWages,        // money: the wages owed
  hireOut,         //
  raid,            //
  rob,             //
  recruit,         // (in a town)
  dismiss,         //
  // The encounter.
  hunt,            // (animals)
  letBe,           // (animals)
  takeIn,          // (a runaway)
  sendAway,        // (a runaway)
  fightOnBoard,    //
  robOnBoard,      // (the party's own robbery)
  settleQuickly,   //
  robQuickly,      // (the party's own robbery)
  payToll,         // money: the toll
  buyOff,          // money: the bribe
  giveUp,          // (to those who came to arrest the party)
  flee,            // (from those who attack)
  goOn,            // (past those who do not)
  // The fight's report.
  won,
  lost,
  killed,
  wounded,
  captured,
  fled,
  panicked,
  event,
  deed,
  loot,
  done,
};

/// A word or line the party may answer with now, and what it does. Its words are the
/// program's own or the route's (a detour's id, a hex's name): a menu is read while the
/// journey that made it lasts, and is built twice a day without copying a letter.
struct Option {
  std::string_view word;  // what the player types: "move", "fight", "dead NAME"
  OptionKind kind = OptionKind::rest;
  std::string_view name{};
  int days = 0;
  tables::Money money{};
};

/// Why an answer is refused. Its words are made in codec (choiceErrorWords); the members
/// of Refused each kind fills are named beside it.
enum class Refusal : uint8_t {
  unknownChoice,        // given: the word; names: the menu's words
  unknownMember,        // given: the name; names: the members with the party
  unknownReportLine,    // given: the word; names: the report's words
  unknownEvent,         // given: the id; subject: the member's type, as labelled; names: his events
  unknownHireType,      // given: the word; names: the types for hire
  notForHire,           // given: a type no town hires; names: the types for hire
  takesNothing,         // given: the word said with more after it
  answerOneWord,        // given: the word said with more after it
  dismissNeedsName,     // names: the members with the party
  eventNeedsName,       // subject: the member named alone, if any; names: his events
  alreadyNoted,         // given: the outcome said twice
  outcomeContradicts,   // given: the outcome the report says already
  fateAlreadyReported,  // subject: the member; given: his fate reported already
  reportedDead,         // subject: the member reported dead, given a deed or event
  doneNeedsOutcome,     //
  badLoot,              // given: why the sum is not money (its reader's words)
  purseShort,           // purse; cost: what is to be paid
  wagesUnpaid,          // purse; cost: the wages owed
  campaignOver,         // given: how it ended (Finished's name)
  recruitNeedsType,     // offers: the terms of those for hire here
};

/// What a mercenary of one type costs (Upkeep of Characters: double pay and upkeep, a
/// week's pay as severance once he has served).
struct HiringTerms {
  std::string type;  // the character type's id, as typed after "recruit"
  tables::Money pay;
  tables::Money upkeep;
  tables::Money severance;
  bool operator==(const HiringTerms&) const = default;
};

/// What an answer's refusal says, as numbers, ids and names: which of them a kind fills is
/// said beside Refusal.
struct Refused {
  Refusal why = Refusal::unknownChoice;
  std::string given{};
  std::string subject{};
  std::vector<std::string> names{};
  tables::Money purse{};
  tables::Money cost{};
  std::vector<HiringTerms> offers{};
};

/// An answer that is not one of the options now, or cannot be played now: |refused| says
/// why and what would do.
class ChoiceError : public std::runtime_error {
 public:
  explicit ChoiceError(Refused why) : std::runtime_error("the answer is refused"), refused(std::move(why)) {}
  Refused refused;
};

/// How an encounter met, or a village raided, is named for the player (its brief's title;
/// the campaign knows no words of a format, so the caller gives them), and whether the
/// journey keeps the whole encounter in the state for the player who sets it up on the
/// board (State::waitingBrief). Left empty, the journey keeps neither (a simulation).
struct EncounterWriter {
  std::function<std::string(const gen::Encounter&)> title;
  std::function<std::string(const gen::VillageRaid&)> villageTitle;
  bool keepBriefs = false;
};

/// Whether anyone reads what an answer tells (Journey::play's lines): a simulation reads
/// only the log, so its answers say nothing twice.
enum class Telling : uint8_t { told, unheard };

/// What the party's answers work with: the tables, the road, the campaign's state and its
/// dice, and what the answer being played has said so far. The phases of the journey (the
/// day, the encounter, the fight's report, the day's end) are free functions over it. It
/// holds nothing beyond one journey: two turns over two states never meet.
struct Turn {
  /// Throws gen::RulesError for tables that lack what the campaign needs (the state's
  /// generator was read when the state was).
  Turn(const gen::Rules& rules, const Route& route, State& state, EncounterWriter writer = {},
       Telling telling = Telling::told);

  const gen::Rules& rules;
  const Route& route;
  HouseRules house;
  State& state;
  EncounterWriter writer;
  dice::Rng& rng;                 // state.rng
  // One answer's dice, of which only the last roll is kept: the story is state.log, and the
  // save's generator state with the answers replays every die.
  gen::RollLog log{gen::RollLog::Keeps::lastRoll};
  std::vector<Event> said;  // what the answer being played has told, unless unheard
  Telling telling;
  /// What each kind of member costs a day (costOf), looked up once. (Each kept apart:
  /// what costOf returned stays put while more kinds are added, and the list is a quick
  /// read of pointers.)
  struct Costing {
    gen::CostRequest kind;
    gen::DailyCost cost;
  };
  mutable std::vector<std::unique_ptr<const Costing>> costs;
  /// The kind each member was last costed as, by his place in state.members, as he serves
  /// and as a mercenary: checked against him rather than searched for when asked again.
  mutable std::vector<std::array<const Costing*, 2>> memberCosts;
};

/// The hex the party is in.
const Hex& here(const Turn& turn);
/// Whether the pilgrimage has ended.
bool over(const Turn& turn);
/// The indexes of the members with the party.
std::vector<size_t> presentMembers(const Turn& turn);
/// How many members are with the party.
int presentCount(const Turn& turn);
/// Present members' fighting strength: attack, the wounded counting half.
int partyStrength(const Turn& turn);
/// What |c| costs a day (Upkeep of Characters), hired as a mercenary when |mercenary|;
/// nothing for a type no upkeep line keeps. Looked up once per kind of member.
const gen::DailyCost& costOf(const Turn& turn, const gen::Character& c, bool mercenary);
/// What the party's present members cost a day: upkeep and pay (the totals only).
gen::DailyCost dailyCost(const Turn& turn);
/// The members present who have wages: the soldiers.
std::vector<size_t> soldiers(const Turn& turn);
/// Whether any member present has wages (asked each night: it stops at the first).
bool hasSoldiers(const Turn& turn);
/// What hiring out for a day earns: each fighting member's mercenary pay.
tables::Money mercenaryPay(const Turn& turn);
/// Whether mercenaryPay is above nothing: stops at the first member who earns.
bool earnsHiredOut(const Turn& turn);
/// An encounter's options for the hex the party is in at |time| ("day" or "night").
gen::EncounterOptions encounterOptionsHere(const Turn& turn, const std::string& time);

/// Pays the wages owed from the purse, which holds them, telling it as |how| (wagesFallDue
/// or wagesPaid) with the sum.
void payWages(Turn& turn, Said how);

/// Writes a line of the chronicle for today and here, moving |money| copper, and tells it.
void say(Turn& turn, EntryKind kind, Event event, int64_t money = 0);
/// Tells |event| without writing it in the chronicle (a report's lines), unless the
/// journey is unheard.
void tell(Turn& turn, Event event);

/// The member called |name|, as people type it ("crepin" finds Crépin), or nullptr.
Member* findMember(Turn& turn, const std::string& name);
/// The member called |name| who is with the party; throws ChoiceError naming the near ones.
Member& presentMember(Turn& turn, const std::string& name);

/// The first of |menu|'s options whose first word is |word|; throws ChoiceError naming the
/// menu's words (did you mean ...) when there is none.
const Option& requireOffered(const std::vector<Option>& menu, const std::string& word);

}  // namespace outremer::campaign
