// What the party does with its day: travel, rest, detour, hire out, raid, rob; and the
// things done in passing (recruit, dismiss, pay the wages).
#include <algorithm>

#include "campaign/journey.hpp"
#include "gen/daily_cost.hpp"
#include "gen/mercenary.hpp"
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

gen::EncounterOptions Journey::encounterOptionsHere(const std::string& time) const {
  gen::EncounterOptions options;
  options.where = here().place;
  options.time = time;
  options.partySize = static_cast<int>(presentMembers().size());
  options.terrain = here().terrain;  // the tactical map fits the hex
  return options;
}

void Journey::move() {
  if (!state_.detour.empty()) {
    const Detour& d = *route_.detour(state_.detour);
    if (static_cast<size_t>(++state_.detourStep) < d.hexes.size()) {
      enterHex(d.hexes[static_cast<size_t>(state_.detourStep)]);
      return;
    }
    state_.detour.clear();
    state_.detourStep = 0;
    state_.hex = route_.indexOf(d.rejoinsAt);
    const int renown = house_.value("renown-holy-site");
    state_.renown += renown;
    say("detour", "Back on the road from " + d.name + " (renown +" + std::to_string(renown) + ").");
  } else {
    ++state_.hex;
  }
  enterHex(here());
}

void Journey::enterHex(const Hex& hex) {
  say("move", "The party travels to " + hexLabel(hex) + ".");
  followWanted();
  if (!waiting(state_.pending) && hex.town) arriveInTown();
  if (waiting(state_.pending)) return;
  gen::EncounterOptions options = encounterOptionsHere("day");
  options.check = true;
  const gen::Encounter encounter = gen::makeEncounter(rules_, rng_, log_, options);
  if (encounter.clear) {
    say("clear", "The hex is clear (d100 " + std::to_string(encounter.checkRoll.value_or(0)) + ").");
  } else {
    meet(encounter, Reason::encounter);
  }
}

void Journey::restDay() {
  int healed = 0;
  for (Member& m : state_.members) {
    if (m.status == MemberStatus::wounded) {
      m.status = MemberStatus::healthy;
      ++healed;
    }
  }
  say("rest", "The party rests in " + here().name + (healed > 0 ? "; " + std::to_string(healed) + " wounded heal." : "."));
}

void Journey::detour(const Detour& d) {
  state_.detour = d.id;
  state_.detourStep = 0;
  say("detour", "The party turns off the road for " + d.name + ".");
  enterHex(d.hexes.front());
}

void Journey::hireOut() {
  gen::EncounterOptions options = encounterOptionsHere("day");
  const int nightFrom = house_.value("mercenary-night");
  if (log_.roll(rng_, house_.dice("mercenary-night"), "patrol by night?") >= nightFrom) options.time = "night";
  const gen::MercenaryDuty duty = gen::makeMercenaryDuty(rules_, rng_, log_, options);
  const tables::Money earned = mercenaryPay();
  const std::string dutyName = duty.duty.substr(0, duty.duty.find(" ("));
  state_.purse = state_.purse + earned;
  say("mercenary", "Hired out as mercenaries: " + dutyName + "; earned " + earned.normalised() + ".", earned.copper);
  if (duty.raid) {
    meetBand(villageRaid(duty.raid->loot.ledger.value()), duty.raid->inhabitants);
  } else if (duty.encounter && !duty.encounter->clear) {
    meet(*duty.encounter, Reason::duty);
  }
}

tables::Money Journey::mercenaryPay() const {
  tables::Money earned;
  for (size_t i : presentMembers()) {
    const gen::Character& c = state_.members[i].character;
    if (!c.militaryOrder) earned = earned + costOf(c, true).pay;
  }
  return earned;
}

void Journey::raidVillage() {
  const gen::VillageRaid raid = gen::makeVillageRaid(rules_, rng_, log_, std::nullopt);
  say("raid", "The party falls on a Moslem village of " + std::to_string(raid.inhabitants.size()) + " souls.");
  meetBand(villageRaid(raid.loot.ledger.value()), raid.inhabitants);
}

void Journey::robWayfarers() {
  say("rob", "The party lies in wait by the road in " + here().name + ".");
  meet(gen::makeEncounter(rules_, rng_, log_, encounterOptionsHere("day")), Reason::rob);
}

// Who a town offers for hire: the fighting types, those paid a mercenary's wage. A lady,
// a civilian or a peasant is kept but not paid, so is no mercenary.
std::vector<std::string> Journey::hireableTypes() const {
  std::vector<std::string> types;
  for (const std::string& type : gen::keptTypes(rules_)) {
    gen::Character c;
    c.type = type;
    if (gen::strengthRow(rules_, type).row && costOf(c, true).pay.copper > 0) types.push_back(type);
  }
  return types;
}

void Journey::recruit(const std::string& type) {
  const std::vector<std::string> hireable = hireableTypes();
  if (std::find(hireable.begin(), hireable.end(), type) == hireable.end()) {
    const std::vector<std::string> kept = gen::keptTypes(rules_);
    if (std::find(kept.begin(), kept.end(), type) == kept.end()) {
      throw ChoiceError(util::unknownName("type", type, hireable, "types for hire"));
    }
    throw ChoiceError("no " + type + " is for hire: a town hires fighting men (" + util::join(hireable, ", ") + ")");
  }
  gen::CharacterMaker maker(rules_, rng_, log_, state_.strength);
  gen::Character c = maker.make({type, false, false, true, ""});
  for (int tries = 0; findMember(c.name) != nullptr && tries < 8; ++tries) c.name = maker.make({type, false, false, true, ""}).name;
  c.name = untakenName(c.name, "the Younger", [this](const std::string& name) { return findMember(name) != nullptr; });
  Member m;
  m.character = c;
  m.joinedDay = state_.day;
  state_.members.push_back(m);
  say("join", c.name + ", " + c.label + " (attack " + std::to_string(c.attack) + "), is hired as a mercenary at " +
                  costOf(c, true).pay.normalised() + " a day.");
}

void Journey::dismiss(const std::string& name) {
  Member* m = &presentMember(name);
  const gen::Character& c = m->character;
  const int days = static_cast<int>(rules_.number(rules_.row("upkeep", "severance"), "days", 7));
  const tables::Money severance = c.mercenary ? costOf(c, true).pay * days : tables::Money{};
  if (state_.purse >= severance) {
    m->status = MemberStatus::left;
    state_.purse = {state_.purse.copper - severance.copper};
    say("leave", c.name + " leaves the company" +
                     (severance.copper > 0 ? ", paid a week's severance of " + severance.normalised() : std::string()) + ".",
        -severance.copper);
    return;
  }
  const size_t index = static_cast<size_t>(m - state_.members.data());
  mutiny({index}, c.name + " wants a week's severance (" + severance.normalised() + ") the purse cannot pay", Then::nothing,
         severance);
}

void Journey::payWagesNow() {
  if (state_.purse < state_.wagesOwed) {
    throw ChoiceError("the purse (" + state_.purse.normalised() + ") cannot pay the wages owed (" +
                      state_.wagesOwed.normalised() + ")");
  }
  const tables::Money owed = state_.wagesOwed;
  state_.purse = {state_.purse.copper - owed.copper};
  state_.wagesOwed = {};
  state_.lastPaid = state_.day;
  say("wages", "The soldiers are paid their wages: " + owed.normalised() + ".", -owed.copper);
}

void Journey::finishPilgrimage() {
  const int renown = house_.value("renown-arrival");
  state_.renown += renown;
  state_.finished = Ending::arrived;
  int survivors = 0;
  for (const Member& m : state_.members) survivors += m.present() ? 1 : 0;
  say("arrive", "The pilgrimage is over: " + std::to_string(survivors) + " of " + std::to_string(state_.members.size()) +
                    " pilgrims pray in Jerusalem on day " + std::to_string(state_.day) + ", purse " +
                    state_.purse.normalised() + ", renown " + std::to_string(state_.renown) + " (+" +
                    std::to_string(renown) + ").");
}

}  // namespace outremer::campaign
