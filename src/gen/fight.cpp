// A fight round by round: who goes first (1.2), each side's combat step, morale, and
// when it ends (a side destroyed, broken, or beaten by the victory terms; or the round
// limit). The house rule is written down in docs/FIGHT.md.
#include "gen/fight.hpp"

#include <algorithm>

#include "gen/combat_tables.hpp"
#include "gen/fight_phase.hpp"

namespace outremer::gen {

using fighting::FightState;

namespace {

int killedOf(const FightSide& side) {
  return static_cast<int>(std::count_if(side.fighters.begin(), side.fighters.end(),
                                        [](const Fighter& f) { return f.health == Health::killed; }));
}

// 1.2: each side rolls a die, the higher goes first; the side that went first takes -1
// for each turn running it has done so. A tie goes to the side that went second.
int firstSide(FightState& state, int round, int lastFirst, int streak, int ambusher) {
  if (round == 1) {
    if (ambusher >= 0) return ambusher;
  }
  const dice::DiceExpression& d6 = state.rules.combat().d6();
  int party = state.log.roll(state.rng, d6, {RollFor::partyFirst, {}, {round}});
  int them = state.log.roll(state.rng, d6, {RollFor::theyFirst, {}, {round}});
  (lastFirst == 0 ? party : them) -= streak;
  if (party == them) return lastFirst < 0 ? 0 : 1 - lastFirst;
  return party > them ? 0 : 1;
}

// Whether side |loser| has lost, and how: all killed, broken (no one left in good
// morale: the panicking leave the field), or killed to the victory terms.
std::optional<FightEnd> lost(FightState& state, int loser) {
  FightSide& side = state.sides[loser];
  const int killed = killedOf(side);
  if (killed == static_cast<int>(side.fighters.size())) return FightEnd::destroyed;
  const bool broken = std::none_of(side.fighters.begin(), side.fighters.end(),
                                   [](const Fighter& f) { return onField(f) && f.nerve == Nerve::good; });
  if (broken) {
    for (Fighter& f : side.fighters) {
      if (onField(f)) state.setNerve(loser, f, Nerve::routed);
    }
    return FightEnd::broken;
  }
  if (side.lossesToLose > 0 && killed >= side.lossesToLose) return FightEnd::victoryTerms;
  return std::nullopt;
}

// How a fighter stood at the start: all that a fight changes of him.
struct Stance {
  Health health = Health::healthy;
  Nerve nerve = Nerve::good;
  bool mounted = false;
};

std::vector<Stance> stancesOf(const FightSide& side) {
  std::vector<Stance> stances;
  stances.reserve(side.fighters.size());
  for (const Fighter& f : side.fighters) stances.push_back({f.health, f.nerve, f.mounted});
  return stances;
}

void restore(FightSide& side, const std::vector<Stance>& start) {
  for (size_t i = 0; i < side.fighters.size(); ++i) {
    Fighter& f = side.fighters[i];
    f.health = start[i].health;
    f.nerve = start[i].nerve;
    f.mounted = start[i].mounted;
  }
}

// A side's losses: |side| at the end against |start|, how its men stood at the start (a
// man wounded before the fight, as a campaign's member may be, is no new loss).
Casualties casualtiesOf(const FightSide& side, const std::vector<Stance>& start) {
  Casualties c;
  for (size_t i = 0; i < side.fighters.size(); ++i) {
    const Fighter& f = side.fighters[i];
    const std::string& who = f.character.name;
    if (f.health == Health::killed) {
      c.killed.push_back(who);
      continue;
    }
    if (f.nerve == Nerve::routed) c.fled.push_back(who);
    if (f.health == Health::wounded && start[i].health != Health::wounded) c.wounded.push_back(who);
    if (f.health == Health::stunned) c.stunned.push_back(who);
  }
  return c;
}

void ambushChecks(FightState& state) {
  for (int s = 0; s < 2; ++s) {
    if (!state.sides[s].ambushed) continue;
    for (Fighter& f : state.sides[s].fighters) fighting::checkMorale(state, s, f, MoraleOccasion::ambushed);
  }
  fighting::moraleAfterPhase(state);
}

// One side's phase: rally, attack, morale, the stunned flip back (1.21 step 7).
std::optional<FightEnd> phase(FightState& state, int side, bool charging, int& winner) {
  state.checked.clear();
  fighting::rally(state, side);
  fighting::attackPhase(state, side, charging);
  fighting::moraleAfterPhase(state);
  for (Fighter& f : state.sides[side].fighters) {
    if (f.health == Health::stunned) f.health = Health::healthy;
  }
  for (int loser : {1 - side, side}) {
    if (auto defeat = lost(state, loser)) {
      winner = 1 - loser;
      return defeat;
    }
  }
  return std::nullopt;
}

}  // namespace

Fight resolveFight(const Rules& rules, dice::Rng& rng, RollLog& log, FightSetup start) {
  Fight fight;
  fight.setup = std::move(start);
  FightSetup& setup = fight.setup;
  for (int s = 0; s < 2; ++s) {
    if (setup.sides[s].fighters.empty()) return fight;
  }
  fight.fought = true;
  const int ambusher = setup.sides[1].ambushed ? 0 : setup.sides[0].ambushed ? 1 : -1;
  // The sides fight as they are, not as a copy, and are given back to the setup as they
  // stood at the start: of a man, a fight changes only how he stands.
  const std::vector<Stance> stances[2] = {stancesOf(setup.sides[0]), stancesOf(setup.sides[1])};
  FightState state{.rules = rules,
                   .rng = rng,
                   .log = log,
                   .ground = mapTerrainRow(rules, setup.terrain),
                   .sides = {std::move(setup.sides[0]), std::move(setup.sides[1])}};
  state.countStandings();
  const size_t fighters = state.sides[0].fighters.size() + state.sides[1].fighters.size();
  // A phase's buffers hold a side at most: room made once, not grown phase by phase.
  const size_t larger = std::max(state.sides[0].fighters.size(), state.sides[1].fighters.size());
  for (std::vector<Fighter*>* buffer : {&state.attackers, &state.targets, &state.onTarget}) {
    buffer->reserve(larger);
  }
  int lastFirst = -1;
  int streak = 0;
  for (int number = 1; number <= setup.roundLimit && fight.winner < 0; ++number) {
    FightRound& round = fight.rounds.emplace_back();
    // Each attack is made by men of its own who attack once (and only a story keeps them).
    if (state.keepsStory()) round.attacks.reserve(fighters);
    round.number = number;
    state.round = &round;
    state.thisRound[0] = state.thisRound[1] = {};
    if (number == 1) ambushChecks(state);
    round.first = firstSide(state, number, lastFirst, streak, ambusher);
    streak = round.first == lastFirst ? streak + 1 : 1;
    lastFirst = round.first;
    for (int side : {round.first, 1 - round.first}) {
      // Horsemen charge in their side's first combat step (1.741).
      if (auto end = phase(state, side, number == 1, fight.winner)) {
        fight.end = *end;
        break;
      }
    }
  }
  if (fight.winner < 0) fight.end = FightEnd::undecided;
  for (int s = 0; s < 2; ++s) {
    fight.casualties[s] = casualtiesOf(state.sides[s], stances[s]);
    setup.sides[s] = std::move(state.sides[s]);
    restore(setup.sides[s], stances[s]);
  }
  return fight;
}

}  // namespace outremer::gen
