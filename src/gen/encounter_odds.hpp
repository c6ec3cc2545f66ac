#pragma once

// The exact odds of what `outremer encounter` makes in one place and time: who is met,
// what they do, how many they are, whether they ride and what they carry. Counted over
// every way the dice can fall, with the generator's own tables and decisions.

#include <map>
#include <cstdint>
#include <string>
#include <vector>

#include "dice/fraction.hpp"
#include "gen/encounter.hpp"
#include "gen/rules.hpp"

namespace outremer::gen {

/// P(value) for every whole number that can come up, exactly; the chances sum to 1.
using Chances = std::map<int, dice::Fraction>;

/// P(value >= |at|).
dice::Fraction chanceAtLeast(const Chances& chances, int at);
/// P(value >= n) for each value n of |chances|, in their order: one pass, not one a value.
std::vector<dice::Fraction> chancesAtLeast(const Chances& chances);
/// The exact mean of a count (every value >= 0).
dice::Fraction meanCount(const Chances& chances);
/// The chances summed: exactly 1 for any distribution this header returns.
dice::Fraction totalChance(const Chances& chances);

/// A band of people met (or the animals of a hunt) and how many they may be: the count
/// read as the generator reads it, below zero being none.
/// How a band goes (codec's kBandMounts words it): a party of Group Determination Table 2
/// is mixed (knights and squires ride, a few others), animals neither.
enum class BandMount : uint8_t { mounted, onFoot, party, none };

struct BandOdds {
  GroupLabel label;     // "moslem-raider (ahead)", "Knights", "Escort: men-at-arms-and-retainers"
  std::string dice;     // the count's expression; "" for a party of Group Determination Table 2
  BandMount mount = BandMount::none;
  std::string role;     // the effects table's role: ahead, pursuing, escorted ...
  std::string who;      // the tables' id for them (moslem-raider, knight), "" for a party
  bool people = true;   // false for animals, who are hunted, not fought
  Chances count;
};

/// One row of an effects table (or, where the effects table rolls nothing, its one
/// outcome): its chance given the encounter type and overall, and what it brings.
struct ResultOdds {
  std::string range;  // as printed; "" when nothing is rolled
  std::string entry;
  dice::Fraction given;    // P(this row | the type)
  dice::Fraction overall;  // P(the type and this row)
  bool ambush = false;     // they ambush the party
  std::vector<BandOdds> bands;
};

/// One row of the Initial Encounter Table in the column, and the chain under it.
struct TypeOdds {
  std::string id;
  std::string entry;
  std::string range;
  dice::Fraction chance;
  std::string effectsTitle;  // the effects table's title
  std::string die;           // its die, "" when nothing is rolled on it
  std::vector<ResultOdds> results;
  /// Rolled after the result, independently of it: the intentions of fighting men.
  std::string secondTitle;
  std::vector<ResultOdds> intentions;
  /// The kind of raiders (raider-kind), rolled when a band of them has anyone in it; its
  /// chances given the type sum to P(anyone in such a band).
  std::vector<ResultOdds> kinds;
  Chances opposing;     // the people counted as the party's opponents, given the type
  dice::Fraction coin;  // expected value carried, in copper centimes, given the type
};

/// The whole chain for one column of the Initial Encounter Table.
struct EncounterOdds {
  std::string where;
  std::string time;
  std::string column;  // "highway-day"
  int atLeast = 20;    // the count asked about
  std::vector<TypeOdds> types;
  Chances opposing;              // people against the party, over every type
  dice::Fraction raiders;        // P(Moslem raiders)
  dice::Fraction ambush;         // P(they ambush the party)
  dice::Fraction atLeastChance;  // P(opposing >= atLeast)
  dice::Fraction coin;           // expected value carried, in copper centimes
};

/// The initial-encounter row id whose chance EncounterOdds::raiders gives.
inline constexpr const char* kMoslemRaiders = "moslem-raiders";

/// The exact odds of an encounter at |where| and |time| (as makeEncounter reads them,
/// without the encounter check, party ambush or forced type). Throws RulesError for an
/// unknown place or time (did-you-mean) and for tables that lack what the generator needs.
EncounterOdds encounterOdds(const Rules& rules, const std::string& where, const std::string& time,
                            int atLeast);

}  // namespace outremer::gen
