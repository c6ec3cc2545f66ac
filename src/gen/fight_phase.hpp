// What the parts of a fight share while it is resolved (not part of the public core).
#pragma once

#include <vector>

#include "gen/fight.hpp"

namespace outremer::gen::fighting {

/// What happened to a side, for morale (1.81, 1.83): reset at each phase or round.
struct SideEvents {
  bool knightKilled = false;  // a knight or mamluk of the side killed
  bool routed = false;        // one of the side routed
  int killed = 0;
};

/// How a side stands for a morale check (1.83): its men on the field in good order, and
/// those panicking.
struct Standing {
  int inGoodOrder = 0;
  int panicking = 0;
};

/// The fight while it is resolved: the sides as they stand and the round being written.
struct FightState {
  const Rules& rules;
  dice::Rng& rng;
  RollLog& log;
  const tables::Row* ground;  // the map terrain's map-terrain-combat row, if the table has it
  FightSide sides[2];
  FightRound* round = nullptr;
  SideEvents phase[2] = {};
  SideEvents thisRound[2] = {};
  // Kept as men fall and their nerve changes (killed, setNerve), not counted for each check.
  Standing standing[2] = {};
  std::vector<const Fighter*> checked = {};  // morale checked this phase (once a phase, Montgisard 4.1.1)
  // A phase's attackers, targets and the attackers of one target (attackPhase's buffers).
  std::vector<Fighter*> attackers = {};
  std::vector<Fighter*> targets = {};
  std::vector<Fighter*> onTarget = {};
  // Where a fight whose story is not kept writes each attack and check, over the last.
  FightAttack spareAttack = {};
  MoraleCheck spareCheck = {};

  /// Whether the fight's story is kept. A fight rolled on a log that keeps only its last
  /// roll has no reader for it (a simulation, a campaign's quick fight: they count its
  /// rounds and losses): its attacks and checks are written over the spares, in room
  /// already made, and without the words a reader would want (names, tables, columns).
  bool keepsStory() const { return log.keeps() == RollLog::Keeps::everything; }

  /// Where the next attack or morale check of the round is written.
  FightAttack& newAttack();
  MoraleCheck& newCheck();

  /// Counts how the sides stand, once, before the fight's first check.
  void countStandings();
  /// Notes that |fighter| of |side| was killed or routed, for morale.
  void killed(int side, const Fighter& fighter);
  void routed(int side);
  /// |fighter| of |side| in good morale, panicking or routed: every change of nerve in a
  /// fight goes through here, so that the standings stay true.
  void setNerve(int side, Fighter& fighter, Nerve nerve);
};

/// Side |side| attacks (docs/FIGHT.md, the pairing rule), |charging| on its first phase of
/// melee (1.741).
void attackPhase(FightState& state, int side, bool charging);

/// A morale check for |fighter| of |side| on |occasion| (1.81): nothing when he was
/// checked this phase already or is not in good morale.
void checkMorale(FightState& state, int side, Fighter& fighter, MoraleOccasion occasion);

/// The checks the phase's deaths and routs call for (1.81: a knight or mamluk killed, a
/// friend routing), until no new rout calls for more.
void moraleAfterPhase(FightState& state);

/// 1.84: at the start of |side|'s phase its panicking men return to normal when a
/// sergeant or knight (Christians), an amir or mamluk (Moslems) of theirs stands by.
void rally(FightState& state, int side);

/// Knights and mamluks, whose death shakes their side (1.81, 1.83).
bool isKnightOrMamluk(const Character& character);

}  // namespace outremer::gen::fighting
