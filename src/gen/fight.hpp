#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gen/character.hpp"
#include "gen/encounter.hpp"
#include "gen/party.hpp"

/// A fight resolved abstractly by the book's combat tables (Outremer, Rules 1.7 to 1.85;
/// Montgisard 4.1): no map, no movement, the house rule of docs/FIGHT.md deciding who
/// meets whom.
namespace outremer::gen {

struct VillageRaid;

/// How a fighter's body stands (1.75 key). Stunned and wounded men die of any further
/// injury.
enum class Health { healthy, stunned, wounded, killed };
/// How his nerve stands (1.83-1.85): in good morale, panicking, or routed off the field.
enum class Nerve { good, panicking, routed };

/// One character on the field.
struct Fighter {
  Fighter() = default;
  /// Made where he stands in his side's list: his words are moved once, into place (a
  /// default Fighter given them would move each in a second time over its empty one).
  Fighter(Character&& who, std::shared_ptr<const GroupLabel> band, Health body, Nerve heart, bool riding)
      : character(std::move(who)), group(std::move(band)), health(body), nerve(heart), mounted(riding) {}

  Character character;
  /// The band he came with (the party, "Saracen raiders (pursued)"), one label that its
  /// men share: a fight sets up every man of a band with it, and none is copied per man.
  std::shared_ptr<const GroupLabel> group;
  Health health = Health::healthy;
  Nerve nerve = Nerve::good;
  bool mounted = false;  // still on his horse (a D, F, G or H result dismounts him)
};

/// The band |fighter| came with; no band's words where he was set up without one.
const GroupLabel& bandOf(const Fighter& fighter);

/// One side: the party, or the encounter's opposing groups (FightSetup::sides says which).
struct FightSide {
  std::vector<Fighter> fighters;
  int advantage = 0;  // 1.73 terrain advantage: 1 (+), 0 or -1 (--)
  bool ambushed = false;
  /// Victory terms (Deployment): the other side wins on killing or capturing this many of
  /// this side (0: only destruction or rout decides).
  int lossesToLose = 0;
  int lossesToDraw = 0;  // a draw for the other side, when the rounds run out
};

/// Everything a fight needs: the two sides (index 0 the party, 1 their opponents), the
/// map terrain's words, and the limit on rounds.
struct FightSetup {
  FightSide sides[2];
  std::string terrain;       // tactical-maps row id, "" when unknown
  std::string terrainLabel;  // "Hills"
  std::string situation;     // deployment words ("They ambush the party")
  std::string encounter;     // what was met, as its table names it ("Moslem Raiders")
  bool villageRaid = false;  // the party raids a village (and encounter is "")
  int roundLimit = 12;
};

/// Why a CRT column or a morale value moves: the terrain (1.73), a combined attack on a
/// man on foot (1.72), a panicking defender (1.84), or a morale-modifiers row (1.83).
enum class ShiftFor : uint8_t { terrain, combinedAgainstInfantry, panickingDefender, moraleModifier };

/// A move of the CRT column or the morale value, and why.
struct ColumnShift {
  ShiftFor why = ShiftFor::moraleModifier;
  int columns = 0;
  std::string modifier;  // a morale modifier's words, as the morale-modifiers row gives them
};

/// What an attack's result did (1.75): nothing (a result against the attackers of a
/// panicking defender, 1.84), a retreat, or an injury.
enum class AttackEffect : uint8_t { none, retreat, stunned, wounded, killed };

/// One attack: who attacks whom, with what, on which column, and what the die gave.
struct FightAttack {
  int side = 0;  // the attacking side
  std::vector<std::string> attackers;
  std::string defender;
  int attack = 0;  // total attack strength, charge bonus included
  int charge = 0;  // 1.741 bonus in it
  int defence = 0;
  int odds = 1;                    // attack / defence, rounded down, at least 1
  std::vector<ColumnShift> shifts;
  std::string column;  // the column read, "3-1" or "12-1+"
  std::string table;   // combat-mounted or combat-infantry
  int die = 0;
  std::string key;     // the key letter, "E"
  std::string result;  // the key's words
  AttackEffect effect = AttackEffect::none;
  /// The result fell on the attackers: all of them retreat, or the last (weakest) of them
  /// is hurt. Otherwise on the defender.
  bool onAttackers = false;
  /// The hurt man was already stunned or wounded, and so is killed (1.75); healthy else.
  Health already = Health::healthy;
  bool dismounted = false;  // the defender was thrown from his horse and lives
};

/// What calls for a morale check (1.81).
enum class MoraleOccasion : uint8_t { ambushed, chargedByArmouredCavalry, knightOrMamlukKilled, friendRouting };
/// What a check gave: the d10 at or under the value holds, over it panics; a value of 0 or
/// less routs without a die (1.84, 1.85).
enum class MoraleOutcome : uint8_t { holds, panics, routs };

/// One morale check (1.81-1.83): the value, each modifier, the d10 and what followed.
struct MoraleCheck {
  int side = 0;
  std::string who;
  MoraleOccasion occasion = MoraleOccasion::ambushed;
  int value = 0;    // 1.82
  std::vector<ColumnShift> modifiers;  // 1.83, with why
  int modified = 0;
  std::optional<int> die;  // none when the value is 0 or less (rout)
  MoraleOutcome outcome = MoraleOutcome::holds;
  int afterAttacks = 0;    // how many of its turn's attacks were made before it
};

/// One game turn: the side that went first (1.2), the attacks and the checks, each in
/// order (a check's afterAttacks places it among the attacks).
struct FightRound {
  int number = 0;
  int first = 0;  // the side that went first
  std::vector<MoraleCheck> checks;
  std::vector<FightAttack> attacks;
};

/// A side's losses, by name.
struct Casualties {
  std::vector<std::string> killed;
  std::vector<std::string> wounded;  // wounded in the fight (not before it), alive at the end
  std::vector<std::string> stunned;  // stunned at the end
  std::vector<std::string> fled;     // routed off the field
};

/// How a fight ended: not fought, a side all killed, a side broken by morale loss (its
/// panicking men driven off), a side killed to its victory terms, or no decision when the
/// turns ran out.
enum class FightEnd { notFought, destroyed, broken, victoryTerms, undecided };
inline constexpr size_t kFightEnds = 5;  // the ways a fight ends, as reports count them

/// The resolved fight. Not fought when a side has no one (setup says which). How it ended
/// is |end| with |winner|, the casualties and the setup's victory terms.
struct Fight {
  bool fought = false;
  FightSetup setup;  // as it stood at the start
  std::vector<FightRound> rounds;
  Casualties casualties[2];
  int winner = -1;  // the side that won, -1 for none
  FightEnd end = FightEnd::notFought;
};

/// Who lies in ambush, if anyone.
enum class Ambusher { none, party, they };

/// What a fight needs of an encounter besides its men: the map terrain, who ambushes,
/// and the deployment whose shares set the victory terms. Empty: open ground, no ambush,
/// no victory terms (a fight to destruction or rout).
struct FightGround {
  std::string terrain;       // tactical-maps row id
  std::string terrainLabel;  // "Hills"
  Ambusher ambusher = Ambusher::none;
  std::string situation;       // encounter-deployment row id
  std::string situationLabel;  // its words, "They ambush the party"
  std::string encounter;       // what was met, as its table names it ("Moslem Raiders")
  bool villageRaid = false;    // the party raids a village (and encounter is "")
  bool operator==(const FightGround&) const = default;
};

/// A band on the opposing side, as the encounter groups them.
struct FightBand {
  GroupLabel label;  // "Saracen raiders (pursued)"
  std::vector<Character> members;
  bool operator==(const FightBand&) const = default;
};

/// |encounter|'s ground: its map terrain, its ambush and its deployment.
FightGround groundOf(const Encounter& encounter);
/// The ground of a village raid: its map's terrain and its set-up, the party ambushing.
FightGround groundOf(const VillageRaid& raid);
/// |encounter|'s opposing groups (those counted for victory), with their members (moved
/// out of an encounter given to be used up).
std::vector<FightBand> opposingBands(const Encounter& encounter);
std::vector<FightBand> opposingBands(Encounter&& encounter);

/// Sets up a fight between |party| (the band |partyLabel|) and |opposing| on |ground|:
/// the terrain advantage by the house rule (an ambusher holds the better of the map
/// terrain and open ground, the ambushed the worse; otherwise both stand in the map
/// terrain), and the victory terms from the deployment's win and draw shares. Reads
/// map-terrain-combat and encounter-deployment; throws RulesError when they are missing.
/// The characters are taken by value: moved in, they are not copied.
FightSetup setUpFight(const Rules& rules, std::vector<Character> party, const GroupLabel& partyLabel,
                      std::vector<FightBand> opposing, const FightGround& ground);

/// Sets up a fight between |party| and |encounter|'s opposing groups: the terrain
/// advantage by the house rule (an ambusher holds the better of the map terrain and
/// open ground, the ambushed the worse; otherwise both stand in the map terrain), and
/// the victory terms from the encounter's deployment (its win and draw shares). Reads
/// map-terrain-combat and encounter-deployment; throws RulesError when they are missing.
FightSetup setUpFight(const Rules& rules, const Party& party, const Encounter& encounter);
/// The same, the party's and the encounter's characters moved into the setup.
FightSetup setUpFight(const Rules& rules, Party&& party, Encounter&& encounter);

/// What a fight is between: a party and an encounter given (read from files), the
/// encounter `outremer encounter --seed S` makes, or, where none is given, made afresh
/// from the fight's own dice.
struct FightSource {
  std::optional<Party> party;
  std::optional<Encounter> encounter;
  std::optional<uint64_t> encounterSeed;  // the encounter of this seed, rolled on a stream of its own
  EncounterOptions asked;                 // the place and time of an encounter made
};

/// The fight of |source| with |rng|, every die through |log|: the party (given, or made as
/// `outremer party` makes it), then the encounter (given, of its seed, or made at
/// |source.asked|), then the fight. Throws RulesError as resolveFight does.
Fight fightOf(const Rules& rules, const FightSource& source, dice::Rng& rng, RollLog& log);

/// Resolves |setup| round by round (docs/FIGHT.md), every die through |log|. A setup
/// with a side that has no one is no fight. Throws RulesError
/// for tables that lack what it needs (combat-mounted, combat-infantry and their keys,
/// combat-rules, terrain-combat-shifts, map-terrain-combat, morale-modifiers).
Fight resolveFight(const Rules& rules, dice::Rng& rng, RollLog& log, FightSetup setup);

// --- the book's arithmetic, exposed for tests

/// The defence 1.7 divides by: a defence below 1 (a 1 halved by a wound or a stun) is
/// fought as 1. The book is silent on a defence of 0; this is the program's choice
/// (docs/FIGHT.md).
int defenceFought(int defence);
/// 1.7: attack / defenceFought(defence) rounded down in the defender's favour, at least 1
/// (1-1).
int combatOdds(int attack, int defence);
/// The CRT column index for |odds| moved by |shift| columns, held to 1-1 .. 12-1+
/// (combat-rules column-shift-limit); |columns| is how many the table has.
size_t oddsColumn(int odds, int shift, size_t columns);
/// A CRT column's id as printed: "12-1-plus" is "12-1+".
std::string printedColumn(std::string_view id);
/// 1.741: half the attack strength, fractions rounded down.
int chargeBonus(int attack);
/// 1.73: the shift for an attacker in |attacker| terrain against a defender in
/// |defender| (each -1, 0 or 1), read from terrain-combat-shifts.
int terrainShift(const Rules& rules, int attacker, int defender);
/// 1.1: a tactical-map terrain's row of map-terrain-combat (its rows' ids are the
/// terrains), or nullptr for a terrain the table lacks.
const tables::Row* mapTerrainRow(const Rules& rules, const std::string& terrain);
/// The terrain advantage |mapTerrain| gives: 1 (+), 0 or -1 (--); 0 without a row.
int terrainAdvantage(const Rules& rules, const tables::Row* mapTerrain);
/// The terrain-combat-shifts row terrainShift reads (to footnote it).
const tables::Row& terrainRow(const Rules& rules, int attacker, int defender);
/// One attack's terms as the CRT reads them (1.7 to 1.741, 1.84): what `odds fight` asks
/// about, and what every attack of a fight is read by.
struct AttackTerms {
  int attack = 0;   // the attackers' strengths together, before any charge bonus
  int defence = 0;  // the defender's strength as he stands (a wounded man's halved)
  bool mounted = false;    // the defender on his horse: combat-mounted, else combat-infantry
  bool charge = false;     // a horseman charging alone: half his attack added (1.741)
  bool combined = false;   // two or more attackers together (1.72)
  bool panicking = false;  // the defender panicking (1.84)
  int attackerAdvantage = 0;  // 1.73 terrain advantages: 1 (+), 0 or -1 (--)
  int defenderAdvantage = 0;
  /// The map-terrain-combat rows the advantages were read from, where they were.
  const tables::Row* attackerGround = nullptr;
  const tables::Row* defenderGround = nullptr;
  /// The 1.73 shift given outright, in columns, instead of read from the advantages.
  std::optional<int> terrainShift;
};

/// Where an attack is read: its strength and odds, the column's shifts with why, and the
/// table and column.
struct AttackColumn {
  int charge = 0;  // the 1.741 bonus
  int attack = 0;  // the attack with the charge bonus
  int odds = 1;
  std::vector<ColumnShift> shifts;
  const tables::Row* terrain = nullptr;  // the terrain-combat-shifts row read, if one was
  const tables::Table* table = nullptr;  // combat-mounted or combat-infantry
  size_t column = 0;
};
/// The column |column| is read on, as printed: "3-1", "12-1+".
std::string printedColumn(const AttackColumn& column);

/// The CRT column |terms| are read on: the odds rounded in the defender's favour, moved
/// for the terrain (1.73), a combined attack on a man on foot (1.72) and a panicking
/// defender (1.84), held to 1-1 .. 12-1+. Throws RulesError for tables that lack what it
/// needs (combat-mounted, combat-infantry, combat-rules, terrain-combat-shifts). The
/// shifts are written in |room|, emptied: a fight hands in the last attack's, whose room
/// is then not made again for every attack.
AttackColumn attackColumn(const Rules& rules, const AttackTerms& terms, std::vector<ColumnShift> room = {});

/// Notes in |log| the ground an attack on |terms| read at |column|, each row footnoted
/// when not as printed: the map terrains' (map-terrain-combat) and the 1.73 shift's
/// (terrain-combat-shifts).
void consultGround(const Rules& rules, RollLog& log, const AttackTerms& terms, const AttackColumn& column);

/// Wounded men's strengths are half their healthy ones, fractions rounded down (the
/// strength tables' note); stunned men defend as wounded ones (house rule).
int attackOf(const Fighter& fighter);
int defenceOf(const Fighter& fighter);
/// Able to attack: alive, not stunned, in good morale.
bool canAttack(const Fighter& fighter);
/// Still on the field to be attacked: alive and not routed.
bool onField(const Fighter& fighter);

/// Applies an injury (stunned, wounded or killed) to |fighter|: a stunned or wounded man
/// hurt again is killed. Returns the health he ends with.
Health injure(Fighter& fighter, Health injury);

}  // namespace outremer::gen
