// What the journey tells: each line of the chronicle, and each thing an answer says, as an
// event of a kind (Said) with the names and numbers it needs. The words are made from it in
// one place, codec/log_words.hpp: the campaign keeps and saves no sentence.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "campaign/names.hpp"

namespace outremer::campaign {

/// What an event tells. The slots each kind fills are listed beside it (Event's members:
/// name, detail, names, numbers[i]); money is copper.
enum class Said : uint8_t {
  asWritten,             // detail: the words as an older save wrote them
  setOut,                // name: the group's words; names: the town set out from, the
                         // promised town ("" for a promise of days); numbers: pilgrims,
                         // purse, the promise's days; an older save's entry has the promise
                         // in words instead, in detail
  recognisedInTown,      // name: the town; detail: who described the party (WantedBy's word)
  herdSuspected,         // (the town militia suspects the herd)
  herdSold,              // name: the town; numbers: copper
  lordsForceWaits,       // name: the hex
  spotted,               // (word goes ahead of the party)
  travels,               // name: the hex; names: its place (Hex::place); an older save's
                         // entry has the hex's label in name instead, and no names
  clear,                 // numbers: the d100 of the encounter check
  backFromDetour,        // name: the detour; numbers: renown gained
  rests,                 // name: the town; numbers: members healed
  turnsOff,              // name: the detour
  hiredOutPaid,          // name: the duty; numbers: copper earned
  hiredOutOnDuty,        // name: the duty; numbers: copper promised
  fallsOnVillage,        // numbers: souls
  liesInWait,            // name: the hex
  hired,                 // name: who; detail: his type's words; numbers: attack, pay, upkeep
  leaves,                // name: who; numbers: severance paid (copper, 0 for none)
  pilgrimageOver,        // numbers: survivors, members, day, purse, renown, renown gained
  upkeepKept,            // numbers: upkeep, wages earned
  upkeepShort,           // numbers: paid, upkeep
  mutinyUnkept,          // numbers: mutineers
  mutinySeverance,       // name: who wants it; numbers: mutineers, severance
  mutinyWagesOwed,       // numbers: mutineers, wages owed at the journey's end
  mutinyWagesDue,        // numbers: mutineers, wages falling due, the purse
  disbanded,             // (no loyal member is left)
  destroyed,             // (no one is left)
  recognisedByThem,      // name: who they are; detail: who described the party
  met,                   // name: who is met; numbers: none, or how many, strength, they attack (1)
  dutyNotDone,           // numbers: the wage forfeit
  riddenDown,            // (their horsemen catch the party)
  getsAway,              // (the party flees)
  sendsRunawayAway,      // (the runaway is refused)
  goesOn,                // (the party passes them by)
  pays,                  // numbers: copper paid
  hunted,                // names: the hurt; numbers: kills, beasts, copper, then each hurt one's
                         // MemberStatus (dead or wounded)
  runawayJoins,          // name: the runaway
  givesUp,               // (to those who came to arrest the party)
  dutyDone,              // numbers: copper paid
  fleesField,            // name: who; detail: the Desertion column; numbers: d10, deserts (1)
  mutineersDrivenOff,    // (the party beat them)
  mutineersTake,         // numbers: copper taken
  drivesHerd,            // numbers: the herd's worth in Silver Francs
  letsHerdGo,            // numbers: drovers needed
  someEscape,            // (a description will circulate)
  victory,               // numbers: renown gained, loot (copper)
  quickFightNoFight,     // numbers: the side with no one (0 the party, 1 they); an older save's
                         // entry has the words instead, in detail
  quickFight,            // name: the ground (empty: open ground); numbers: the party's
                         // fighters, theirs, turns, the winner (0 the party, 1 they, -1
                         // neither), then killed, wounded and fled on the party's side and
                         // on theirs, then the end (gen::FightEnd) and the victory terms:
                         // losses to lose, the party's and theirs, and losses to draw, the
                         // same; an older save's entry has why it ended in detail instead
  killed,                // name: who
  wounded,               // name: who
  captured,              // name: who
  advanced,              // name: who; names: the events; numbers: attack before and after,
                         // defence before and after, points carried (hundredths)
  promoted,              // name: who; detail: his type before; names: his type's words after
  demoted,               // the same as promoted
  noSponsor,             // name: who; detail: the type he is fit for
  overpowered,           // (taken to prison)
  victorsTake,           // numbers: copper taken
  grumble,               // name: the payday's town (empty: tonight); numbers: owed, purse
  foughtOnBoard,         // numbers: won (1) or lost (0)
  wagesFallDue,          // numbers: copper paid
  wagesPaid,             // numbers: copper paid
  reportAsked,           // (told when a fight is to be played on the board)
  noted,                 // name: the report line's word; detail: the rest of it
};

template <>
struct Names<Said> {
  static constexpr std::array<std::pair<Said, std::string_view>, 63> table{
      {{Said::asWritten, "as-written"},
       {Said::setOut, "set-out"},
       {Said::recognisedInTown, "recognised-in-town"},
       {Said::herdSuspected, "herd-suspected"},
       {Said::herdSold, "herd-sold"},
       {Said::lordsForceWaits, "lords-force-waits"},
       {Said::spotted, "spotted"},
       {Said::travels, "travels"},
       {Said::clear, "clear"},
       {Said::backFromDetour, "back-from-detour"},
       {Said::rests, "rests"},
       {Said::turnsOff, "turns-off"},
       {Said::hiredOutPaid, "hired-out-paid"},
       {Said::hiredOutOnDuty, "hired-out-on-duty"},
       {Said::fallsOnVillage, "falls-on-village"},
       {Said::liesInWait, "lies-in-wait"},
       {Said::hired, "hired"},
       {Said::leaves, "leaves"},
       {Said::pilgrimageOver, "pilgrimage-over"},
       {Said::upkeepKept, "upkeep-kept"},
       {Said::upkeepShort, "upkeep-short"},
       {Said::mutinyUnkept, "mutiny-unkept"},
       {Said::mutinySeverance, "mutiny-severance"},
       {Said::mutinyWagesOwed, "mutiny-wages-owed"},
       {Said::mutinyWagesDue, "mutiny-wages-due"},
       {Said::disbanded, "disbanded"},
       {Said::destroyed, "destroyed"},
       {Said::recognisedByThem, "recognised-by-them"},
       {Said::met, "met"},
       {Said::dutyNotDone, "duty-not-done"},
       {Said::riddenDown, "ridden-down"},
       {Said::getsAway, "gets-away"},
       {Said::sendsRunawayAway, "sends-runaway-away"},
       {Said::goesOn, "goes-on"},
       {Said::pays, "pays"},
       {Said::hunted, "hunted"},
       {Said::runawayJoins, "runaway-joins"},
       {Said::givesUp, "gives-up"},
       {Said::dutyDone, "duty-done"},
       {Said::fleesField, "flees-field"},
       {Said::mutineersDrivenOff, "mutineers-driven-off"},
       {Said::mutineersTake, "mutineers-take"},
       {Said::drivesHerd, "drives-herd"},
       {Said::letsHerdGo, "lets-herd-go"},
       {Said::someEscape, "some-escape"},
       {Said::victory, "victory"},
       {Said::quickFightNoFight, "quick-fight-no-fight"},
       {Said::quickFight, "quick-fight"},
       {Said::killed, "killed"},
       {Said::wounded, "wounded"},
       {Said::captured, "captured"},
       {Said::advanced, "advanced"},
       {Said::promoted, "promoted"},
       {Said::demoted, "demoted"},
       {Said::noSponsor, "no-sponsor"},
       {Said::overpowered, "overpowered"},
       {Said::victorsTake, "victors-take"},
       {Said::grumble, "grumble"},
       {Said::foughtOnBoard, "fought-on-board"},
       {Said::wagesFallDue, "wages-fall-due"},
       {Said::wagesPaid, "wages-paid"},
       {Said::reportAsked, "report-asked"},
       {Said::noted, "noted"}}};
};
static_assert(Names<Said>::table.size() == static_cast<size_t>(Said::noted) + 1, "a word for every Said");

/// One thing told: its kind and the names and numbers its words need (see Said).
struct Event {
  Said said = Said::asWritten;
  std::string name{};
  std::string detail{};
  std::vector<std::string> names{};
  std::vector<int64_t> numbers{};

  /// numbers[i], or 0 where the event has fewer.
  int64_t number(size_t i) const { return i < numbers.size() ? numbers[i] : 0; }
  bool operator==(const Event&) const = default;
};

}  // namespace outremer::campaign
