// An encounter waiting for the party's choice: what the people met do, and what the party
// can answer (fight, settle it quickly, flee, pay, hunt, take in a runaway).
#include <algorithm>

#include "campaign/journey.hpp"
#include "gen/party.hpp"
#include "render/json_encounter.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

using nlohmann::ordered_json;

namespace {

bool listed(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// "Brigands: Pursuit by d20 on foot", "Animals: Boar: 3", "Fighting men: Town Militia,
// Recruiting": what was met, and the effects row only where it says what they do.
std::string encounterLabel(const gen::Encounter& e) {
  static const char* const withResult[] = {"moslem-raiders", "brigands", "fighting-men", "animals"};
  if (std::find(std::begin(withResult), std::end(withResult), e.type) == std::end(withResult) || e.result.empty()) {
    return e.typeLabel;
  }
  return e.typeLabel + ": " + e.result + (e.intention.empty() ? "" : ", " + e.intention);
}

}  // namespace

void Journey::meet(const gen::Encounter& e, const std::string& reason) {
  const std::vector<std::string>& attackRoles = house_.list("attacked-by", "roles");
  std::vector<gen::Character> enemies;
  bool attacks = (e.ambush && !e.partyAmbushes) || e.hostile;
  for (const gen::EncounterGroup& g : e.groups) {
    if (!g.opposing) continue;
    enemies.insert(enemies.end(), g.members.begin(), g.members.end());
    if (g.count > 0 && listed(attackRoles, g.role) && !e.partyAmbushes) attacks = true;
  }
  attacks = attacks && !enemies.empty();  // a band that came out at no one
  ordered_json extra = {{"title", render::encounterTitle(e)}};
  const std::string label = encounterLabel(e);
  // A toll refused is a fight: they stand in the road.
  if (e.tollTotal && !enemies.empty()) {
    extra["toll"] = e.tollTotal->copper;
    attacks = true;
  }
  if (e.type == "peasants" && e.hostile) extra["buy_off"] = (house_.money("buy-off-peasants") * static_cast<int64_t>(enemies.size())).copper;
  if (!attacks) extra["loot_kind"] = house_.wayfarerLoot(e.type);
  if (e.quarry) {
    extra["animal"] = {{"count", e.quarry->count}, {"value", e.quarry->each.copper}, {"kill", e.quarry->kill},
                       {"killed", e.quarry->killed}, {"wounded", e.quarry->wounded}};
  }
  for (const gen::EncounterChance& c : e.chances) {
    if (e.type == "runaway" && c.happened) extra["asks_to_join"] = *c.happened;
  }
  // Patrols of fighting men look out for a party whose description circulates.
  std::string recognisedBy;
  if (e.type == "fighting-men" && !state_.wanted.empty()) {
    const bool royal = listed(house_.list("royal-patrols", "roles"), e.result);
    for (size_t i = 0; i < state_.wanted.size() && recognisedBy.empty(); ++i) {
      const Wanted& w = state_.wanted[i];
      const bool looks = w.where == WantedWhere::nextTownOrPatrol || (w.where == WantedWhere::patrols && royal);
      if (looks && log_.chance(rng_, w.chance, "recognised by the patrol")) recognisedBy = nameOf(w.by);
      if (w.where == WantedWhere::nextTownOrPatrol) state_.wanted.erase(state_.wanted.begin() + static_cast<long>(i--));
    }
  }
  if (!recognisedBy.empty()) {
    say("recognised", "The " + e.result + " know the party from the " + recognisedBy + "'s description: they try to arrest it.");
    meetBand("arrest", label, enemies, true, std::move(extra));
  } else {
    meetBand(reason, label, enemies, attacks, std::move(extra));
  }
  // The whole encounter as a brief, for the player who sets it up on the board.
  state_.pendingBrief = render::encounterJson(e).dump();
}

void Journey::meetBand(const std::string& reason, const std::string& label, const std::vector<gen::Character>& enemies,
                       bool attacks, ordered_json extra) {
  // What follows the encounter: the day ends, unless it came at the day's end (a mutiny).
  ordered_json pending = {{"phase", "encounter"}, {"reason", reason}, {"label", label}, {"attacks", attacks},
                          {"then", "end-day"}};
  if (!extra.is_object()) extra = ordered_json::object();
  state_.pendingBrief.clear();
  int strength = 0;
  bool mounted = false;
  bool moslem = extra.value("moslem", false);
  // Who they are is in the brief; the choice needs only how many and how strong.
  for (const gen::Character& c : enemies) {
    strength += c.attack;
    mounted = mounted || c.mounted;
    moslem = moslem || c.side == "moslem";
  }
  pending["count"] = enemies.size();
  pending["strength"] = strength;
  pending["mounted"] = mounted;
  pending["moslem"] = moslem;
  for (auto& [key, value] : extra.items()) pending[key] = value;
  state_.pending = std::move(pending);
  const std::string against = enemies.empty() ? "." : " — " + std::to_string(enemies.size()) + " against the party, strength " +
                                                        std::to_string(strength) + (attacks ? "; they attack." : ".");
  say("encounter", label + against);
}

std::vector<Option> Journey::encounterOptions() const {
  const nlohmann::json& p = state_.pending;
  const std::string reason = p.value("reason", "");
  const bool caught = p.value("caught", false);
  const bool attacks = p.value("attacks", false);
  const bool none = p.value("count", 0) == 0;
  std::vector<Option> options;
  if (p.contains("animal")) {
    return {{"hunt", "hunt them (each hunter risks the chart's killed and wounded)"}, {"pass", "leave them be"}};
  }
  if (p.value("asks_to_join", false)) {
    return {{"accept", "take him in (he counts as a peasant)"}, {"refuse", "send him away"}};
  }
  const std::string lootKind = p.value("loot_kind", "");
  const bool robbery = !lootKind.empty() && !attacks;
  if (!none || robbery || reason == "raid") {
    options.push_back({"fight", robbery ? "rob them, fought on the board (report the outcome)"
                                        : "fight it out on the board, then report the outcome"});
    options.push_back({"auto", robbery ? "rob them, settled quickly (house rule)" : "settle the fight quickly (house rule)"});
  }
  if (p.value("toll", int64_t{0}) > 0) options.push_back({"pay", "pay the toll of " + tables::Money{p.value("toll", int64_t{0})}.normalised()});
  if (p.value("buy_off", int64_t{0}) > 0) {
    options.push_back({"pay", "buy them off for " + tables::Money{p.value("buy_off", int64_t{0})}.normalised()});
  }
  if (reason == "arrest") options.push_back({"yield", "give yourselves up (the campaign ends in prison)"});
  if (reason != "mutiny" && !caught) options.push_back({attacks ? "flee" : "pass", attacks ? "flee (horsemen ride down a party with anyone on foot)" : "go on your way"});
  return options;
}

void Journey::playEncounter(const std::string& word) {
  requireOffered(encounterOptions(), word);
  if (word == "fight") {
    startReport();
  } else if (word == "auto") {
    quickFight();
  } else if (word == "flee") {
    flee();
  } else if (word == "pass" || word == "refuse") {
    passBy(word);
  } else if (word == "pay") {
    payOff();
  } else if (word == "hunt") {
    hunt();
  } else if (word == "accept") {
    acceptRunaway();
  } else if (word == "yield") {
    state_.pending = nullptr;
    state_.finished = Ending::imprisoned;
    say("arrest", "The party gives itself up; the pilgrimage ends in prison.");
  }
}

void Journey::flee() {
  const nlohmann::json& p = state_.pending;
  const bool attacks = p.value("attacks", false);
  bool onFoot = false;
  for (size_t i : presentMembers()) onFoot = onFoot || !state_.members[i].character.mounted;
  if (attacks && p.value("mounted", false) && onFoot) {
    state_.pending["caught"] = true;
    say("flee", "Their horsemen ride the party down: it must fight.");
    return;
  }
  say("flee", "The party gets away.");
  closeEncounter();
}

// Logged under the choice made: the chronicle tells a party that let a band be, or sent a
// runaway away, from one that fled.
void Journey::passBy(const std::string& word) {
  say(word, word == "refuse" ? "The party sends the runaway away." : "The party goes on its way.");
  closeEncounter();
}

void Journey::payOff() {
  const tables::Money cost{std::max(state_.pending.value("toll", int64_t{0}), state_.pending.value("buy_off", int64_t{0}))};
  if (state_.purse < cost) {
    throw ChoiceError("the purse (" + state_.purse.normalised() + ") cannot pay " + cost.normalised());
  }
  state_.purse = {state_.purse.copper - cost.copper};
  say("pay", "The party pays " + cost.normalised() + " and goes on.", -cost.copper);
  closeEncounter();
}

void Journey::hunt() {
  const nlohmann::json animal = state_.pending["animal"];
  const int count = animal.value("count", 0);
  int kills = 0;
  std::vector<std::string> hurt;
  for (size_t i : presentMembers()) {
    Member& m = state_.members[i];
    if (m.status != MemberStatus::healthy) continue;
    if (kills < count && log_.chance(rng_, animal.value("kill", 0), m.character.name + " makes a kill")) ++kills;
    if (log_.chance(rng_, animal.value("killed", 0), m.character.name + " killed in the hunt")) {
      m.status = MemberStatus::dead;
      hurt.push_back(m.character.name + " is killed");
    } else if (log_.chance(rng_, animal.value("wounded", 0), m.character.name + " wounded in the hunt")) {
      m.status = MemberStatus::wounded;
      hurt.push_back(m.character.name + " is wounded");
    }
  }
  const tables::Money value = tables::Money{animal.value("value", int64_t{0})} * kills;
  state_.purse = state_.purse + value;
  say("hunt", "The hunt kills " + std::to_string(kills) + " of " + std::to_string(count) + ", worth " +
                  value.normalised() + (hurt.empty() ? "." : "; " + util::join(hurt, ", ") + "."),
      value.copper);
  closeEncounter();
}

void Journey::acceptRunaway() {
  gen::CharacterMaker maker(rules_, rng_, log_);
  gen::Character c = maker.make({"peasant", false, false, false, ""});
  if (findMember(c.name) != nullptr) c.name += " the Runaway";
  Member m;
  m.character = c;
  m.joinedDay = state_.day;
  state_.members.push_back(m);
  say("join", c.name + ", a runaway, joins the party as a peasant.");
  closeEncounter();
}

void Journey::closeEncounter() {
  const std::string then = state_.pending.value("then", "");
  state_.pending = nullptr;
  checkEnd();
  if (over()) return;
  if (then == "end-day") endDay();
  if (then == "finish") finishPilgrimage();
}

}  // namespace outremer::campaign
