#pragma once

#include <forward_list>
#include <functional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "dice/rng.hpp"
#include "gen/roll_log.hpp"
#include "gen/rules.hpp"
#include "tables/money.hpp"

namespace outremer::gen {

/// One character on the table: the type in the book's words, strengths within the
/// strength table's range, morale (1.82), movement (1.5), and daily pay and upkeep.
struct Character {
  std::string name;
  std::string type;   // character type id (docs/CHARACTER-TYPES.md)
  std::string label;  // the strength table's words for it
  std::string side;   // "christian" or "moslem"
  bool mounted = false;
  bool armoured = false;
  bool militaryOrder = false;
  bool mercenary = false;
  int attack = 0;  // as deployed: mounted values when mounted
  int defence = 0;
  int footAttack = 0;  // dismounted values (the same when on foot)
  int footDefence = 0;
  int morale = 0;
  int movement = 0;
  tables::Money pay;
  tables::Money upkeep;

  bool operator==(const Character&) const = default;
};

/// A character type's row in the Christian or Moslem Character Strength Table.
struct StrengthRow {
  const tables::Table* table = nullptr;
  const tables::Row* row = nullptr;  // nullptr: no strength table has the type
  std::string side;                  // "christian" or "moslem"
};
StrengthRow strengthRow(const Rules& rules, const std::string& type);

/// A row of a table; both null when the tables have none.
struct TableRow {
  const tables::Table* table = nullptr;
  const tables::Row* row = nullptr;
};

/// The rows a character's values are read from, as CharacterMaker reads them: attack and
/// defence from its type's strength table row, morale from the morale-values row listing
/// its type, movement from the movement row for how it fights (mounted, armoured, a knight
/// on foot). A row the tables lack is null.
struct CharacterRows {
  TableRow strength;
  TableRow morale;
  TableRow movement;
};
CharacterRows characterRows(const Rules& rules, const Character& character);

/// How a character's first strengths are found ("Hints on determining initial character
/// strengths", Character Advancement Tables).
enum class InitialStrength {
  rolled,   // a d10 places them in the range: characters met on the road, one-off scenarios
  minimum,  // a campaign's characters "start at their minimum attack strength and work their
            // way up"; peasants roll all the same
};

struct CharacterRequest {
  std::string type;
  bool mounted = false;
  bool militaryOrder = false;
  bool mercenary = false;  // pay and upkeep doubled (Upkeep of Characters)
  std::string name;        // empty: drawn from the names table
};

/// Strengths for a strength-table |row| and a d10 read as |tenths| (0-9), by the
/// book's hint: attack = min + tenths x span / 10 (rounded down); defence = min + attack
/// points above the minimum / the class's rate (1, 1.5 or 2; rounded down, within the
/// range) or, for a class without a rate, placed like attack; dismounted attack = half
/// the mounted attack (within the dismounted range); dismounted defence from it. For a
/// type that cannot ride, the mounted values equal the dismounted ones.
struct Strengths {
  int mountedAttack = 0;
  int mountedDefence = 0;
  int footAttack = 0;
  int footDefence = 0;
};
/// What placing strengths reads of a strength-table row: its ranges (mounted ones only for
/// a type that can ride) and its class's defence rate (0 for none).
struct StrengthRanges {
  bool canRide = false;
  std::pair<int, int> footAttack{}, footDefence{}, mountedAttack{}, mountedDefence{};
  double defenceRate = 0;
};
StrengthRanges strengthRanges(const Rules& rules, const tables::Row& row);
/// A character type's strength row and the ranges read from it: what advancing him reads,
/// and the first part of what making one does (TypeRules). Rules::typeStrength keeps them.
struct TypeStrength {
  StrengthRow strength;   // no row: no strength table has the type
  StrengthRanges ranges;  // read from the row (none without one: he cannot ride)
};
/// |type|'s strength row and ranges read from the tables; throws RulesError for a range
/// that does not read.
TypeStrength readTypeStrength(const Rules& rules, std::string_view type);
/// Whether strength-table row |row| gives mounted strengths: the type can ride.
bool givesMounted(const tables::Row& row);
Strengths placeStrengths(const StrengthRanges& ranges, int tenths);
Strengths placeStrengths(const Rules& rules, const tables::Row& row, int tenths);

/// The names a character of |type| may bear: those of every names row whose culture the
/// type's name-cultures row lists and whose sex is the row's. Throws RulesError when no
/// row lists the type or its rows hold no names.
std::vector<std::string> namesFor(const Rules& rules, const std::string& type);

/// |name| when |taken| says it is free, else |name| with |epithet| ("Guy the Younger"),
/// numbered from the second on ("Guy the Younger 2"): characters are told apart by name,
/// so no two of one result may share one.
std::string untakenName(const std::string& name, const std::string& epithet,
                        const std::function<bool(const std::string&)>& taken);

/// Builds characters from the strength, morale, movement and upkeep tables, rolling the
/// strengths as "Hints on determining initial character strengths" says: a d10 read
/// 0-9 places attack within the range (min + roll x span / 10, rounded down); defence
/// follows at the class's rate (1 per 1, 1.5 or 2 attack points); dismounted attack is
/// half the mounted one, and dismounted defence is worked out from it.
class CharacterMaker {
 public:
  CharacterMaker(const Rules& rules, dice::Rng& rng, RollLog& log, InitialStrength strength = InitialStrength::rolled)
      : rules_(rules), rng_(rng), log_(log), strength_(strength), d10_(rules.dice("d10")) {
    usedNames_.reserve(kMostMembers);
    footnotedKinds_.reserve(kMostMembers);
  }

  /// Throws RulesError when the type has no strength row. The request is taken by value
  /// so that a caller done with it hands its words over rather than having them copied.
  Character make(CharacterRequest request);
  /// The same, made in |into| (a default Character, as a list's emplace_back() gives):
  /// a character made where he will stay is not moved there, his words with him.
  void make(CharacterRequest request, Character& into);

  /// |name|, or "|name| the Younger" (numbered from the second on) when a character this
  /// maker made or claimed for already bears it; the name returned is taken from now on.
  /// Characters made elsewhere are claimed so that those made here do not share a name.
  std::string claimName(const std::string& name);

 private:
  /// A name from |names|, the type's (TypeRules::names); none: throws why. The name is
  /// viewed where this maker keeps it (the names table, or claimed_).
  std::string_view pickName(const std::string& type, const std::vector<std::string_view>* names);
  /// Where in the strength range |c| starts (0-9 tenths), by strength_.
  int tenthsFor(const Character& c);
  /// Footnotes the rows a character of type |t| serving the |way| (TypeRules::costIndex)
  /// was read from, where they are not as printed.
  void footnote(const TypeRules& t, bool mounted, size_t way);

  const Rules& rules_;
  dice::Rng& rng_;
  RollLog& log_;
  InitialStrength strength_;
  const dice::DiceExpression& d10_;  // every character's strength die, found once
  // Room for the people of nearly every result, so that these are not regrown one by one.
  static constexpr size_t kMostMembers = 32;
  // Every name given or claimed: views of the names table (which outlives the maker) or of
  // claimed_, whose strings stay where they are as it grows.
  std::vector<std::string_view> usedNames_;
  std::forward_list<std::string> claimed_;
  std::vector<std::pair<const TypeRules*, size_t>> footnotedKinds_;  // footnoted in log_ already
};

}  // namespace outremer::gen
