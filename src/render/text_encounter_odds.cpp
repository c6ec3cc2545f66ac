// `outremer odds encounter` as text and Markdown, written with fmt.
#include <fmt/format.h>

#include "render/odds.hpp"
#include "render/text_brief.hpp"
#include "tables/money.hpp"

namespace outremer::render {
namespace {

// "7", or "21/2 (10.5)".
std::string encounterMeanText(const dice::Fraction& mean) {
  if (mean.denominator == 1) return countText(mean.numerator);
  return fmt::format("{} ({:.4g})", fractionText(mean), dice::percent(mean) / 100);
}

std::string chanceText(const dice::Fraction& chance) {
  return fmt::format("{} ({})", fractionText(chance), percentText(chance));
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
  if (!band.mounted.empty() && band.mounted != "party") how += ", " + band.mounted;
  std::string text = fmt::format("{}: {}, {}, mean {}", shown(band.label), how, spanText(band.count),
                                 encounterMeanText(gen::meanCount(band.count)));
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

std::string placeText(const gen::EncounterOdds& odds) {
  return fmt::format("--where {} --time {}", shown(odds.where), shown(odds.time));
}

// The answers a game master asks first, one a line.
std::vector<std::string> encounterSummaryLines(const gen::EncounterOdds& odds) {
  return {"Moslem raiders: " + chanceText(odds.raiders), "They ambush the party: " + chanceText(odds.ambush),
          fmt::format("{} or more against the party: {}", odds.atLeast, chanceText(odds.atLeastChance)),
          "Expected value carried: " + expectedMoneyText(odds.coin)};
}

void appendResults(std::string& out, const std::vector<gen::ResultOdds>& results) {
  for (const gen::ResultOdds& result : results) {
    // A table that rolls nothing has one outcome, named by the line above.
    if (!result.range.empty()) {
      out += "  " + wrapped(fmt::format("{}: {}, {}: {}", result.range, chanceText(result.given),
                                        chanceText(result.overall), shown(result.entry)),
                            2, 6);
    }
    for (const gen::BandOdds& band : result.bands) out += "      " + wrapped(bandText(band), 6, 8);
  }
}

void appendType(std::string& out, const gen::TypeOdds& type, int atLeast) {
  out +=
      '\n' + wrapped(fmt::format("{}  {}: {}", type.range, shown(type.entry), chanceText(type.chance)), 0, 2);
  const std::string about = type.die.empty()
                                ? fmt::format("{}: nothing rolled", shown(type.effectsTitle))
                                : fmt::format("{}, {}: each row given {}, then of the whole roll",
                                              shown(type.effectsTitle), type.die, shown(type.entry));
  out += "  " + wrapped(about, 2, 4);
  appendResults(out, type.results);
  if (!type.intentions.empty()) {
    out +=
        "  " + wrapped(fmt::format("Then {}, d100, whatever the row above:", shown(type.secondTitle)), 2, 4);
    appendResults(out, type.intentions);
  }
  if (!type.kinds.empty()) {
    out += "  " + wrapped("Which raiders, rolled when a band of them has anyone in it:", 2, 4);
    appendResults(out, type.kinds);
  }
  out += "  " + wrapped(opposingText(type.opposing, atLeast), 2, 4);
  out += "  " + wrapped("Expected value carried: " + expectedMoneyText(type.coin), 2, 4);
}

}  // namespace

std::string expectedMoneyText(const dice::Fraction& copper) {
  const tables::Money about{static_cast<int64_t>(copper.numerator / copper.denominator)};
  if (copper.denominator == 1)
    return fmt::format("{} CC ({})", countText(copper.numerator), about.normalised());
  return fmt::format("{} CC (about {})", fractionText(copper), about.normalised());
}

std::string oddsText(const gen::EncounterOdds& odds) {
  std::string out = wrapped(
      fmt::format("Odds of an encounter, {} (initial-encounter [{}])", placeText(odds), shown(odds.column)),
      0, 2);
  out += wrapped(
      "Every way the dice can fall, counted exactly, as `outremer encounter` rolls them once an encounter is "
      "found (the 50% check not counted). Under each type, each row of its effects table with its chance "
      "given "
      "the type and of the whole roll; under each row, the bands it brings and how many (below zero is "
      "none).",
      0, 0);
  out += '\n';
  for (const std::string& line : encounterSummaryLines(odds)) out += wrapped(line, 0, 2);
  for (const gen::TypeOdds& type : odds.types) appendType(out, type, odds.atLeast);
  out += '\n' + wrapped(
                    "People against the party, over every type: P(= n) and P(>= n) in per cent (the "
                    "fractions are in --format json)",
                    0, 0);
  out += "   n       P(= n)     P(>= n)\n";
  const std::vector<dice::Fraction> atLeast = gen::chancesAtLeast(odds.opposing);
  size_t i = 0;
  for (const auto& [count, chance] : odds.opposing) {
    put(out, "{:>4}  {}  {}\n", count, columnRight(percentText(chance), 11), columnRight(percentText(atLeast[i++]), 11));
  }
  return out;
}

std::string oddsMarkdown(const gen::EncounterOdds& odds) {
  std::string out = fmt::format("# Odds of an encounter, `{}`\n\n", placeText(odds));
  out +=
      "Counted exactly over every way the dice can fall, once an encounter is found (the 50% check not "
      "counted).\n\n";
  for (const std::string& line : encounterSummaryLines(odds)) put(out, "- {}\n", line);
  for (const gen::TypeOdds& type : odds.types) {
    put(out, "\n## {} {}: {}\n\n", type.range, shown(type.entry), chanceText(type.chance));
    put(out, "{}{}.\n\n", shown(type.effectsTitle), type.die.empty() ? ": nothing rolled" : ", " + type.die);
    const std::pair<std::string, const std::vector<gen::ResultOdds>*> lists[] = {
        {"", &type.results},
        {"Then " + shown(type.secondTitle) + ", d100, whatever the row above.\n\n", &type.intentions},
        {"Which raiders, rolled when a band of them has anyone in it.\n\n", &type.kinds}};
    for (const auto& [title, results] : lists) {
      if (results->empty()) continue;
      out +=
          title +
          "| Range | Given the type | Of the whole roll | Entry and bands |\n| --- | ---: | ---: | --- |\n";
      for (const gen::ResultOdds& result : *results) {
        std::string entry = shown(result.entry);
        for (const gen::BandOdds& band : result.bands) entry += "<br>" + bandText(band);
        put(out, "| {} | {} | {} | {} |\n", result.range, chanceText(result.given),
            chanceText(result.overall), entry);
      }
      out += '\n';
    }
    put(out, "- {}\n- Expected value carried: {}\n", opposingText(type.opposing, odds.atLeast),
        expectedMoneyText(type.coin));
  }
  out += "\n## People against the party\n\n| n | P(= n) | P(>= n) |\n| ---: | ---: | ---: |\n";
  const std::vector<dice::Fraction> atLeast = gen::chancesAtLeast(odds.opposing);
  size_t i = 0;
  for (const auto& [count, chance] : odds.opposing) {
    put(out, "| {} | {} | {} |\n", count, chanceText(chance), chanceText(atLeast[i++]));
  }
  return out;
}

}  // namespace outremer::render
