// The end of a day (Upkeep of Characters): upkeep paid, wages earned and falling due, the
// unpaid turning on the loyal; and the law following a party whose description circulates.
#include <algorithm>

#include "campaign/journey.hpp"
#include "gen/daily_cost.hpp"
#include "gen/party.hpp"

namespace outremer::campaign {

void Journey::endDay() {
  payUpkeep();
  if (!over() && !waiting(turn_.state.pending)) wagesFallDue();
  checkEnd();
  ++turn_.state.day;
}

void Journey::payUpkeep() {
  const gen::DailyCost day = dailyCost();
  const tables::Money& upkeep = day.upkeep;
  const tables::Money& pay = day.pay;
  turn_.state.wagesOwed = turn_.state.wagesOwed + pay;
  if (turn_.state.purse >= upkeep) {
    turn_.state.purse = {turn_.state.purse.copper - upkeep.copper};
    say(turn_, "upkeep", "Upkeep for the day: " + upkeep.normalised() + "; wages earned " + pay.normalised() + ".", -upkeep.copper);
    return;
  }
  const tables::Money paid = turn_.state.purse;
  turn_.state.purse = {};
  say(turn_, "upkeep", "The purse cannot keep the company: " + paid.normalised() + " of " + upkeep.normalised() + " paid.", -paid.copper);
  const std::vector<size_t> unkept = soldiers(turn_);
  if (!unkept.empty()) mutiny(unkept, "their upkeep is not kept", Then::nothing, {});
}

void Journey::wagesFallDue() {
  if (turn_.state.wagesOwed.copper == 0) return;
  const Promise& promise = turn_.state.promise;
  const bool due = promise.kind == PromiseKind::town ? turn_.state.detour.empty() && here().id == promise.town
                                          : turn_.state.day - turn_.state.lastPaid >= promise.every;
  if (!due) return;
  if (turn_.state.purse >= turn_.state.wagesOwed) {
    const tables::Money owed = turn_.state.wagesOwed;
    turn_.state.purse = {turn_.state.purse.copper - owed.copper};
    turn_.state.wagesOwed = {};
    turn_.state.lastPaid = turn_.state.day;
    say(turn_, "wages", "Wages fall due and are paid: " + owed.normalised() + ".", -owed.copper);
    return;
  }
  mutiny(soldiers(turn_), "their wages of " + turn_.state.wagesOwed.normalised() + " fall due and the purse holds " +
                     turn_.state.purse.normalised(), Then::nothing, {});
}

// Upkeep: "If their pay was not forthcoming at the specified time they would attack the
// loyal (paid) members of the party in order to receive their pay."
void Journey::mutiny(const std::vector<size_t>& unpaid, const std::string& why, Then then,
                     tables::Money demand) {
  if (unpaid.empty()) {
    turn_.state.wagesOwed = {};  // no soldier is left to claim them
    return;
  }
  std::vector<gen::Character> mutineers;
  tables::Money wages;
  for (size_t i : unpaid) {
    turn_.state.members[i].status = MemberStatus::left;
    mutineers.push_back(turn_.state.members[i].character);
    const gen::Character& c = turn_.state.members[i].character;
    wages = wages + costOf(turn_, c, c.mercenary).pay * std::max(1, turn_.state.day - turn_.state.lastPaid);
  }
  // Their wages leave with them, whether they win them or not.
  wages = soldiers(turn_).empty() ? turn_.state.wagesOwed
                                                             : tables::Money{std::min(wages.copper, turn_.state.wagesOwed.copper)};
  turn_.state.wagesOwed = {turn_.state.wagesOwed.copper - wages.copper};
  say(turn_, "mutiny", std::to_string(mutineers.size()) + (mutineers.size() == 1 ? " soldier turns" : " soldiers turn") +
                    " on the party: " + why + ".");
  if (presentMembers(turn_).empty()) {
    turn_.state.finished = Ending::disbanded;
    say(turn_, "end", "No loyal member is left: the party is disbanded.");
    return;
  }
  Meeting m;
  m.reason = Reason::mutiny;
  m.label = "Mutineers";
  m.attacks = true;
  m.owed = wages + demand;
  m.then = then;
  meetBand(std::move(m), mutineers);
}

void Journey::arriveInTown() {
  for (size_t i = 0; i < turn_.state.wanted.size(); ++i) {
    const Wanted w = turn_.state.wanted[i];
    if (w.where != WantedWhere::nextTown && w.where != WantedWhere::nextTownOrPatrol) continue;
    turn_.state.wanted.erase(turn_.state.wanted.begin() + static_cast<long>(i--));
    if (!turn_.log.chance(turn_.rng, w.chance, "recognised in " + here().name)) continue;
    say(turn_, "recognised", "In " + here().name + " the party is recognised from the " + std::string(nameOf(w.by)) + "'s description.");
    gen::EncounterOptions options = encounterOptionsHere(turn_, "day");
    options.forcedType = "fighting-men";
    const gen::Encounter watch = gen::makeEncounter(turn_.rules, turn_.rng, turn_.log, options);
    meet(watch, Reason::arrest);
    return;
  }
  if (turn_.state.herd == 0) return;
  const int francs = turn_.state.herd;
  turn_.state.herd = 0;
  if (turn_.log.chance(turn_.rng, turn_.house.chance("drovers", "militia-arrest"), "the militia suspects the herd")) {
    say(turn_, "recognised", "The town militia is suspicious of the herd and tries to arrest the party.");
    gen::EncounterOptions options = encounterOptionsHere(turn_, "day");
    options.forcedType = "fighting-men";
    meet(gen::makeEncounter(turn_.rules, turn_.rng, turn_.log, options), Reason::arrest);
    return;
  }
  const tables::Money sold = tables::Money::coins(francs, "SF");
  turn_.state.purse = turn_.state.purse + sold;
  say(turn_, "rob", "The herd is sold in " + here().name + " for " + sold.normalised() + ".", sold.copper);
}

// Great Lord: "if spotted (40% chance per hex travelled) there is a 25% chance that a force
// of knights and men-at-arms ... will be waiting for them in the next hex they enter."
void Journey::followWanted() {
  for (Wanted& w : turn_.state.wanted) {
    if (w.where == WantedWhere::waiting) {
      w.where = WantedWhere::everyHex;
      gen::CharacterMaker maker(turn_.rules, turn_.rng, turn_.log);
      const gen::Party force = gen::composeParty(turn_.rules, turn_.rng, turn_.log, maker, "noble-and-retainers", "among them");
      say(turn_, "recognised", "A force of the great lord's knights and men-at-arms waits in " + here().name + ".");
      Meeting m;
      m.reason = Reason::arrest;
      m.label = "The great lord's men";
      m.attacks = true;
      meetBand(std::move(m), force.members);
      return;
    }
    if (w.where != WantedWhere::everyHex) continue;
    if (turn_.log.chance(turn_.rng, w.chance, "spotted by the great lord's men") &&
        turn_.log.chance(turn_.rng, w.waiting, "a force waits in the next hex")) {
      w.where = WantedWhere::waiting;
      say(turn_, "wanted", "The party is spotted: word goes ahead of it.");
    }
  }
}

void Journey::checkEnd() {
  if (over() || !presentMembers(turn_).empty()) return;
  turn_.state.pending = {};
  turn_.state.finished = Ending::destroyed;
  say(turn_, "end", "No one is left on the road: the party is destroyed.");
}

}  // namespace outremer::campaign
