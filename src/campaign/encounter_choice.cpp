// An encounter waiting for the party's choice: what the people met do, and what the party
// can answer (fight, settle it quickly, flee, pay, hunt, take in a runaway).
#include <algorithm>

#include "campaign/day_end.hpp"
#include "campaign/journey.hpp"
#include "gen/party.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

std::vector<Option> Journey::encounterOptions() const {
  const Meeting& p = meeting();
  const bool none = p.count == 0;
  std::vector<Option> options;
  if (p.animal) {
    return {{"hunt", "hunt them (each hunter risks the chart's killed and wounded)"}, {"pass", "leave them be"}};
  }
  if (p.asksToJoin.value_or(false)) {
    return {{"accept", "take him in (he counts as a peasant)"}, {"refuse", "send him away"}};
  }
  const bool robbery = !p.lootKind.value_or("").empty() && !p.attacks;
  if (!none || robbery || p.reason == Reason::raid) {
    options.push_back({"fight", robbery ? "rob them, fought on the board (report the outcome)"
                                        : "fight it out on the board, then report the outcome"});
    options.push_back({"auto", robbery ? "rob them, settled quickly (house rule)" : "settle the fight quickly (house rule)"});
  }
  if (p.toll.value_or(tables::Money{}).copper > 0) options.push_back({"pay", "pay the toll of " + p.toll->normalised()});
  if (p.buyOff.value_or(tables::Money{}).copper > 0) options.push_back({"pay", "buy them off for " + p.buyOff->normalised()});
  if (p.reason == Reason::arrest) options.push_back({"yield", "give yourselves up (the campaign ends in prison)"});
  if (p.reason != Reason::mutiny && !p.caught) {
    options.push_back({p.attacks ? "flee" : "pass", p.attacks ? "flee (horsemen ride down a party with anyone on foot)" : "go on your way"});
  }
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
    turn_.state.pending = {};
    turn_.state.finished = Ending::imprisoned;
    say(turn_, "arrest", "The party gives itself up; the pilgrimage ends in prison.");
  }
}

void Journey::flee() {
  Meeting& p = meeting();
  bool onFoot = false;
  for (size_t i : presentMembers(turn_)) onFoot = onFoot || !turn_.state.members[i].character.mounted;
  if (p.attacks && p.mounted && onFoot) {
    p.caught = true;
    say(turn_, "flee", "Their horsemen ride the party down: it must fight.");
    return;
  }
  say(turn_, "flee", "The party gets away.");
  closeEncounter();
}

// Logged under the choice made: the chronicle tells a party that let a band be, or sent a
// runaway away, from one that fled.
void Journey::passBy(const std::string& word) {
  say(turn_, word, word == "refuse" ? "The party sends the runaway away." : "The party goes on its way.");
  closeEncounter();
}

void Journey::payOff() {
  const Meeting& p = meeting();
  const tables::Money cost = std::max(p.toll.value_or(tables::Money{}), p.buyOff.value_or(tables::Money{}));
  if (turn_.state.purse < cost) {
    throw ChoiceError("the purse (" + turn_.state.purse.normalised() + ") cannot pay " + cost.normalised());
  }
  turn_.state.purse = {turn_.state.purse.copper - cost.copper};
  say(turn_, "pay", "The party pays " + cost.normalised() + " and goes on.", -cost.copper);
  closeEncounter();
}

void Journey::hunt() {
  const Quarry animal = meeting().animal.value_or(Quarry{});
  const int count = animal.count;
  int kills = 0;
  std::vector<std::string> hurt;
  for (size_t i : presentMembers(turn_)) {
    Member& m = turn_.state.members[i];
    if (m.status != MemberStatus::healthy) continue;
    if (kills < count && turn_.log.chance(turn_.rng, animal.kill, m.character.name + " makes a kill")) ++kills;
    if (turn_.log.chance(turn_.rng, animal.killed, m.character.name + " killed in the hunt")) {
      m.status = MemberStatus::dead;
      hurt.push_back(m.character.name + " is killed");
    } else if (turn_.log.chance(turn_.rng, animal.wounded, m.character.name + " wounded in the hunt")) {
      m.status = MemberStatus::wounded;
      hurt.push_back(m.character.name + " is wounded");
    }
  }
  const tables::Money value = animal.value * kills;
  turn_.state.purse = turn_.state.purse + value;
  say(turn_, "hunt", "The hunt kills " + std::to_string(kills) + " of " + std::to_string(count) + ", worth " +
                  value.normalised() + (hurt.empty() ? "." : "; " + util::join(hurt, ", ") + "."),
      value.copper);
  closeEncounter();
}

void Journey::acceptRunaway() {
  gen::CharacterMaker maker(turn_.rules, turn_.rng, turn_.log);
  gen::Character c = maker.make({"peasant", false, false, false, ""});
  c.name = untakenName(c.name, "the Runaway", [this](const std::string& name) { return findMember(turn_, name) != nullptr; });
  Member m;
  m.character = c;
  m.joinedDay = turn_.state.day;
  turn_.state.members.push_back(m);
  say(turn_, "join", c.name + ", a runaway, joins the party as a peasant.");
  closeEncounter();
}

void Journey::closeEncounter() {
  const Then then = meeting().then;
  turn_.state.pending = {};
  day_end::checkEnd(turn_);
  if (over()) return;
  if (then == Then::endDay) day_end::play(turn_);
  if (then == Then::finish) finishPilgrimage();
}

}  // namespace outremer::campaign
