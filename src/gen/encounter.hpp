#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gen/character.hpp"
#include "gen/feudal_roster.hpp"
#include "tables/setup_zone.hpp"

namespace outremer::gen {

class RollLog;

/// What to generate: the place and time (a column of the Initial Encounter Table) and
/// how the encounter is found.
struct EncounterOptions {
  std::string where = "highway";  // town, highway or countryside
  std::string time = "day";       // day or night
  bool check = false;             // roll the 50% encounter check first
  /// An initial-encounter row id (e.g. "moslem-raiders"): skip the type roll. Used by the
  /// mercenary duty ("Use Moslem Raider Chart") and by the campaign.
  std::string forcedType;
  /// The party does the ambushing and pursuit (mercenary duty, "*"): they are the ones
  /// hidden, whatever the intention row says.
  bool partyAmbushes = false;
  /// The party's head count, when known: tolls and victory numbers are then worked out.
  int partySize = 0;
  /// A tactical-maps row id: the terrain of the hex where it happens (the campaign's
  /// route). Empty: a terrain the place allows is rolled.
  std::string terrain;
  /// The deployment's situation only (its id and words), not what each side is told, the
  /// hidden deployment's rules, the set-up plan or the victory terms: for a caller that
  /// keeps no brief of the encounter (a campaign's days, unless it keeps briefs).
  bool situationOnly = false;
};

/// What a band of people met is called (codec::groupLabelWords says it): the tables' words
/// for them, and what the band is to the encounter.
enum class GroupLabelKind : uint8_t {
  force,          // a force: the tables' words for them (text), with its role when it has one
  fightingOrder,  // a Fighting Men column's words (text), its men of a military order
  escort,         // a merchant's escort: the party group's words (text)
  escorting,      // the party fighting men escort: its group's words (text)
  pilgrims,       // pilgrims met: their group's words (text)
  churchmen,      // churchmen met: their group's words (text)
  greatLord,      // a great lord's train: its group's words (text)
  party,          // the party in a fight: its group's words (text), or none
  asWritten,      // read back from a file or a save: its words (text)
  // Whom the campaign's party meets (campaign::Meeting):
  encounter,  // an encounter: its type's words (text), and where the effects row says what they
              // do, that row's words (role) and the intention's (intention, "" for none)
  village,    // a Moslem village to raid
  lordsMen,   // the great lord's men, come for the party
  mutineers,  // the party's own soldiers, turned on it
};

struct GroupLabel {
  GroupLabelKind kind = GroupLabelKind::force;
  std::string text = {};
  std::string role = {};       // a force's role: ahead, pursuing, escorted ...
  std::string intention = {};  // an encounter's intention (GroupLabelKind::encounter)
  bool operator==(const GroupLabel&) const = default;
};

/// One band of people met: a force of an effects table ("d20 mounted ahead") or a party
/// from Group Determination Table 2 (an escort, pilgrims, a great lord's train).
struct EncounterGroup {
  GroupLabel label;   // "Saracen raiders (pursued)", "Escort: Sergeant and retainers"
  std::string who;    // the table's id for them: moslem-raider, turcopole, a group id
  std::string role;   // the table's role: ahead, pursuing, escorted, challenger ...
  std::string dice;   // the count expression as printed ("" for a party)
  std::string roll;   // the count roll as shown ("d20-10: 3+2 -10 = -5, count 0")
  int rolled = 0;     // the dice total, which may be below zero
  int count = 0;      // never negative
  bool mounted = false;
  bool opposing = true;  // counted as the party's opponents (victory)
  std::string note;      // the table's words of the band (the drovers')
  std::vector<Character> members;
};

/// Whether |group|'s dice came to less than one ("d20-10"), so that no one of it is here.
inline bool cameToNone(const EncounterGroup& group) { return !group.dice.empty() && group.rolled < 1; }

/// What a thing of value is (codec::carriedWords and carriedDetail say it). But for
/// animals and one read back, each is counted by the dice rolled (detail); those carried on
/// mules or wagons, by the dice rolled for each of |count|.
enum class CarriedKind : uint8_t {
  asWritten,      // read back from a brief or a save: its words (what, detail)
  animals,        // |count| animals (what: the chart's words) at |each| each, if all are killed
  herd,           // the drovers' herd
  purse,          // a messenger's purse
  coinsIfRobbed,  // pilgrims' or churchmen's coins, if the party robs them
  stockIfSold,    // a pedlar's stock, if sold
  mules,          // a merchant caravan's mules, each
  wagons,         // its wagons, each
  baggageMules,   // a great lord's baggage mules, each, if captured
  baggageWagons,  // his baggage wagons, each, if captured
};

/// Something of value they have with them.
struct Carried {
  CarriedKind kind = CarriedKind::asWritten;
  std::string what = {};
  std::string detail = {};  // "d6 SC"; read back: "5 at d6 SF"
  tables::Money value = {};
  int count = 0;            // animals
  tables::Money each = {};  // animals: the value of one
};

/// What a chance is of (codec::chanceWords says it, and when it is rolled).
enum class ChanceKind : uint8_t {
  rule,           // a table row's chance: its words (what), rolled now or later
  asWritten,      // read back from a brief or a save: its words (what, when)
  kill,           // a hunt's chance of a kill, rolled when hunted
  hunterKilled,   // a hunter's chance to be killed, each hunter, when hunted
  hunterWounded,  // a hunter's chance to be wounded, each hunter, when hunted
};

/// A chance the book gives: rolled now (roll set) or one that applies later.
struct EncounterChance {
  ChanceKind kind = ChanceKind::rule;
  std::string what = {};  // a rule's words, or the words read back
  int percent = 0;
  std::optional<int> roll = std::nullopt;       // the d100, when rolled now
  std::optional<bool> happened = std::nullopt;  // its outcome, when rolled now
  bool later = false;     // a rule's chance rolled later, not now
  std::string when = {};  // read back: when it is rolled, as written
};

/// Animals met (Animals effects): what a hunt needs, as the chart gives it.
struct Quarry {
  std::string animal;
  int count = 0;
  tables::Money each;  // value if killed
  int kill = 0;        // percent chance of a kill
  int killed = 0;      // percent, each hunter
  int wounded = 0;     // percent, each hunter
};

struct TacticalMap {
  std::string terrain;       // tactical-maps row id
  std::string terrainLabel;  // its words
  std::string map;           // the map's name
  std::string series;        // "Historic-One" or "Cry Havoc"
};

/// What a set-up diagram draws of a scene on one map: the map's edge numbers (map-edges)
/// and where each side sets up or enters (the set-up row's zones, the hiding side's
/// marked hidden). No zones when the tables give none. Kept for drawing only: the JSON
/// forms leave it out, as the texts beside it say the same.
struct SetupPlan {
  tables::MapEdges edges{};
  std::vector<tables::SetupZone> zones;
};

/// A victory term of a deployment: the situation's rule (its words), or what a side must
/// kill or capture of the other's people (codec::victoryWords says it).
enum class VictoryKind : uint8_t {
  rule,       // the encounter-deployment row's victory words (text)
  asWritten,  // read back from a brief or a save: its words (text)
  partyWins,  // the party wins by |win|% of |people| (theirs), draws with |draw|%
  theyWin,    // they win by |win|% of |people| (the party's; 0 when the size is not known)
};

struct VictoryTerm {
  VictoryKind kind = VictoryKind::rule;
  std::string text = {};  // the rule's words, or the words read back
  int people = 0;
  int win = 0;   // percent
  int draw = 0;  // percent
};

struct Deployment {
  std::string situation;  // encounter-deployment row id
  std::string label;
  std::string opponents;
  std::string party;
  std::string hidden;  // "opponents", "party" or ""
  std::vector<std::string> hiddenRules;
  std::vector<VictoryTerm> victory;
  SetupPlan setup;
};

/// What is found of how they behave (codec::behaviourWords says it).
enum class BehaviourKind : uint8_t {
  rule,           // a rule of their effects table: its words (text)
  asWritten,      // read back from a brief or a save: its words (text)
  buysOff,        // angry peasants: they attack the party unless it buys them off
  rustling,       // the rustling rule's words (text) and the people this herd takes (number)
  asksToJoin,     // the hermit asks to join the party
  keepsApart,     // the hermit does not ask
  losses,         // a rule's words (text) with its percent of losses: number of |of|
  friendly,       // these (text: the kind of raiders) are 'friendly'
  unfriendly,     // these (text) are not
  partyAmbushes,  // the party does the ambushing and pursuit
  noneHere,       // every band came to none
};

struct Behaviour {
  BehaviourKind kind = BehaviourKind::rule;
  std::string text = {};  // the rule's or kind's words, as the kind says
  int number = 0;
  int percent = 0;
  int of = 0;
};

/// An encounter as the book's tables make it, with a playable set-up.
struct Encounter {
  std::string where;
  std::string whereLabel;  // "On Highway"
  std::string time;
  std::string column;            // initial-encounter column, "highway-day"
  std::optional<int> checkRoll;  // the encounter check's d100, with --check
  int checkPercent = 0;          // an encounter when the d100 is this or less
  bool clear = false;            // the check found nothing: the rest is empty
  std::string type;              // initial-encounter row id
  std::string typeLabel;
  std::string effectsTable;  // the row's see:
  std::string result;        // the effects row rolled (intention, kind of merchant, animal)
  std::string intention;     // fighting men: their intention
  std::string kind;          // raiders: saracen or bedouin
  std::string kindLabel;
  bool ambush = false;  // they ambush the party
  bool partyAmbushes = false;
  bool hostile = false;  // they attack on sight (angry peasants)
  std::vector<EncounterGroup> groups;
  int mules = 0;
  int wagons = 0;
  std::vector<Carried> carried;
  tables::Money carriedTotal;
  std::optional<tables::Money> tollPerPerson;
  std::optional<tables::Money> tollTotal;  // with a known party size
  std::vector<EncounterChance> chances;
  std::optional<Quarry> quarry;  // animals
  std::vector<Behaviour> behaviour;
  std::optional<TacticalMap> map;
  std::optional<Deployment> deployment;
  /// Their side as figures of the feudal-age skirmish rules, when asked for (--roster feudal).
  std::optional<FeudalRoster> feudalRoster;
};

/// Generates an encounter: with options.check the 50% roll first (51+ is a clear hex),
/// then the encounter type from the initial-encounter column <where>-<time> (or
/// options.forcedType), then the type's effects table. Throws RulesError for an unknown
/// place, time or type (with did-you-mean) and for tables that lack what it needs.
Encounter makeEncounter(const Rules& rules, dice::Rng& rng, RollLog& log, const EncounterOptions& options);

/// The index of the Initial Encounter Table's column <where>-<time>; throws RulesError
/// (with did-you-mean) for an unknown place or time.
size_t encounterColumn(const Rules& rules, const std::string& where, const std::string& time);

/// The index of the column <where>-<time> when |where| and |time| are a known place and
/// time; nullopt otherwise (encounterPlaces and encounterTimes then say which is unknown).
std::optional<size_t> knownEncounterColumn(const Rules& rules, const std::string& where,
                                           const std::string& time);

/// The places and times of the Initial Encounter Table's columns, for usage messages.
std::vector<std::string> encounterPlaces(const Rules& rules);
std::vector<std::string> encounterTimes(const Rules& rules);

/// Total people in the groups counted as the party's opponents.
int opposingCount(const Encounter& encounter);

/// The members of the groups counted as the party's opponents, a line for each, as
/// feudalRoster takes them.
std::vector<ForceLine> opposingForces(const Encounter& encounter);

/// The encounter-deployment row for an encounter: party-ambush when the party ambushes,
/// ambush when they do, else the first row whose roles list one of |roles| (the roles of
/// the groups with anyone in them, in order), else meeting. Throws RulesError when the
/// table lacks a row it needs.
const tables::Row& deploymentSituation(const Rules& rules, bool partyAmbushes, bool ambush,
                                       const std::vector<std::string>& roles);

/// Whether a group of |role| is the party's opponent in |situation| (an
/// encounter-deployment row): every group is, but those of its neutral-roles.
bool opposes(const tables::Row& situation, const std::string& role);

/// The set-up and victory terms of |situation| (an encounter-deployment row): who sets up
/// where, the hidden-deployment rules for a side that hides, and the victory terms scaled
/// to |opposing| of them and |partySize| of the party (shares where a size is 0).
Deployment deploymentOf(const Rules& rules, RollLog& log, const tables::Row& situation, int opposing,
                        int partySize);

}  // namespace outremer::gen
