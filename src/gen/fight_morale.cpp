// Morale in a fight: the checks 1.81 calls for, the value (1.82) and its modifiers
// (1.83) read for a field without hexes, panic and rout (1.84, 1.85).
#include <algorithm>
#include <array>
#include <span>
#include <string_view>

#include "gen/combat_tables.hpp"
#include "gen/fight_phase.hpp"

namespace outremer::gen::fighting {
namespace {

bool inGoodOrder(const Fighter& f) { return onField(f) && f.nerve == Nerve::good; }

// 1.83 as it reads on a field without hexes: every man is within 3 and 6 hexes of every
// other (docs/FIGHT.md). Leader and obstacle modifiers are left out: the party names no
// leader and the abstraction has no doorways. Those that hold are added to |modifiers|.
void addModifiers(const FightState& state, int side, const Fighter& fighter,
                  std::vector<ColumnShift>& modifiers) {
  // The man checked is in good order, so that any of his side panicking is another.
  const Standing& our = state.standing[side];
  const Standing& their = state.standing[1 - side];
  const int ours = our.inGoodOrder;
  const int theirs = their.inGoodOrder;
  using enum MoraleModifier;
  const std::array<std::pair<MoraleModifier, bool>, 9> conditions{{
      {enemyPanicking, their.panicking > 0},
      {enemyRouting, state.thisRound[1 - side].routed},
      {outnumberOpponent, theirs > 0 && ours >= 3 * theirs},
      {friendlyPanicking, our.panicking > 0},
      {friendlyRouting, state.thisRound[side].routed},
      {outnumbered, theirs >= 3 * std::max(ours, 1)},
      {knightMamlukKilled, state.thisRound[side].knightKilled},
      {threeFriendlyKilled, state.thisRound[side].killed >= 3},
      {MoraleModifier::wounded, fighter.health == Health::wounded},
  }};
  for (const auto& [which, holds] : conditions) {
    if (!holds) continue;
    const tables::Row& row = state.rules.combat().moraleModifier(which);
    // Its words only for a fight whose story is told.
    modifiers.push_back({ShiftFor::moraleModifier, static_cast<int>(state.rules.number(row, "modifier", 0)),
                         state.keepsStory() ? row.entry : std::string()});
  }
}

// The types that rally their own, by side.
constexpr std::string_view kChristianRalliers[] = {"knight", "holy-order-knight", "sergeant"};
constexpr std::string_view kMoslemRalliers[] = {"amir", "royal-mamluk", "armoured-mamluk",
                                                "unarmoured-mamluk"};

bool rallies(const Fighter& f) {
  if (!canAttack(f)) return false;
  using Types = std::span<const std::string_view>;
  const Types types =
      f.character.side == std::string_view("moslem") ? Types(kMoslemRalliers) : Types(kChristianRalliers);
  return std::ranges::find(types, f.character.type) != types.end();
}

}  // namespace

bool isKnightOrMamluk(const Character& c) {
  const std::string_view type = c.type;
  return type == "knight" || type == "holy-order-knight" || type.ends_with("mamluk");
}

void FightState::countStandings() {
  for (int side = 0; side < 2; ++side) {
    standing[side] = {};
    for (const Fighter& f : sides[side].fighters) {
      if (!onField(f)) continue;
      standing[side].inGoodOrder += f.nerve == Nerve::good ? 1 : 0;
      standing[side].panicking += f.nerve == Nerve::panicking ? 1 : 0;
    }
  }
}

void FightState::setNerve(int side, Fighter& fighter, Nerve nerve) {
  if (onField(fighter)) {
    Standing& s = standing[side];
    s.inGoodOrder += (nerve == Nerve::good ? 1 : 0) - (fighter.nerve == Nerve::good ? 1 : 0);
    s.panicking += (nerve == Nerve::panicking ? 1 : 0) - (fighter.nerve == Nerve::panicking ? 1 : 0);
  }
  fighter.nerve = nerve;
}

void FightState::killed(int side, const Fighter& fighter) {
  // He stood on the field until now (only those on it are attacked, or attack).
  Standing& s = standing[side];
  s.inGoodOrder -= fighter.nerve == Nerve::good ? 1 : 0;
  s.panicking -= fighter.nerve == Nerve::panicking ? 1 : 0;
  const bool knight = isKnightOrMamluk(fighter.character);
  for (SideEvents* events : {&phase[side], &thisRound[side]}) {
    ++events->killed;
    events->knightKilled = events->knightKilled || knight;
  }
}

MoraleCheck& FightState::newCheck() {
  if (keepsStory()) return round->checks.emplace_back();
  // checkMorale() writes the spare's numbers before it reads them; its modifiers are added
  // to, so they are emptied (keeping their room).
  spareCheck.modifiers.clear();
  return spareCheck;
}

void FightState::routed(int side) {
  phase[side].routed = true;
  thisRound[side].routed = true;
}

void checkMorale(FightState& state, int side, Fighter& fighter, MoraleOccasion occasion) {
  if (!inGoodOrder(fighter)) return;
  if (std::find(state.checked.begin(), state.checked.end(), &fighter) != state.checked.end()) return;
  state.checked.push_back(&fighter);
  MoraleCheck& check = state.newCheck();
  check.side = side;
  if (state.keepsStory()) check.who = fighter.character.name;
  check.occasion = occasion;
  check.value = fighter.character.morale;
  check.afterAttacks = static_cast<int>(state.round->attacks.size());
  addModifiers(state, side, fighter, check.modifiers);
  check.modified = check.value;
  for (const ColumnShift& m : check.modifiers) check.modified += m.columns;
  if (check.modified <= 0) {
    // "If his morale value reaches 0 or less he routs."
    check.outcome = MoraleOutcome::routs;
  } else {
    check.die = state.log.roll(state.rng, state.rules.combat().d10(),
                               {RollFor::morale, {fighter.character.name}, {check.modified, static_cast<int>(occasion)}});
    check.outcome = *check.die <= check.modified ? MoraleOutcome::holds : MoraleOutcome::panics;
  }
  if (check.outcome == MoraleOutcome::routs) {
    state.setNerve(side, fighter, Nerve::routed);
    state.routed(side);
  } else if (check.outcome == MoraleOutcome::panics) {
    state.setNerve(side, fighter, Nerve::panicking);
  }
}

void moraleAfterPhase(FightState& state) {
  bool again = true;
  while (again) {
    again = false;
    for (int side = 0; side < 2; ++side) {
      SideEvents events = state.phase[side];
      state.phase[side] = {};
      if (!events.knightKilled && !events.routed) continue;
      const MoraleOccasion occasion =
          events.knightKilled ? MoraleOccasion::knightOrMamlukKilled : MoraleOccasion::friendRouting;
      for (Fighter& f : state.sides[side].fighters) checkMorale(state, side, f, occasion);
      again = again || state.phase[side].routed;
    }
  }
}

void rally(FightState& state, int side) {
  FightSide& us = state.sides[side];
  if (std::none_of(us.fighters.begin(), us.fighters.end(), rallies)) return;
  for (Fighter& f : us.fighters) {
    if (onField(f) && f.nerve == Nerve::panicking) state.setNerve(side, f, Nerve::good);
  }
}

}  // namespace outremer::gen::fighting
