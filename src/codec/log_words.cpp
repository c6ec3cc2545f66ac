#include "codec/log_words.hpp"

#include "campaign/state.hpp"
#include "codec/campaign_words.hpp"
#include "codec/encounter.hpp"
#include "codec/fight_words.hpp"
#include "gen/advancement.hpp"
#include "tables/money.hpp"
#include "util/text.hpp"

namespace outremer::codec {

namespace {

using campaign::Event;
using campaign::Said;

std::string money(int64_t copper) { return tables::Money{copper}.normalised(); }
std::string number(const Event& e, size_t i) { return std::to_string(e.number(i)); }
std::string coins(const Event& e, size_t i) { return money(e.number(i)); }

std::string mutineers(const Event& e) {
  return number(e, 0) + (e.number(0) == 1 ? " soldier turns" : " soldiers turn") + " on the party: ";
}

std::string met(const Event& e) {
  const std::string who = groupLabelWords(campaign::metLabel(e));
  if (e.numbers.empty()) return who + ".";
  return who + " — " + number(e, 0) + " against the party, strength " + number(e, 1) +
         (e.number(2) != 0 ? "; they attack." : ".");
}

std::string hunted(const Event& e) {
  std::string text = "The hunt kills " + number(e, 0) + " of " + number(e, 1) + ", worth " + coins(e, 2);
  if (e.names.empty()) return text + ".";
  std::vector<std::string> hurt;
  for (size_t i = 0; i < e.names.size(); ++i) {
    const bool dead = e.number(3 + i) == static_cast<int64_t>(campaign::MemberStatus::dead);
    hurt.push_back(e.names[i] + (dead ? " is killed" : " is wounded"));
  }
  return text + "; " + util::join(hurt, ", ") + ".";
}

std::string losses(const Event& e, size_t first) {
  static constexpr const char* kWhat[] = {" killed", " wounded", " fled"};
  std::vector<std::string> parts;
  for (size_t i = 0; i < 3; ++i) {
    if (e.number(first + i) > 0) parts.push_back(number(e, first + i) + kWhat[i]);
  }
  return parts.empty() ? "no loss" : util::join(parts, ", ");
}

// Why a quick fight ended; an older save's entry kept the words.
std::string quickFightEnd(const Event& e) {
  if (!e.detail.empty()) return e.detail;
  std::array<SideAtEnd, 2> sides;
  for (size_t s = 0; s < 2; ++s) {
    sides[s] = {kSideNames[s], static_cast<int>(e.number(s)), static_cast<int>(e.number(4 + 3 * s)),
                static_cast<int>(e.number(11 + s)), static_cast<int>(e.number(13 + s))};
  }
  return fightEndWords(static_cast<gen::FightEnd>(e.number(10)), static_cast<int>(e.number(3)),
                       static_cast<int>(e.number(2)), sides);
}

std::string quickFight(const Event& e) {
  static constexpr const char* kOutcome[] = {"the party wins", "the party loses", "they part"};
  const int64_t winner = e.number(3);
  // name: the ground's words, empty for open ground.
  return "Quick fight by the combat tables (house rule): " + number(e, 0) + " of the party against " + number(e, 1) +
         " on " + (e.name.empty() ? "open ground" : e.name) + ", " + number(e, 2) + (e.number(2) == 1 ? " turn" : " turns") + ". " + quickFightEnd(e) + ": " +
         kOutcome[winner >= 0 && winner < 3 ? winner : 2] + ". The party: " + losses(e, 4) + "; they: " + losses(e, 7) +
         ".";
}

std::string advanced(const Event& e) {
  return e.name + ": " + util::join(e.names, ", ") + " → attack " + number(e, 0) + "→" + number(e, 1) + ", defence " +
         number(e, 2) + "→" + number(e, 3) + ", carried " + gen::pointsText(static_cast<int>(e.number(4))) + ".";
}

std::string retyped(const Event& e, const char* how) {
  return e.name + " the " + e.detail + how + (e.names.empty() ? std::string() : e.names.front()) + ".";
}

// The promise of wages; an older save's entry kept the words.
std::string setOut(const Event& e) {
  const std::string promise =
      e.detail.empty() ? promiseText(static_cast<int>(e.number(2)), e.names.size() > 1 ? e.names[1] : "") : e.detail;
  return e.name + ": " + number(e, 0) + " pilgrims set out from " + (e.names.empty() ? "" : e.names.front()) +
         " with " + coins(e, 1) + "; wages are promised " + promise + ".";
}

std::string pilgrimageOver(const Event& e) {
  return "The pilgrimage is over: " + number(e, 0) + " of " + number(e, 1) + " pilgrims pray in Jerusalem on day " +
         number(e, 2) + ", purse " + coins(e, 3) + ", renown " + number(e, 4) + " (+" + number(e, 5) + ").";
}

std::string grumble(const Event& e) {
  return "The soldiers grumble: their wages (" + coins(e, 0) + ") fall due " +
         (e.name.empty() ? "tonight" : "on reaching " + e.name) + ", and the purse will hold " + coins(e, 1) +
         ". Unpaid, they will turn on the party.";
}

std::string fleesField(const Event& e) {
  return e.name + " flees the field (" + e.detail + ", d10 " + number(e, 0) +
         "): " + (e.number(1) != 0 ? "he deserts." : "he rejoins the party after the battle.");
}

}  // namespace

std::string sentence(const Event& e) {
  switch (e.said) {
    case Said::asWritten: return e.detail;
    case Said::setOut: return setOut(e);
    case Said::recognisedInTown:
      return "In " + e.name + " the party is recognised from the " + e.detail + "'s description.";
    case Said::herdSuspected: return "The town militia is suspicious of the herd and tries to arrest the party.";
    case Said::herdSold: return "The herd is sold in " + e.name + " for " + coins(e, 0) + ".";
    case Said::lordsForceWaits: return "A force of the great lord's knights and men-at-arms waits in " + e.name + ".";
    case Said::spotted: return "The party is spotted: word goes ahead of it.";
    case Said::travels:  // an older save's entry kept the hex's label
      return "The party travels to " + (e.names.empty() ? e.name : hexLabel(e.name, e.names.front())) + ".";
    case Said::clear: return "The hex is clear (d100 " + number(e, 0) + ").";
    case Said::backFromDetour: return "Back on the road from " + e.name + " (renown +" + number(e, 0) + ").";
    case Said::rests:
      return "The party rests in " + e.name + (e.number(0) > 0 ? "; " + number(e, 0) + " wounded heal." : ".");
    case Said::turnsOff: return "The party turns off the road for " + e.name + ".";
    case Said::hiredOutPaid: return "Hired out as mercenaries: " + e.name + "; earned " + coins(e, 0) + ".";
    case Said::hiredOutOnDuty:
      return "Hired out as mercenaries: " + e.name + ", for " + coins(e, 0) + " when the duty is done.";
    case Said::fallsOnVillage: return "The party falls on a Moslem village of " + number(e, 0) + " souls.";
    case Said::liesInWait: return "The party lies in wait by the road in " + e.name + ".";
    case Said::hired:
      return e.name + ", " + e.detail + " (attack " + number(e, 0) + "), is hired as a mercenary at " + coins(e, 1) +
             " a day, kept for " + coins(e, 2) + " a day.";
    case Said::leaves:
      return e.name + " leaves the company" +
             (e.number(0) > 0 ? ", paid a week's severance of " + coins(e, 0) : std::string()) + ".";
    case Said::pilgrimageOver: return pilgrimageOver(e);
    case Said::upkeepKept: return "Upkeep for the day: " + coins(e, 0) + "; wages earned " + coins(e, 1) + ".";
    case Said::upkeepShort: return "The purse cannot keep the company: " + coins(e, 0) + " of " + coins(e, 1) + " paid.";
    case Said::mutinyUnkept: return mutineers(e) + "their upkeep is not kept.";
    case Said::mutinySeverance:
      return mutineers(e) + e.name + " wants a week's severance (" + coins(e, 1) + ") the purse cannot pay.";
    case Said::mutinyWagesOwed:
      return mutineers(e) + "their wages of " + coins(e, 1) + " are owed at the journey's end.";
    case Said::mutinyWagesDue:
      return mutineers(e) + "their wages of " + coins(e, 1) + " fall due and the purse holds " + coins(e, 2) + ".";
    case Said::disbanded: return "No loyal member is left: the party is disbanded.";
    case Said::destroyed: return "No one is left on the road: the party is destroyed.";
    case Said::recognisedByThem:
      return "The " + e.name + " know the party from the " + e.detail + "'s description: they try to arrest it.";
    case Said::met: return met(e);
    case Said::dutyNotDone: return "The duty is not done: no pay (" + coins(e, 0) + ") for the day.";
    case Said::riddenDown: return "Their horsemen ride the party down: it must fight.";
    case Said::getsAway: return "The party gets away.";
    case Said::sendsRunawayAway: return "The party sends the runaway away.";
    case Said::goesOn: return "The party goes on its way.";
    case Said::pays: return "The party pays " + coins(e, 0) + " and goes on.";
    case Said::hunted: return hunted(e);
    case Said::runawayJoins: return e.name + ", a runaway, joins the party as a peasant.";
    case Said::givesUp: return "The party gives itself up; the pilgrimage ends in prison.";
    case Said::dutyDone: return "The duty is done: the party is paid " + coins(e, 0) + ".";
    case Said::fleesField: return fleesField(e);
    case Said::mutineersDrivenOff: return "The mutineers are driven off.";
    case Said::mutineersTake: return "The mutineers take " + coins(e, 0) + " and go.";
    case Said::drivesHerd: return "The party drives off a herd worth " + number(e, 0) + "SF to sell in the next town.";
    case Said::letsHerdGo: return "The herd needs " + number(e, 0) + " to drive it; the party lets it go.";
    case Said::someEscape: return "Some of them escape: the party's description will circulate.";
    case Said::victory:
      return "Victory (renown +" + number(e, 0) + ")" + (e.number(1) > 0 ? "; loot " + coins(e, 1) + "." : ".");
    case Said::quickFightNoFight:
      return "Quick fight: " + (e.detail.empty() ? std::string(noFightWords(static_cast<int>(e.number(0)))) : e.detail) +
             " The party wins.";
    case Said::quickFight: return quickFight(e);
    case Said::killed: return e.name + " is killed.";
    case Said::wounded: return e.name + " is wounded.";
    case Said::captured: return e.name + " is captured.";
    case Said::advanced: return advanced(e);
    case Said::promoted: return retyped(e, " rises to ");
    case Said::demoted: return retyped(e, " falls to ");
    case Said::noSponsor:
      return e.name + " is fit to be made a " + e.detail + " but no knight of the party can sponsor him.";
    case Said::overpowered: return "The party is overpowered and taken to prison; the pilgrimage ends.";
    case Said::victorsTake: return "The victors take " + coins(e, 0) + " from the purse.";
    case Said::grumble: return grumble(e);
    case Said::foughtOnBoard: return std::string("Fought on the board: the party ") + (e.number(0) ? "won" : "lost") + ".";
    case Said::wagesFallDue: return "Wages fall due and are paid: " + coins(e, 0) + ".";
    case Said::wagesPaid: return "The soldiers are paid their wages: " + coins(e, 0) + ".";
    case Said::reportAsked: return "Fought on the board. Report the outcome, one line at a time, then 'done'.";
    case Said::noted: return "noted: " + e.name + (e.detail.empty() ? "" : " " + e.detail);
  }
  return e.detail;
}

}  // namespace outremer::codec
