// The end of a day (Upkeep of Characters): upkeep paid, wages earned and falling due, the
// unpaid turning on the loyal; and the law following a party whose description circulates.
#include <algorithm>

#include "campaign/journey.hpp"
#include "gen/daily_cost.hpp"
#include "gen/party.hpp"

namespace outremer::campaign {

void Journey::endDay() {
  payUpkeep();
  if (!over() && !waiting(state_.pending)) wagesFallDue();
  checkEnd();
  ++state_.day;
}

void Journey::payUpkeep() {
  const gen::DailyCost day = dailyCost();
  const tables::Money& upkeep = day.upkeep;
  const tables::Money& pay = day.pay;
  state_.wagesOwed = state_.wagesOwed + pay;
  if (state_.purse >= upkeep) {
    state_.purse = {state_.purse.copper - upkeep.copper};
    say("upkeep", "Upkeep for the day: " + upkeep.normalised() + "; wages earned " + pay.normalised() + ".", -upkeep.copper);
    return;
  }
  const tables::Money paid = state_.purse;
  state_.purse = {};
  say("upkeep", "The purse cannot keep the company: " + paid.normalised() + " of " + upkeep.normalised() + " paid.", -paid.copper);
  const std::vector<size_t> unkept = soldiers();
  if (!unkept.empty()) mutiny(unkept, "their upkeep is not kept", Then::nothing, {});
}

void Journey::wagesFallDue() {
  if (state_.wagesOwed.copper == 0) return;
  const Promise& promise = state_.promise;
  const bool due = promise.kind == PromiseKind::town ? state_.detour.empty() && here().id == promise.town
                                          : state_.day - state_.lastPaid >= promise.every;
  if (!due) return;
  if (state_.purse >= state_.wagesOwed) {
    const tables::Money owed = state_.wagesOwed;
    state_.purse = {state_.purse.copper - owed.copper};
    state_.wagesOwed = {};
    state_.lastPaid = state_.day;
    say("wages", "Wages fall due and are paid: " + owed.normalised() + ".", -owed.copper);
    return;
  }
  mutiny(soldiers(), "their wages of " + state_.wagesOwed.normalised() + " fall due and the purse holds " +
                     state_.purse.normalised(), Then::nothing, {});
}

// Upkeep: "If their pay was not forthcoming at the specified time they would attack the
// loyal (paid) members of the party in order to receive their pay."
void Journey::mutiny(const std::vector<size_t>& unpaid, const std::string& why, Then then,
                     tables::Money demand) {
  if (unpaid.empty()) {
    state_.wagesOwed = {};  // no soldier is left to claim them
    return;
  }
  std::vector<gen::Character> mutineers;
  tables::Money wages;
  for (size_t i : unpaid) {
    state_.members[i].status = MemberStatus::left;
    mutineers.push_back(state_.members[i].character);
    const gen::Character& c = state_.members[i].character;
    wages = wages + costOf(c, c.mercenary).pay * std::max(1, state_.day - state_.lastPaid);
  }
  // Their wages leave with them, whether they win them or not.
  wages = soldiers().empty() ? state_.wagesOwed
                                                             : tables::Money{std::min(wages.copper, state_.wagesOwed.copper)};
  state_.wagesOwed = {state_.wagesOwed.copper - wages.copper};
  say("mutiny", std::to_string(mutineers.size()) + (mutineers.size() == 1 ? " soldier turns" : " soldiers turn") +
                    " on the party: " + why + ".");
  if (presentMembers().empty()) {
    state_.finished = Ending::disbanded;
    say("end", "No loyal member is left: the party is disbanded.");
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
  for (size_t i = 0; i < state_.wanted.size(); ++i) {
    const Wanted w = state_.wanted[i];
    if (w.where != WantedWhere::nextTown && w.where != WantedWhere::nextTownOrPatrol) continue;
    state_.wanted.erase(state_.wanted.begin() + static_cast<long>(i--));
    if (!log_.chance(rng_, w.chance, "recognised in " + here().name)) continue;
    say("recognised", "In " + here().name + " the party is recognised from the " + std::string(nameOf(w.by)) + "'s description.");
    gen::EncounterOptions options = encounterOptionsHere("day");
    options.forcedType = "fighting-men";
    const gen::Encounter watch = gen::makeEncounter(rules_, rng_, log_, options);
    meet(watch, Reason::arrest);
    return;
  }
  if (state_.herd == 0) return;
  const int francs = state_.herd;
  state_.herd = 0;
  if (log_.chance(rng_, house_.chance("drovers", "militia-arrest"), "the militia suspects the herd")) {
    say("recognised", "The town militia is suspicious of the herd and tries to arrest the party.");
    gen::EncounterOptions options = encounterOptionsHere("day");
    options.forcedType = "fighting-men";
    meet(gen::makeEncounter(rules_, rng_, log_, options), Reason::arrest);
    return;
  }
  const tables::Money sold = tables::Money::coins(francs, "SF");
  state_.purse = state_.purse + sold;
  say("rob", "The herd is sold in " + here().name + " for " + sold.normalised() + ".", sold.copper);
}

// Great Lord: "if spotted (40% chance per hex travelled) there is a 25% chance that a force
// of knights and men-at-arms ... will be waiting for them in the next hex they enter."
void Journey::followWanted() {
  for (Wanted& w : state_.wanted) {
    if (w.where == WantedWhere::waiting) {
      w.where = WantedWhere::everyHex;
      gen::CharacterMaker maker(rules_, rng_, log_);
      const gen::Party force = gen::composeParty(rules_, rng_, log_, maker, "noble-and-retainers", "among them");
      say("recognised", "A force of the great lord's knights and men-at-arms waits in " + here().name + ".");
      Meeting m;
      m.reason = Reason::arrest;
      m.label = "The great lord's men";
      m.attacks = true;
      meetBand(std::move(m), force.members);
      return;
    }
    if (w.where != WantedWhere::everyHex) continue;
    if (log_.chance(rng_, w.chance, "spotted by the great lord's men") &&
        log_.chance(rng_, w.waiting, "a force waits in the next hex")) {
      w.where = WantedWhere::waiting;
      say("wanted", "The party is spotted: word goes ahead of it.");
    }
  }
}

void Journey::checkEnd() {
  if (over() || !presentMembers().empty()) return;
  state_.pending = {};
  state_.finished = Ending::destroyed;
  say("end", "No one is left on the road: the party is destroyed.");
}

}  // namespace outremer::campaign
