#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gen/character.hpp"

namespace outremer::gen {

/// A pilgrim party (Pilgrim Generation Table): its group, members, baggage, purse and
/// what it costs a day.
struct Party {
  std::string group;        // Group Determination Table 1 row id
  std::string groupLabel;   // its words
  std::vector<Character> members;
  int mules = 0;
  int wagons = 0;
  tables::Money purse;
  tables::Money dailyPay;
  tables::Money dailyUpkeep;
  /// Whole days the purse pays pay and upkeep for (-1 when the party costs nothing).
  int daysPurseLasts = 0;
};

/// Generates a party of group |group| (a pilgrim-group row id), or of a group rolled on
/// Group Determination Table 1 when |group| is empty. Composition follows Table 2:
/// at most one squire per knight; "*" at least one mounted; "x" 1-3 on d10 and two are
/// from a military order. Strengths are found by |strength| (a campaign's party starts at
/// its minimum). Throws RulesError for an unknown group (naming the groups).
Party makeParty(const Rules& rules, dice::Rng& rng, RollLog& log, const std::string& group,
                InitialStrength strength = InitialStrength::rolled);

/// The members, mules and wagons of a party of |group| (rolled when empty), without a
/// purse or totals: the composition alone, as the encounter tables use it ("Use pilgrim
/// generation table"). Characters come from |maker|, so names stay unique across the
/// groups of one result. |counted| is how each count is logged: RollFor::membersOfParty for
/// the pilgrims, membersAmongThem for a group met on the road.
Party composeParty(const Rules& rules, dice::Rng& rng, RollLog& log, CharacterMaker& maker,
                   const std::string& group, RollFor counted);

/// The rows of Group Determination Table 2 that count a party's baggage, not its people.
inline constexpr std::string_view kMulesRow = "mule";
inline constexpr std::string_view kWagonsRow = "wagon";

/// A row of Group Determination Table 2 as one group reads it: the row, its dice for the
/// group (none where the group has "-" or nothing is rolled), and what its marks say.
struct CompositionLine {
  /// What the row counts: people (knights and squires among them, who ride), or baggage
  /// (kMulesRow, kWagonsRow).
  enum class Counts : uint8_t { people, knights, squires, mules, wagons };
  const tables::Row* row = nullptr;
  const dice::DiceExpression* dice = nullptr;
  Counts counts = Counts::people;
  bool militaryOrder = false;  // "x": on 1-3 on d10, two are from a military order
  bool oneMounted = false;     // "*": the first rides
};

/// The rows of Group Determination Table 2 that give a group members, in order (its table
/// too): read once per group (Rules::composition), for every party of it.
struct Composition {
  const tables::Table* table = nullptr;
  std::vector<CompositionLine> lines;
  size_t mostMembers = 0;  // the most people its dice can give
};

/// |group|'s composition (a pilgrim-group row id). Throws RulesError for dice that do not
/// read.
Composition readComposition(const Rules& rules, std::string_view group);

/// How many of composition row |row| a party has when its dice came to |rolled| (read as
/// a count) and the party has |knights| knights: squires are capped at one per knight.
int compositionCount(const tables::Row& row, int rolled, int knights);

/// Fills a party's totals: daily pay and upkeep, and the days its purse lasts.
void totalParty(Party& party);

/// The group ids of Group Determination Table 1, for usage messages.
std::vector<std::string> groupIds(const Rules& rules);

}  // namespace outremer::gen
