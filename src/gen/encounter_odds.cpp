// The exact odds of an encounter: the generator's chain (encounter.cpp, effects_*.cpp,
// encounter_forces.cpp, party.cpp) followed over every way its dice can fall.
#include "gen/encounter_odds.hpp"

#include <limits>
#include <utility>

#include "dice/distribution.hpp"
#include "gen/encounter.hpp"
#include "gen/encounter_effects.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "tables/table_odds.hpp"
#include "util/text.hpp"

namespace outremer::gen {
namespace {

using dice::Count;
using dice::Fraction;

Fraction whole(int64_t value) { return {static_cast<Count>(value), 1}; }

// ---- Chances: exact distributions of whole numbers

Chances certain(int value) { return {{value, whole(1)}}; }

void addScaled(Chances& into, const Chances& chances, const Fraction& weight) {
  for (const auto& [value, chance] : chances) {
    auto [at, added] = into.try_emplace(value, chance * weight);
    if (!added) at->second = at->second + chance * weight;
  }
}

Chances scaled(const Chances& chances, const Fraction& weight) {
  Chances out;
  addScaled(out, chances, weight);
  return out;
}

// The least common denominator of the chances.
Count commonDenominator(const Chances& chances) {
  Count common = 1;
  for (const auto& [value, chance] : chances)
    common = common / dice::gcd(common, chance.denominator) * chance.denominator;
  return common;
}

// The sum of two independent counts. Over a common denominator the convolution is whole
// numbers multiplied and added, reduced once per value at the end: a fraction sum per
// term would cost a 128-bit GCD each.
Chances convolved(const Chances& a, const Chances& b) {
  const Count denominatorA = commonDenominator(a);
  const Count denominatorB = commonDenominator(b);
  std::map<int, Count> ways;
  for (const auto& [valueA, chanceA] : a) {
    const Count waysA = chanceA.numerator * (denominatorA / chanceA.denominator);
    for (const auto& [valueB, chanceB] : b) {
      ways[valueA + valueB] += waysA * chanceB.numerator * (denominatorB / chanceB.denominator);
    }
  }
  Chances out;
  for (const auto& [value, count] : ways) {
    if (count != 0) out.emplace(value, dice::reduced(count, denominatorA * denominatorB));
  }
  return out;
}

// The part of |chances| at zero (|positive| false) or above it.
Chances part(const Chances& chances, bool positive) {
  Chances out;
  for (const auto& [value, chance] : chances) {
    if ((value > 0) == positive) out.emplace(value, chance);
  }
  return out;
}

// A dice expression's totals read as a count, as RollLog::count and expandForce read
// them: below zero is none.
Chances countChances(const dice::DiceExpression& dice) {
  const dice::Distribution distribution = dice::Distribution::of(dice);
  Chances out;
  for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
    const Fraction chance = distribution.exactly(total);
    if (chance.numerator != 0) addScaled(out, certain(total < 0 ? 0 : total), chance);
  }
  return out;
}

Chances countChances(const Rules& rules, const std::string& text) { return countChances(rules.dice(text)); }

// ---- What is carried, in copper centimes

Fraction coinOf(const std::string& code) { return whole(tables::Money::coins(1, code).copper); }

// One roll of |amount| for each kind of coin |coin| names (rollCoins).
Fraction expectedCoins(const Rules& rules, const std::string& amount, const std::string& coin) {
  Fraction each{0, 1};
  for (const std::string& code : coinKinds(coin)) each = each + coinOf(code);
  return meanCount(countChances(rules, amount)) * each;
}

// The coins of a rule row with fields amount and coin (carryCoins, carryPerItem).
Fraction expectedRowCoins(const Rules& rules, const tables::Table& table, const std::string& rowId) {
  const tables::Row& row = rules.row(table.id, rowId);
  return expectedCoins(rules, rules.text(row, "amount"), rules.text(row, "coin"));
}

// ---- Parties of Group Determination Table 2 (party.cpp)

struct PartyOdds {
  Chances people;
  Fraction mules{0, 1};  // expected
  Fraction wagons{0, 1};
};

// The composition of one group: its rows in order, knights kept apart because squires
// are capped by them (compositionCount).
PartyOdds compositionOdds(const Rules& rules, const std::string& group) {
  using Counts = CompositionLine::Counts;
  std::map<int, Chances> byKnights = {{0, certain(0)}};  // knights so far -> people so far
  PartyOdds party;
  for (const CompositionLine& line : rules.composition(group).lines) {
    if (line.dice == nullptr) continue;
    const tables::Row& row = *line.row;
    const Chances rolled = countChances(*line.dice);
    if (line.counts == Counts::mules || line.counts == Counts::wagons) {
      (line.counts == Counts::mules ? party.mules : party.wagons) = meanCount(rolled);
      continue;
    }
    std::map<int, Chances> next;
    for (const auto& [knights, people] : byKnights) {
      Chances count;
      for (const auto& [value, chance] : rolled)
        addScaled(count, certain(compositionCount(row, value, knights)), chance);
      if (line.counts != Counts::knights) {
        addScaled(next[knights], convolved(people, count), whole(1));
        continue;
      }
      for (const auto& [value, chance] : count)
        addScaled(next[value], convolved(people, certain(value)), chance);
    }
    byKnights = std::move(next);
  }
  for (const auto& [knights, people] : byKnights) addScaled(party.people, people, whole(1));
  return party;
}

// A party of |reference| (partyGroupOf): one group's, or the mixture of Table 1's.
PartyOdds partyOdds(const Rules& rules, const std::string& reference) {
  const std::string group = partyGroupOf(reference);
  if (!group.empty()) return compositionOdds(rules, group);
  PartyOdds mixed;
  const tables::Table& groups = rules.table("pilgrim-group");
  for (const tables::RowOdds& row : tables::tableOdds(rules.set(), groups, 0).rows) {
    const PartyOdds one = compositionOdds(rules, row.row->id);
    addScaled(mixed.people, one.people, row.onItsTable);
    mixed.mules = mixed.mules + one.mules * row.onItsTable;
    mixed.wagons = mixed.wagons + one.wagons * row.onItsTable;
  }
  return mixed;
}

// A party of Group Determination Table 2: its group's id, or none where the group is
// rolled (codec says "a pilgrim group").
BandOdds partyBand(const Rules& rules, const std::string& reference, GroupLabelKind kind, const std::string& role) {
  return {{kind, partyGroupOf(reference)},
          "",
          BandMount::party,
          role,
          "",
          true,
          partyOdds(rules, reference).people};
}

// ---- The chain

// One way the effects can come out, given the type: a result row (with, for fighting
// men, an intention row), what it brings and what it carries.
struct Outcome {
  Fraction given;
  bool ambush = false;
  std::vector<BandOdds> bands;
  Fraction coin{0, 1};
};

struct Chain {
  const Rules& rules;
  TypeOdds& type;
  const tables::Table& table;  // the effects table
  std::vector<Outcome> outcomes;
};

BandOdds forceBand(const Rules& rules, const tables::Force& force) {
  return {{GroupLabelKind::force, force.who, force.role},
          force.count, force.mounted ? BandMount::mounted : BandMount::onFoot, force.role,
          force.who, true,        countChances(rules, force.count)};
}

std::vector<BandOdds> forcesOf(const Rules& rules, const tables::Row& row) {
  std::vector<BandOdds> bands;
  if (const tables::FieldValue* forces = row.field("forces")) {
    for (const tables::Force& force : forces->forces) bands.push_back(forceBand(rules, force));
  }
  return bands;
}

// The rows of a rolled effects table, each with its chance given the type and overall.
std::vector<std::pair<ResultOdds, const tables::Row*>> rolledRows(const Chain& chain,
                                                                  const tables::Table& table) {
  std::vector<std::pair<ResultOdds, const tables::Row*>> rows;
  for (const tables::RowOdds& odds : tables::tableOdds(chain.rules.set(), table, 0).rows) {
    ResultOdds result;
    result.range = odds.range->printed;
    result.entry = odds.row->entry;
    result.given = odds.onItsTable;
    result.overall = chain.type.chance * odds.onItsTable;
    rows.emplace_back(std::move(result), odds.row);
  }
  return rows;
}

// An outcome that is also a result shown.
void addResult(Chain& chain, ResultOdds result, const Fraction& coin) {
  chain.outcomes.push_back({result.given, result.ambush, result.bands, coin});
  chain.type.results.push_back(std::move(result));
}

// Effects tables that roll nothing: the one outcome, with the people of encounter-people.
void unrolled(Chain& chain, std::vector<BandOdds> bands, const Fraction& coin) {
  ResultOdds result;
  result.entry = chain.table.title;
  result.given = whole(1);
  result.overall = chain.type.chance;
  result.bands = std::move(bands);
  chain.type.die.clear();
  addResult(chain, std::move(result), coin);
}

std::vector<BandOdds> peopleOf(const Chain& chain) {
  return forcesOf(chain.rules, chain.rules.row("encounter-people", chain.type.id));
}

void peasantsOdds(Chain& chain) {
  for (auto& [result, row] : rolledRows(chain, chain.table)) {
    tables::Force force;
    force.count = chain.rules.text(*row, "count");
    force.who = "peasant";
    result.bands = {forceBand(chain.rules, force)};
    addResult(chain, std::move(result), whole(0));
  }
}

void droversOdds(Chain& chain) {
  const tables::Row& herd = chain.rules.row(chain.table.id, "herd");
  const tables::Row& drovers = chain.rules.row(chain.table.id, "drovers");
  const Chances francs = countChances(chain.rules, chain.rules.text(herd, "amount"));
  const int perFranc = static_cast<int>(chain.rules.number(drovers, "per-franc", 1));
  Chances people;
  for (const auto& [value, chance] : francs) addScaled(people, certain(value * perFranc), chance);
  const std::string dice =
      chain.rules.text(herd, "amount") + (perFranc == 1 ? "" : " x" + std::to_string(perFranc));
  unrolled(chain, {{{GroupLabelKind::force, chain.rules.text(drovers, "who")}, dice, BandMount::onFoot, "", "", true, people}},
           meanCount(francs) * coinOf(chain.rules.text(herd, "coin")));
}

void pedlarsOdds(Chain& chain) {
  unrolled(chain, peopleOf(chain), expectedRowCoins(chain.rules, chain.table, "stock-sale"));
}

void merchantOdds(Chain& chain) {
  const tables::Table& caravan = chain.rules.table("merchant-caravan");
  const Fraction mule = expectedRowCoins(chain.rules, caravan, "mule");
  const Fraction wagon = expectedRowCoins(chain.rules, caravan, "wagon");
  for (auto& [result, row] : rolledRows(chain, chain.table)) {
    result.bands = peopleOf(chain);
    result.bands.push_back(partyBand(chain.rules, chain.rules.text(*row, "escort"), GroupLabelKind::escort, "escort"));
    const Fraction mules = meanCount(countChances(chain.rules, chain.rules.text(*row, "mules")));
    const Fraction wagons = whole(static_cast<int64_t>(chain.rules.number(*row, "wagons", 0)));
    addResult(chain, std::move(result), mules * mule + wagons * wagon);
  }
}

void partyAndPurseOdds(Chain& chain, GroupLabelKind label) {
  const tables::Row& composition = chain.rules.row(chain.table.id, "composition");
  unrolled(chain, {partyBand(chain.rules, composition.see, label, "")},
           expectedRowCoins(chain.rules, chain.table, "robbed"));
}

void pilgrimsOdds(Chain& chain) { partyAndPurseOdds(chain, GroupLabelKind::pilgrims); }
void churchmenOdds(Chain& chain) { partyAndPurseOdds(chain, GroupLabelKind::churchmen); }

void messengerOdds(Chain& chain) {
  unrolled(chain, peopleOf(chain), expectedRowCoins(chain.rules, chain.table, "carried"));
}

void greatLordOdds(Chain& chain) {
  const tables::Row& composition = chain.rules.row(chain.table.id, "composition");
  const PartyOdds party = partyOdds(chain.rules, composition.see);
  const Fraction coin = party.mules * expectedRowCoins(chain.rules, chain.table, "mule-loot") +
                        party.wagons * expectedRowCoins(chain.rules, chain.table, "wagon-loot");
  unrolled(chain, {partyBand(chain.rules, composition.see, GroupLabelKind::greatLord, "")}, coin);
}

void runawayOdds(Chain& chain) { unrolled(chain, peopleOf(chain), whole(0)); }

void animalsOdds(Chain& chain) {
  for (auto& [result, row] : rolledRows(chain, chain.table)) {
    const std::string& number = chain.rules.text(*row, "number");
    const Chances count = countChances(chain.rules, number);
    result.bands = {{{GroupLabelKind::force, row->entry}, number, BandMount::none, "", row->entry, false, count}};
    addResult(chain, std::move(result), meanCount(count) * whole(chain.rules.money(*row, "value").copper));
  }
}

// The bands of a row of fighting-men: one per count column the row fills (addColumn).
std::vector<BandOdds> fightingBands(const Rules& rules, const tables::Row& band) {
  const tables::FieldValue* order = band.field("military-order");
  const bool fightingOrder = order && order->text == "true";
  std::vector<BandOdds> bands;
  for (const tables::Row& column : rules.table("fighting-men-types").rows) {
    const tables::FieldValue* cell = band.field(column.id);
    if (cell == nullptr || util::trim(cell->text) == "-") continue;
    const tables::FieldValue* orderType = column.field("order-type");
    const bool mounted = rules.text(column, "mounted") == "true";
    bands.push_back({{fightingOrder ? GroupLabelKind::fightingOrder : GroupLabelKind::force, column.entry}, cell->text,
                     mounted ? BandMount::mounted : BandMount::onFoot, "",
                     fightingOrder && orderType ? orderType->text : rules.text(column, "type"), true,
                     countChances(rules, cell->text)});
  }
  return bands;
}

void fightingMenOdds(Chain& chain) {
  const tables::Table& intentions = chain.rules.table("fighter-intentions");
  chain.type.secondTitle = intentions.title;
  for (auto& [intention, row] : rolledRows(chain, intentions)) {
    intention.bands = forcesOf(chain.rules, *row);
    if (row->see.starts_with("pilgrim-"))
      intention.bands.push_back(partyBand(chain.rules, row->see, GroupLabelKind::escorting, "escorted"));
    chain.type.intentions.push_back(std::move(intention));
  }
  for (auto& [result, row] : rolledRows(chain, chain.table)) {
    result.bands = fightingBands(chain.rules, *row);
    for (const ResultOdds& intention : chain.type.intentions) {
      std::vector<BandOdds> bands = result.bands;
      bands.insert(bands.end(), intention.bands.begin(), intention.bands.end());
      chain.outcomes.push_back({result.given * intention.given, false, std::move(bands), whole(0)});
    }
    chain.type.results.push_back(std::move(result));
  }
}

void raidersOdds(Chain& chain) {
  for (auto& [result, row] : rolledRows(chain, chain.table)) {
    const tables::FieldValue* ambush = row->field("ambush");
    result.ambush = ambush && ambush->text == "true";
    result.bands = forcesOf(chain.rules, *row);
    addResult(chain, std::move(result), whole(0));
  }
}

// Each effects table (the initial-encounter row's see:) and how its odds are followed: the
// generator's kEffects, read the same way.
constexpr std::pair<std::string_view, void (*)(Chain&)> kEffectsOdds[] = {
    {"peasants", peasantsOdds},   {"drovers", droversOdds},          {"pedlars", pedlarsOdds},
    {"merchant", merchantOdds},   {"fighting-men", fightingMenOdds}, {"pilgrims", pilgrimsOdds},
    {"messenger", messengerOdds}, {"churchmen", churchmenOdds},      {"great-lord", greatLordOdds},
    {"runaway", runawayOdds},     {"animals", animalsOdds},          {"moslem-raiders", raidersOdds},
    {"brigands", raidersOdds},
};

// The most pairs of totals one sum of two bands' counts adds up (about a second's work):
// far past the shipped tables' d20+10s, short of the minutes house rules of 12d1000 cost.
constexpr Count kMostPairsAdded = 10'000'000;

// Refuses to add |band|'s |count| to |sum| when that is more work than kMostPairsAdded or
// the ways of the sum would not fit in 128 bits (the sum's denominator is the product).
void requireAddable(const Chances& sum, const Chances& count, const BandOdds& band) {
  const Count pairs = Count{sum.size()} * Count{count.size()};
  const Count denominatorSum = commonDenominator(sum);
  const Count denominatorCount = commonDenominator(count);
  if (pairs <= kMostPairsAdded && denominatorSum <= std::numeric_limits<Count>::max() / denominatorCount) return;
  throw dice::TooManyOutcomes("the count '" + band.dice + "' of " + band.label.text +
                              ", added to the other bands against the party, has too many outcomes to count exactly (" +
                              std::to_string(sum.size()) + " totals by " + std::to_string(count.size()) + ")");
}

// The people against the party in one outcome. Which deployment row applies depends on
// which bands have anyone in them, so each band whose role can pick a row and whose
// count can be zero is split into its none and its some, and every combination weighed.
Chances opposingOf(const Rules& rules, const Outcome& outcome) {
  std::vector<size_t> split;
  for (size_t i = 0; i < outcome.bands.size(); ++i) {
    const BandOdds& band = outcome.bands[i];
    if (band.people && !band.role.empty() && !part(band.count, true).empty() &&
        !part(band.count, false).empty())
      split.push_back(i);
  }
  Chances total;
  for (size_t mask = 0; mask < (size_t{1} << split.size()); ++mask) {
    std::vector<Chances> counts;
    std::vector<std::string> roles;
    for (size_t i = 0; i < outcome.bands.size(); ++i) {
      const BandOdds& band = outcome.bands[i];
      Chances count = band.count;
      for (size_t bit = 0; bit < split.size(); ++bit) {
        if (split[bit] == i) count = part(band.count, (mask >> bit) & 1);
      }
      if (band.people && !part(count, true).empty()) roles.push_back(band.role);
      counts.push_back(std::move(count));
    }
    const tables::Row& situation = deploymentSituation(rules, false, outcome.ambush, roles);
    Chances sum = certain(0);
    for (size_t i = 0; i < outcome.bands.size(); ++i) {
      const BandOdds& band = outcome.bands[i];
      const bool counted = band.people && opposes(situation, band.role);
      if (counted) requireAddable(sum, counts[i], band);
      sum = counted ? convolved(sum, counts[i]) : scaled(sum, totalChance(counts[i]));
    }
    addScaled(total, sum, whole(1));
  }
  return total;
}

// The raider kinds (kind-table of generic-forces), rolled once a band of such a generic
// force has anyone in it (kindOf, from makeGroup).
void kindsOf(const Rules& rules, TypeOdds& type, const std::vector<Outcome>& outcomes) {
  const tables::Table& generics = rules.table("generic-forces");
  std::map<std::string, Fraction> rolled;  // kind table -> P(it is rolled | the type)
  for (const Outcome& outcome : outcomes) {
    std::map<std::string, Fraction> none;  // kind table -> P(no band of it has anyone)
    for (const BandOdds& band : outcome.bands) {
      const tables::Row* generic = rules.findRow(generics, band.who);
      const tables::FieldValue* kinds = generic ? generic->field("kind-table") : nullptr;
      if (kinds == nullptr) continue;
      const Fraction zero = totalChance(part(band.count, false));
      auto [at, added] = none.try_emplace(kinds->text, zero);
      if (!added) at->second = at->second * zero;
    }
    for (const auto& [table, noneChance] : none) {
      const Fraction some =
          dice::reduced(noneChance.denominator - noneChance.numerator, noneChance.denominator);
      auto [at, added] = rolled.try_emplace(table, outcome.given * some);
      if (!added) at->second = at->second + outcome.given * some;
    }
  }
  for (const auto& [table, chance] : rolled) {
    for (const tables::RowOdds& odds : tables::tableOdds(rules.set(), rules.table(table), 0).rows) {
      ResultOdds kind;
      kind.range = odds.range->printed;
      kind.entry = odds.row->entry;
      kind.given = chance * odds.onItsTable;
      kind.overall = type.chance * kind.given;
      type.kinds.push_back(std::move(kind));
    }
  }
}

TypeOdds typeOdds(const Rules& rules, const tables::RowOdds& row) {
  TypeOdds type;
  type.id = row.row->id;
  type.entry = row.row->entry;
  type.range = row.range->printed;
  type.chance = row.onItsTable;
  const tables::Table& effects = rules.table(row.row->see);
  type.effectsTitle = effects.title;
  type.die = effects.die ? effects.die->name() : "";
  Chain chain{rules, type, effects, {}};
  bool found = false;
  for (const auto& [id, follow] : kEffectsOdds) {
    if (id != row.row->see) continue;
    follow(chain);
    found = true;
  }
  if (!found) throw unreadEffectsTable(*row.row);
  for (const Outcome& outcome : chain.outcomes) {
    addScaled(type.opposing, opposingOf(rules, outcome), outcome.given);
    type.coin = type.coin + outcome.given * outcome.coin;
  }
  kindsOf(rules, type, chain.outcomes);
  return type;
}

}  // namespace

Fraction chanceAtLeast(const Chances& chances, int at) {
  // Over the common denominator, as convolved() adds: whole numbers added and reduced once.
  // The sum is at most the denominator (the chances sum to at most 1), so it fits.
  const Count common = commonDenominator(chances);
  Count ways = 0;
  for (const auto& [value, chance] : chances) {
    if (value >= at) ways += chance.numerator * (common / chance.denominator);
  }
  return dice::reduced(ways, common);
}

std::vector<Fraction> chancesAtLeast(const Chances& chances) {
  const Count common = commonDenominator(chances);
  std::vector<Fraction> atLeast(chances.size());
  Count ways = 0;
  auto at = atLeast.rbegin();
  for (auto chance = chances.rbegin(); chance != chances.rend(); ++chance, ++at) {
    ways += chance->second.numerator * (common / chance->second.denominator);
    *at = dice::reduced(ways, common);
  }
  return atLeast;
}

Fraction meanCount(const Chances& chances) {
  Fraction sum{0, 1};
  for (const auto& [value, chance] : chances) sum = sum + chance * whole(value);
  return sum;
}

Fraction totalChance(const Chances& chances) {
  return chanceAtLeast(chances, std::numeric_limits<int>::min());
}

EncounterOdds encounterOdds(const Rules& rules, const std::string& where, const std::string& time,
                            int atLeast) {
  const size_t column = encounterColumn(rules, where, time);
  EncounterOdds odds;
  odds.where = where;
  odds.time = time;
  odds.column = where + "-" + time;
  odds.atLeast = atLeast;
  odds.coin = whole(0);
  odds.raiders = whole(0);
  odds.ambush = whole(0);
  for (const tables::RowOdds& row :
       tables::tableOdds(rules.set(), rules.table("initial-encounter"), column).rows) {
    TypeOdds type;
    try {
      type = typeOdds(rules, row);
    } catch (const dice::TooManyOutcomes& error) {  // a house rule's count: say whose
      const tables::Table* effects = rules.set().find(row.row->see);
      const std::string at = effects != nullptr ? tables::format(effects->where) + ": " : "";
      throw dice::TooManyOutcomes(at + "effects table '" + row.row->see + "': " + error.what());
    }
    addScaled(odds.opposing, type.opposing, type.chance);
    odds.coin = odds.coin + type.chance * type.coin;
    if (type.id == kMoslemRaiders) odds.raiders = odds.raiders + type.chance;
    for (const ResultOdds& result : type.results)
      odds.ambush = result.ambush ? odds.ambush + result.overall : odds.ambush;
    odds.types.push_back(std::move(type));
  }
  odds.atLeastChance = chanceAtLeast(odds.opposing, atLeast);
  return odds;
}

}  // namespace outremer::gen
