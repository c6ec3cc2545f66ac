// An encounter met: what the people met do, counted into the choice that waits for the
// party's answer.
#include "campaign/encounter.hpp"

#include <algorithm>

namespace outremer::campaign::encounter {

namespace {

bool listed(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// "Brigands: Pursuit by d20 on foot", "Animals: Boar: 3", "Fighting men: Town Militia,
// Recruiting": what was met, and the effects row only where it says what they do.
std::string encounterLabel(const gen::Encounter& e) {
  static const char* const withResult[] = {"moslem-raiders", "brigands", "fighting-men", "animals"};
  if (std::find(std::begin(withResult), std::end(withResult), e.type) == std::end(withResult) ||
      e.result.empty()) {
    return e.typeLabel;
  }
  return e.typeLabel + ": " + e.result + (e.intention.empty() ? "" : ", " + e.intention);
}

}  // namespace

void meet(Turn& turn, const gen::Encounter& e, Reason reason) {
  const std::vector<std::string>& attackRoles = turn.house.list("attacked-by", "roles");
  std::vector<gen::Character> enemies;
  bool attacks = (e.ambush && !e.partyAmbushes) || e.hostile;
  for (const gen::EncounterGroup& g : e.groups) {
    if (!g.opposing) continue;
    enemies.insert(enemies.end(), g.members.begin(), g.members.end());
    if (g.count > 0 && listed(attackRoles, g.role) && !e.partyAmbushes) attacks = true;
  }
  attacks = attacks && !enemies.empty();  // a band that came out at no one
  Meeting m;
  if (turn.writer.title) m.title = turn.writer.title(e);
  m.label = encounterLabel(e);
  // A toll refused is a fight: they stand in the road.
  if (e.tollTotal && !enemies.empty()) {
    m.toll = *e.tollTotal;
    attacks = true;
  }
  if (e.type == "peasants" && e.hostile)
    m.buyOff = turn.house.money("buy-off-peasants") * static_cast<int64_t>(enemies.size());
  if (!attacks) m.lootKind = turn.house.wayfarerLoot(e.type);
  if (e.quarry)
    m.animal = Quarry{e.quarry->count, e.quarry->each, e.quarry->kill, e.quarry->killed, e.quarry->wounded};
  for (const gen::EncounterChance& c : e.chances) {
    if (e.type == "runaway" && c.happened) m.asksToJoin = *c.happened;
  }
  // Patrols of fighting men look out for a party whose description circulates.
  std::string recognisedBy;
  if (e.type == "fighting-men" && !turn.state.wanted.empty()) {
    const bool royal = listed(turn.house.list("royal-patrols", "roles"), e.result);
    for (size_t i = 0; i < turn.state.wanted.size() && recognisedBy.empty(); ++i) {
      const Wanted& w = turn.state.wanted[i];
      const bool looks =
          w.where == WantedWhere::nextTownOrPatrol || (w.where == WantedWhere::patrols && royal);
      if (looks && turn.log.chance(turn.rng, w.chance, "recognised by the patrol"))
        recognisedBy = nameOf(w.by);
      if (w.where == WantedWhere::nextTownOrPatrol)
        turn.state.wanted.erase(turn.state.wanted.begin() + static_cast<long>(i--));
    }
  }
  if (!recognisedBy.empty()) {
    say(turn, "recognised",
        "The " + e.result + " know the party from the " + recognisedBy +
            "'s description: they try to arrest it.");
  }
  m.reason = recognisedBy.empty() ? reason : Reason::arrest;
  m.attacks = attacks || m.reason == Reason::arrest;  // those who come to arrest the party attack it
  meetBand(turn, std::move(m), enemies);
  // The whole encounter as a brief, for the player who sets it up on the board.
  if (turn.writer.brief) turn.state.pendingBrief = turn.writer.brief(e);
}

void meetBand(Turn& turn, Meeting m, const std::vector<gen::Character>& enemies) {
  turn.state.pendingBrief.clear();
  // Who they are is in the brief; the choice needs only how many and how strong.
  m.count = static_cast<int>(enemies.size());
  for (const gen::Character& c : enemies) {
    m.strength += c.attack;
    m.mounted = m.mounted || c.mounted;
    m.moslem = m.moslem || c.side == "moslem";
  }
  const std::string against = enemies.empty()
                                  ? "."
                                  : " — " + std::to_string(enemies.size()) + " against the party, strength " +
                                        std::to_string(m.strength) + (m.attacks ? "; they attack." : ".");
  const std::string said = m.label + against;
  turn.state.pending = std::move(m);
  say(turn, "encounter", said);
}

}  // namespace outremer::campaign::encounter
