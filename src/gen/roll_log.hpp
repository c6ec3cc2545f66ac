#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dice/dice_expression.hpp"
#include "dice/rng.hpp"
#include "tables/table.hpp"

namespace outremer::gen {

/// What a roll decided, by kind: codec/roll_words.cpp words each from the words and numbers
/// its Purpose carries (listed beside it: words; numbers).
enum class RollFor : uint8_t {
  strength,           // the character, his type's words
  morale,             // who; the value that holds, the occasion (MoraleOccasion)
  groupMember,        // the group; which, of how many
  howMany,            // who
  howManyAs,          // who, their role
  intentionsOf,       // who
  promotion,          // his type's words, the type he may become
  villagers,          // who
  villagersMounted,   // who
  villagersOnFoot,    // who
  herdWorth,          // the coin
  retainersOf,        // the leader
  siegeEnginesOf,     // the force
  whichOf,            // the generic force
  coinsOf,            // the coin; the thing carried (CarriedKind), which of them (0: the one)
  lootCoins,          // the loot, the coin
  lootItem,           // the loot; which of them
  lootItemCoins,      // the loot, the coin; which of them
  wagonsOf,           // who
  partyFirst,         // no words; the turn
  theyFirst,          // no words; the turn
  membersOfParty,     // the composition row (its members in the party)
  membersAmongThem,   // the composition row (its members in a group met)
  purseCoins,         // the coin
  roomsEntered,       // the rooms' table
  inTrain,            // the baggage, the column
  recognisedIn,       // the town
  makesKill,          // the hunter
  killedInHunt,       // the hunter
  woundedInHunt,      // the hunter
  desertion,          // who, the Desertion column
  peasants,           // no words
  merchantsCaravan,   // no words
  mulesInCaravan,     // no words
  fightingMenIntention, // no words
  fightingMen,        // no words
  encounterType,      // no words
  encounterCheck,     // no words
  twoFromAnOrder,     // no words
  pilgrimGroup,       // no words
  mercenaryDuty,      // no words
  animals,            // no words
  herdSuspected,      // no words
  spottedByTheLord,   // no words
  lordsForceWaits,    // no words
  patrolByNight,      // no words
  recognisedByPatrol, // no words
  attack,             // the attackers' names (joined by "and"), the defender's; how many
                      // attack, and 1 for a charge (the column is the roll's)
  whoBesieges,        // the two forces (1-3 the first, 4-6 the second)
  whoPlaysFirst,      // the two forces, the same
  mapFor,             // the terrain's words; the maps its row lists (the purpose's list row)
  terrainFor,         // no words; the terrains a place's or a battle's row lists, in the tactical-maps
                      // table (the purpose's list row and table)
  leaderChosen,       // the force; the types that fit (the purpose's choices: strength rows, 1 if
                      // he rides)
  retainerChosen,     // the leader; the same
  siegeEngineChosen,  // the force; the engines that fit (purchase-siege-engines rows, each's cost)
  ruleChance,         // the rule's words (its row's entry in an effects table)
  baggageFound,       // the baggage table's title
};

/// One of the choices a pick was among, where they are not the items of one row (as
/// mapFor's and terrainFor's are): its row, and a number its words need.
struct Choice {
  const tables::Row* row = nullptr;
  int number = 0;
};

/// What a roll decides, handed to RollLog: a kind and the words and numbers it needs. The
/// words are copied into the log as the roll is made, so they may be views of anything
/// alive for the call (a character still being made).
struct Purpose {
  RollFor what;
  std::array<std::string_view, 2> words{};
  std::array<int, 2> numbers{};
  // A pick among the choices a row lists: the row, and the table their ids are rows of.
  const tables::Row* listRow = nullptr;
  const tables::Table* listTable = nullptr;
  // A pick among choices of several rows, in the order the die numbers them.
  std::span<const Choice> choices = {};
};

/// One die roll that shaped a result, for the brief's roll log, kept as numbers: what it
/// decided, what was thrown (a dice expression, a table's die or d100 against a percent)
/// and the table row it landed on. codec/roll_words.hpp puts it into words.
struct LoggedRoll {
  enum class Thrown : uint8_t { expression, table, chance };
  RollFor what{};
  Thrown thrown = Thrown::expression;
  // The purpose's words, one after another in the log's text buffer from |words| (each
  // |wordSizes| long), and its numbers.
  uint32_t words = 0;
  std::array<uint16_t, 2> wordSizes{};
  std::array<int, 2> numbers{};
  // The expression's text, its terms and the dice thrown, in the log's buffers
  // (RollLog::view); a table's die or a chance's d100 is the one die at |firstDie|.
  uint32_t text = 0;
  uint32_t textSize = 0;
  uint32_t firstTerm = 0;
  uint32_t terms = 0;
  uint32_t firstDie = 0;
  uint32_t dice = 0;
  int result = 0;   // the total, or the die's value
  int percent = 0;  // a chance's: the roll happened when |result| is at most this
  const tables::Table* table = nullptr;
  uint32_t column = 0;
  const tables::Row* row = nullptr;
  const tables::Row* listRow = nullptr;  // the purpose's
  const tables::Table* listTable = nullptr;
  uint32_t firstChoice = 0;  // the purpose's choices, in the log's (RollLog::choices)
  uint32_t choiceCount = 0;
};

/// A reconstructed or errata table entry that a result used: every brief footnotes them.
/// The table and row are those of the Rules the log rolled on, which outlive it.
struct Footnote {
  const tables::Table* table = nullptr;
  const tables::Row* row = nullptr;
};

/// Rolls dice and tables for a generator and remembers every roll and every entry that
/// is not as printed. Pure: no I/O, and no words but the purposes callers give.
class RollLog {
 public:
  /// What a log keeps: every roll and footnote, for a brief; or only the last roll, where
  /// nobody reads the log (a campaign's answers, whose story is the chronicle).
  enum class Keeps { everything, lastRoll };
  RollLog() : RollLog(Keeps::everything) {}
  explicit RollLog(Keeps keeps);

  /// Empties the log, as a new one that keeps the same, and keeps its buffers' room: a
  /// batch makes item after item with one log a thread.
  void clear();

  /// Rolls |expression| and logs it; returns the total (use count() semantics yourself).
  int roll(dice::Rng& rng, const dice::DiceExpression& expression, const Purpose& purpose);
  /// A count: |expression| rolled, below zero read as zero.
  int count(dice::Rng& rng, const dice::DiceExpression& expression, const Purpose& purpose);
  /// A percent chance: true when d100 comes up |percent| or less.
  bool chance(dice::Rng& rng, int percent, const Purpose& purpose);
  /// Rolls |table|'s die, looks it up in |column| and logs both; the row is footnoted
  /// when it is not as printed. Throws std::logic_error when no row covers the roll (the
  /// validator guarantees coverage for tables in use).
  const tables::Row& rollOn(dice::Rng& rng, const tables::Table& table, size_t column, const Purpose& purpose);
  /// Notes that |row| of |table| was used without a roll (footnoted when not printed).
  void consult(const tables::Table& table, const tables::Row& row);

  /// What the log keeps: a roller whose story only the log would tell keeps none either.
  Keeps keeps() const { return keeps_; }

  /// The total of the last die roll (roll, count, chance or rollOn), in either mode.
  int lastResult() const { return lastRoll().result; }
  /// The dice of the last roll() or count() as a GM reads them ("2d6: 3+4 = 7"). Where
  /// only the last roll is kept, its expression must still be alive (the Rules' are).
  std::string lastDice() const;

  const std::vector<LoggedRoll>& rolls() const { return rolls_; }
  const std::vector<Footnote>& footnotes() const { return footnotes_; }
  /// The expression |roll| threw, its terms and its dice.
  dice::RollView view(const LoggedRoll& roll) const;
  /// The one die a table or a chance threw.
  const dice::DieRoll& die(const LoggedRoll& roll) const { return thrownDice_[roll.firstDie]; }
  /// The |i|th word of |roll|'s purpose.
  std::string_view word(const LoggedRoll& roll, size_t i) const;
  /// The choices |roll|'s purpose was among (Purpose::choices).
  std::span<const Choice> choices(const LoggedRoll& roll) const {
    return std::span(choices_).subspan(roll.firstChoice, roll.choiceCount);
  }

 private:
  // Starts a record of a throw in the buffers (a log that keeps every roll), kept unless
  // forgotten.
  LoggedRoll& begin(LoggedRoll::Thrown thrown, const Purpose& purpose);
  // Takes the record just begun out of the log, remembered as the last roll all the same.
  void forgetLast();
  const LoggedRoll& lastRoll() const { return lastKept_ ? rolls_.back() : last_; }
  // A log that keeps only the last roll keeps its total, its dice (thrownDice_) and the
  // expression thrown (none for a table's die or a chance): nothing is copied for a roll
  // nobody reads, and the Rules' expressions outlive the log. Returns |result|.
  int rememberLast(const dice::DiceExpression* expression, int result);
  void makeRoom();

  std::vector<LoggedRoll> rolls_;
  std::vector<Footnote> footnotes_;
  std::vector<const tables::Row*> footnoted_;  // every row consult() has seen footnoted: a quick test
  // What the rolls threw, every roll's in one buffer each, so that a roll allocates nothing
  // once they have grown.
  std::string texts_;
  std::vector<dice::Term> terms_;
  std::vector<dice::DieRoll> thrownDice_;
  std::vector<Choice> choices_;
  Keeps keeps_ = Keeps::everything;
  LoggedRoll last_;                                       // the last roll, where it is not the last kept
  bool lastKept_ = false;                                 // the last roll is rolls_.back()
  const dice::DiceExpression* lastExpression_ = nullptr;  // the last roll's, where only it is kept
};

}  // namespace outremer::gen
