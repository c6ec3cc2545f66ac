// `outremer odds` described once as documents: a dice expression's totals, a table's rows
// (and the rows of the tables their see: names), an encounter's whole chain and one attack
// on the combat results table. The words of a chance (fractions, per cents, counts) are
// odds_words.cpp's.
#include <fmt/format.h>

#include <algorithm>

#include "codec/encounter.hpp"
#include "codec/fight_words.hpp"
#include "render/describe.hpp"
#include "render/odds.hpp"
#include "tables/money.hpp"

namespace outremer::render {
namespace {

std::string chanceText(const dice::Fraction& chance) {
  return fractionText(chance) + " (" + percentText(chance) + ")";
}

// "7", or "21/2 (10.5)".
std::string meanText(const dice::Ratio& mean) {
  if (mean.denominator == 1) return std::to_string(mean.numerator);
  return fmt::format("{}/{} ({:g})", mean.numerator, mean.denominator,
                     static_cast<double>(mean.numerator) / static_cast<double>(mean.denominator));
}

std::string percentilesText(const dice::Distribution& distribution) {
  std::string text;
  for (const int percent : codec::kOddsPercentiles) {
    text += fmt::format("{}{}%: {}", text.empty() ? "" : ", ", percent, distribution.percentile(percent));
  }
  return text;
}

}  // namespace

Document oddsDocument(const codec::DiceOdds& odds) {
  const dice::Distribution& distribution = *odds.distribution;
  Document d{"Odds of " + odds.expression, {}, {}};
  Paragraph& about = add(d.blocks, Paragraph{});
  about.lines.emplace_back(codec::countText(distribution.outcomes()) + " equally likely outcomes, counted exactly");
  about.lines.emplace_back(fmt::format("Minimum {}, maximum {}, mean {}", distribution.minimum(),
                                       distribution.maximum(), meanText(distribution.mean())));
  about.lines.emplace_back("Least total with P(<= total) >= " + percentilesText(distribution));
  if (distribution.minimum() < 0) {
    about.lines.emplace_back("Read as a count (below zero is zero), P(count = 0) = P(total <= 0) = " +
                             chanceText(distribution.atMost(0)));
  }
  Table& totals =
      add(d.blocks,
          Table{"totals",
                {{"Total", true}, {"P(= total)", true}, {"%", true}, {"P(>= total)", true}, {"%", true}}});
  for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
    const dice::Fraction exactly = distribution.exactly(total);
    const dice::Fraction atLeast = distribution.atLeast(total);
    totals.rows.push_back({std::to_string(total), fractionText(exactly), percentText(exactly), fractionText(atLeast),
                           percentText(atLeast)});
  }
  return d;
}

namespace {

// What became of a row's see:, in words; "" when it has none.
std::string seeText(const tables::RowOdds& row) {
  const std::string& see = row.row->see;
  switch (row.nested) {
    case tables::Nested::none:
      return "";
    case tables::Nested::expanded:
      return fmt::format("see: {}, {}: {}", see, row.nestedTable->die->name(), row.nestedTable->title);
    case tables::Nested::listRow:
      return "see: " + see + " (a row of a list: read, not rolled)";
    case tables::Nested::list:
      return "see: " + see + " (a list: nothing to roll)";
    case tables::Nested::columnNeeded:
      return fmt::format("see: {} (in the column the situation gives: outremer odds {} --column COLUMN)", see, see);
    case tables::Nested::alreadyAbove:
      return "see: " + see + " (expanded above)";
    case tables::Nested::tooDeep:
      return fmt::format("see: {} (not expanded: {} tables deep already)", see, tables::kMaxNesting);
    case tables::Nested::unknown:
      return "see: " + see + " (no range table or column of that name)";
  }
  return "";
}

// A row, then the rows of the table its see: names, their ranges "A > B".
void addRows(Table& table, const std::vector<tables::RowOdds>& rows, const std::string& above) {
  for (const tables::RowOdds& row : rows) {
    const std::string range = above + row.range->printed;
    const std::string see = seeText(row);
    table.rows.push_back({range, fractionText(row.overall), percentText(row.overall),
                          row.row->entry + (see.empty() ? "" : " (" + see + ")")});
    addRows(table, row.rows, range + " > ");
  }
}

}  // namespace

Document oddsDocument(const tables::TableOdds& odds) {
  const tables::Table& table = *odds.table;
  const std::string name = table.columns.empty() ? table.title : table.title + " [" + table.columns[odds.column] + "]";
  Document d{"Odds on " + name + ", " + table.die->name() + " (" + table.id + ")", {}, {}};
  add(d.blocks, Paragraph{{"Each row's chance on the " + table.die->name() +
                           "; a nested row (A > B) is a row of the table its row's see: names, with its chance of "
                           "the whole roll (the row's chance times its own)."}});
  Table& rows = add(d.blocks, Table{"rows", {{"Range"}, {"Chance", true}, {"%", true}, {"Entry"}}});
  addRows(rows, odds.rows, "");
  return d;
}

namespace {

// "7", or "21/2 (10.5)".
std::string encounterMeanText(const dice::Fraction& mean) {
  if (mean.denominator == 1) return codec::countText(mean.numerator);
  return fmt::format("{} ({:.4g})", fractionText(mean), dice::percent(mean) / 100);
}

// "1 to 6": the least and greatest counts.
std::string spanText(const gen::Chances& count) {
  const int low = count.begin()->first;
  const int high = count.rbegin()->first;
  return low == high ? std::to_string(low) : fmt::format("{} to {}", low, high);
}

// "moslem-raider (ahead): d20, mounted, 2 to 20, mean 11".
std::string bandText(const gen::BandOdds& band) {
  std::string how = band.dice.empty() ? "a party of Group Determination Table 2" : band.dice;
  if (band.mount == gen::BandMount::mounted || band.mount == gen::BandMount::onFoot) {
    how += ", " + std::string(codec::kBandMounts[static_cast<size_t>(band.mount)]);
  }
  std::string text =
      fmt::format("{}: {}, {}, mean {}", codec::groupLabelWords(band.label), how, spanText(band.count), encounterMeanText(gen::meanCount(band.count)));
  if (const auto none = band.count.find(0); none != band.count.end() && band.count.size() > 1) {
    text += ", none " + chanceText(none->second);
  }
  return text + (band.people ? "" : " (hunted, not fought)");
}

// The people against the party: its mean, none, and at least the count asked.
std::string opposingText(const gen::Chances& opposing, int atLeast) {
  const auto none = opposing.find(0);
  return fmt::format("Against the party: mean {}; none {}; {} or more {}", encounterMeanText(gen::meanCount(opposing)),
                     chanceText(none == opposing.end() ? dice::Fraction{} : none->second), atLeast,
                     chanceText(gen::chanceAtLeast(opposing, atLeast)));
}

// A table of an effects roll's rows, each followed by the bands it brings.
void addResults(std::vector<Block>& blocks, const std::string& title, const std::vector<gen::ResultOdds>& results) {
  if (results.empty()) return;
  if (!title.empty()) add(blocks, Paragraph{{title}});
  Table& table = add(
      blocks,
      Table{"results",
            {{"Range"}, {"Given", true}, {"%", true}, {"Overall", true}, {"%", true}, {"Entry and bands"}}});
  for (const gen::ResultOdds& result : results) {
    // A table that rolls nothing has one outcome, named by the line above.
    if (!result.range.empty()) {
      table.rows.push_back({result.range, fractionText(result.given), percentText(result.given),
                            fractionText(result.overall), percentText(result.overall), result.entry});
    }
    for (const gen::BandOdds& band : result.bands) table.rows.push_back({"", "", "", "", "", "- " + bandText(band)});
  }
}

void addType(std::vector<Block>& blocks, const gen::TypeOdds& type, int atLeast) {
  Section& section = add(blocks, Section{type.range + " " + type.entry + ": " + chanceText(type.chance), {}});
  add(section.blocks, Paragraph{{type.die.empty() ? type.effectsTitle + ": nothing rolled"
                                                   : type.effectsTitle + ", " + type.die + ": each row given " +
                                                         type.entry + ", then overall"}});
  addResults(section.blocks, "", type.results);
  addResults(section.blocks, "Then " + type.secondTitle + ", d100, whatever the row above:", type.intentions);
  addResults(section.blocks, "Which raiders, rolled when a band of them has anyone in it:", type.kinds);
  add(section.blocks,
      List{{opposingText(type.opposing, atLeast), "Expected value carried: " + expectedMoneyText(type.coin)}, false});
}

}  // namespace

Document oddsDocument(const gen::EncounterOdds& odds) {
  Document d{"Odds of an encounter, --where " + odds.where + " --time " + odds.time + " (initial-encounter [" +
                 odds.column + "])",
             {},
             {}};
  add(d.blocks, Paragraph{{"Every way the dice can fall, counted exactly, as `outremer encounter` rolls them once an "
                           "encounter is found (the 50% check not counted). Under each type, each row of its effects "
                           "table with its chance given the type and overall (of the whole roll); under each row, the "
                           "bands it brings and how many (below zero is none)."}});
  add(d.blocks, List{{"Moslem raiders: " + chanceText(odds.raiders), "They ambush the party: " + chanceText(odds.ambush),
                      fmt::format("{} or more against the party: {}", odds.atLeast, chanceText(odds.atLeastChance)),
                      "Expected value carried: " + expectedMoneyText(odds.coin)},
                     false});
  for (const gen::TypeOdds& type : odds.types) addType(d.blocks, type, odds.atLeast);
  Section& people = add(d.blocks, Section{"People against the party, over every type", {}});
  add(people.blocks, Paragraph{{"P(= n) and P(>= n) in per cent; the fractions are in --format json."}});
  Table& table = add(people.blocks, Table{"people", {{"n", true}, {"P(= n)", true}, {"P(>= n)", true}}});
  const std::vector<dice::Fraction> atLeast = gen::chancesAtLeast(odds.opposing);
  size_t i = 0;
  for (const auto& [count, chance] : odds.opposing) {
    table.rows.push_back({std::to_string(count), percentText(chance), percentText(atLeast[i++])});
  }
  return d;
}

namespace {

// 1.73's legend: + advantage, 0 neutral, -- disadvantage.
const char* advantageText(int advantage) { return advantage > 0 ? "+" : advantage < 0 ? "--" : "0"; }

std::string signedText(int columns) { return fmt::format("{:+d}", columns); }

// "Attack 9 and a charge of 4 (1.741): 13 against defence 4, odds 3-1"; a defence of 0
// "(fought as 1)".
std::string strengthLine(const gen::AttackOdds& odds) {
  const gen::AttackColumn& c = odds.column;
  const std::string attack = c.charge == 0 ? std::to_string(c.attack)
                                           : fmt::format("{} and a charge of {} (1.741): {}", odds.terms.attack,
                                                         c.charge, c.attack);
  const int fought = gen::defenceFought(odds.terms.defence);
  const std::string defence = fought == odds.terms.defence ? std::to_string(fought)
                                                           : fmt::format("{} (fought as {})", odds.terms.defence, fought);
  return fmt::format("Attack {} against defence {}, odds {}-1{}", attack, defence, c.odds, c.odds >= 12 ? " (12-1+)" : "");
}

// "Ground: attacker 0, defender -- (terrain-combat-shifts)", or the shift given outright.
std::string groundLine(const gen::AttackOdds& odds) {
  if (odds.terms.terrainShift) {
    return fmt::format("Ground: a terrain shift of {} columns given", signedText(*odds.terms.terrainShift));
  }
  return fmt::format("Ground: attacker {}, defender {} (1.73, terrain-combat-shifts {})",
                     advantageText(odds.terms.attackerAdvantage), advantageText(odds.terms.defenderAdvantage),
                     odds.column.terrain->id);
}

std::string shiftsText(const gen::AttackOdds& odds) {
  std::string text;
  for (const gen::ColumnShift& s : odds.column.shifts) {
    text += (text.empty() ? "" : ", ") + std::string(codec::shiftWhy(s)) + " " + signedText(s.columns);
  }
  return text.empty() ? "none" : text;
}

}  // namespace

Document oddsDocument(const codec::FightOdds& fight) {
  const gen::AttackOdds& odds = *fight.odds;
  Document d{codec::fightOddsTitle(odds), {Line().plain("Replay: ").code(fight.command)}, {}};
  const tables::Table& crt = *odds.column.table;
  add(d.blocks, Paragraph{{strengthLine(odds), groundLine(odds), "Shifts: " + shiftsText(odds),
                           fmt::format("Read on the {} column of {} ({}), {}",
                                       gen::printedColumn(odds.column), crt.title, crt.id, odds.die)}});
  add(d.blocks, Paragraph{{"Counted over every face of the " + odds.die + ", exactly: each list's chances sum to 1."}});
  Table& outcomes = add(d.blocks, Table{"outcomes", {{"Outcome"}, {"Chance", true}, {"%", true}}});
  for (const gen::OutcomeOdds& o : odds.outcomes) {
    outcomes.rows.push_back({codec::outcomeWords(o), fractionText(o.chance), percentText(o.chance)});
  }
  if (odds.terms.mounted) {
    add(d.blocks, Paragraph{{"And the rider dismounted: " + chanceText(odds.dismounted) + "."}});
  }
  Table& keys = add(d.blocks, Table{"keys", {{"Key"}, {"Die"}, {"Chance", true}, {"%", true}, {"Result"}}});
  for (const gen::KeyOdds& key : odds.keys) {
    keys.rows.push_back({key.key + (key.reconstructed ? "*" : ""), key.rolls.empty() ? "-" : key.rolls,
                         fractionText(key.chance), percentText(key.chance), key.result});
  }
  add(d.blocks, Paragraph{{"* some of its faces in this column are reconstructed (below)"}});
  describeFootnotes(d.blocks, odds.read);
  return d;
}

}  // namespace outremer::render
