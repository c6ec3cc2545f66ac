// What the party does with its day: travel, rest, detour, hire out, raid, rob; the things
// done in passing (recruit, dismiss, pay the wages); and the law following a party whose
// description circulates.
#include <algorithm>

#include "campaign/day_end.hpp"
#include "campaign/encounter.hpp"
#include "campaign/journey.hpp"
#include "gen/daily_cost.hpp"
#include "gen/mercenary.hpp"
#include "gen/party.hpp"
#include "gen/village.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

namespace {

// A Moslem village the party may fall on, and what it holds.
Meeting villageRaid(tables::Money loot) {
  Meeting m;
  m.reason = Reason::raid;
  m.label = "A Moslem village to raid";
  m.loot = loot;
  m.moslem = true;
  return m;
}

}  // namespace

void Journey::move() {
  if (!turn_.state.detour.empty()) {
    const Detour& d = *turn_.route.detour(turn_.state.detour);
    if (static_cast<size_t>(++turn_.state.detourStep) < d.hexes.size()) {
      enterHex(d.hexes[static_cast<size_t>(turn_.state.detourStep)]);
      return;
    }
    turn_.state.detour.clear();
    turn_.state.detourStep = 0;
    turn_.state.hex = turn_.route.indexOf(d.rejoinsAt);
    const int renown = turn_.house.value("renown-holy-site");
    turn_.state.renown += renown;
    say(turn_, "detour", "Back on the road from " + d.name + " (renown +" + std::to_string(renown) + ").");
  } else {
    ++turn_.state.hex;
  }
  enterHex(here());
}

void Journey::enterHex(const Hex& hex) {
  say(turn_, "move", "The party travels to " + hexLabel(hex) + ".");
  followWanted();
  if (!waiting(turn_.state.pending) && hex.town) arriveInTown();
  if (waiting(turn_.state.pending)) return;
  gen::EncounterOptions options = encounterOptionsHere(turn_, "day");
  options.check = true;
  const gen::Encounter met = gen::makeEncounter(turn_.rules, turn_.rng, turn_.log, options);
  if (met.clear) {
    say(turn_, "clear", "The hex is clear (d100 " + std::to_string(met.checkRoll.value_or(0)) + ").");
  } else {
    encounter::meet(turn_, met, Reason::encounter);
  }
}

void Journey::restDay() {
  int healed = 0;
  for (Member& m : turn_.state.members) {
    if (m.status == MemberStatus::wounded) {
      m.status = MemberStatus::healthy;
      ++healed;
    }
  }
  say(turn_, "rest", "The party rests in " + here().name + (healed > 0 ? "; " + std::to_string(healed) + " wounded heal." : "."));
}

void Journey::detour(const Detour& d) {
  turn_.state.detour = d.id;
  turn_.state.detourStep = 0;
  say(turn_, "detour", "The party turns off the road for " + d.name + ".");
  enterHex(d.hexes.front());
}

void Journey::hireOut() {
  gen::EncounterOptions options = encounterOptionsHere(turn_, "day");
  const int nightFrom = turn_.house.value("mercenary-night");
  if (turn_.log.roll(turn_.rng, turn_.house.dice("mercenary-night"), "patrol by night?") >= nightFrom) options.time = "night";
  const gen::MercenaryDuty duty = gen::makeMercenaryDuty(turn_.rules, turn_.rng, turn_.log, options);
  const tables::Money earned = mercenaryPay();
  const std::string dutyName = duty.duty.substr(0, duty.duty.find(" ("));
  turn_.state.purse = turn_.state.purse + earned;
  say(turn_, "mercenary", "Hired out as mercenaries: " + dutyName + "; earned " + earned.normalised() + ".", earned.copper);
  if (duty.raid) {
    encounter::meetBand(turn_, villageRaid(duty.raid->loot.ledger.value()), duty.raid->inhabitants);
  } else if (duty.encounter && !duty.encounter->clear) {
    encounter::meet(turn_, *duty.encounter, Reason::duty);
  }
}

void Journey::raidVillage() {
  const gen::VillageRaid raid = gen::makeVillageRaid(turn_.rules, turn_.rng, turn_.log, std::nullopt);
  say(turn_, "raid", "The party falls on a Moslem village of " + std::to_string(raid.inhabitants.size()) + " souls.");
  encounter::meetBand(turn_, villageRaid(raid.loot.ledger.value()), raid.inhabitants);
}

void Journey::robWayfarers() {
  say(turn_, "rob", "The party lies in wait by the road in " + here().name + ".");
  encounter::meet(turn_, gen::makeEncounter(turn_.rules, turn_.rng, turn_.log, encounterOptionsHere(turn_, "day")), Reason::rob);
}

// Who a town offers for hire: the fighting types, those paid a mercenary's wage. A lady,
// a civilian or a peasant is kept but not paid, so is no mercenary.
std::vector<std::string> Journey::hireableTypes() const {
  std::vector<std::string> types;
  for (const std::string& type : gen::keptTypes(turn_.rules)) {
    gen::Character c;
    c.type = type;
    if (gen::strengthRow(turn_.rules, type).row && costOf(turn_, c, true).pay.copper > 0) types.push_back(type);
  }
  return types;
}

void Journey::recruit(const std::string& type) {
  const std::vector<std::string> hireable = hireableTypes();
  if (std::find(hireable.begin(), hireable.end(), type) == hireable.end()) {
    const std::vector<std::string> kept = gen::keptTypes(turn_.rules);
    if (std::find(kept.begin(), kept.end(), type) == kept.end()) {
      throw ChoiceError(util::unknownName("type", type, hireable, "types for hire"));
    }
    throw ChoiceError("no " + type + " is for hire: a town hires fighting men (" + util::join(hireable, ", ") + ")");
  }
  gen::CharacterMaker maker(turn_.rules, turn_.rng, turn_.log, turn_.state.strength);
  gen::Character c = maker.make({type, false, false, true, ""});
  for (int tries = 0; findMember(turn_, c.name) != nullptr && tries < 8; ++tries) c.name = maker.make({type, false, false, true, ""}).name;
  c.name = untakenName(c.name, "the Younger", [this](const std::string& name) { return findMember(turn_, name) != nullptr; });
  Member m;
  m.character = c;
  m.joinedDay = turn_.state.day;
  turn_.state.members.push_back(m);
  say(turn_, "join", c.name + ", " + c.label + " (attack " + std::to_string(c.attack) + "), is hired as a mercenary at " +
                  costOf(turn_, c, true).pay.normalised() + " a day.");
}

void Journey::dismiss(const std::string& name) {
  Member* m = &presentMember(turn_, name);
  const gen::Character& c = m->character;
  const int days = static_cast<int>(turn_.rules.number(turn_.rules.row("upkeep", "severance"), "days", 7));
  const tables::Money severance = c.mercenary ? costOf(turn_, c, true).pay * days : tables::Money{};
  if (turn_.state.purse >= severance) {
    m->status = MemberStatus::left;
    turn_.state.purse = {turn_.state.purse.copper - severance.copper};
    say(turn_, "leave", c.name + " leaves the company" +
                     (severance.copper > 0 ? ", paid a week's severance of " + severance.normalised() : std::string()) + ".",
        -severance.copper);
    return;
  }
  const size_t index = static_cast<size_t>(m - turn_.state.members.data());
  day_end::mutiny(turn_, {index}, c.name + " wants a week's severance (" + severance.normalised() + ") the purse cannot pay", Then::nothing,
         severance);
}

void Journey::payWagesNow() {
  if (turn_.state.purse < turn_.state.wagesOwed) {
    throw ChoiceError("the purse (" + turn_.state.purse.normalised() + ") cannot pay the wages owed (" +
                      turn_.state.wagesOwed.normalised() + ")");
  }
  const tables::Money owed = turn_.state.wagesOwed;
  turn_.state.purse = {turn_.state.purse.copper - owed.copper};
  turn_.state.wagesOwed = {};
  turn_.state.lastPaid = turn_.state.day;
  say(turn_, "wages", "The soldiers are paid their wages: " + owed.normalised() + ".", -owed.copper);
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
    encounter::meet(turn_, watch, Reason::arrest);
    return;
  }
  if (turn_.state.herd == 0) return;
  const int francs = turn_.state.herd;
  turn_.state.herd = 0;
  if (turn_.log.chance(turn_.rng, turn_.house.chance("drovers", "militia-arrest"), "the militia suspects the herd")) {
    say(turn_, "recognised", "The town militia is suspicious of the herd and tries to arrest the party.");
    gen::EncounterOptions options = encounterOptionsHere(turn_, "day");
    options.forcedType = "fighting-men";
    encounter::meet(turn_, gen::makeEncounter(turn_.rules, turn_.rng, turn_.log, options), Reason::arrest);
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
      encounter::meetBand(turn_, std::move(m), force.members);
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

}  // namespace outremer::campaign
