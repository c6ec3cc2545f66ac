// A simulation's report as text: endings, a pilgrimage's measures and the hexes, or who
// won the fights and what each side lost; each figure with its 95% interval, within 80
// columns.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "render/fight_simulation_report.hpp"
#include "render/mustache_render.hpp"
#include "render/simulation_report.hpp"
#include "render/text_brief.hpp"
#include "tables/money.hpp"
#include "util/text.hpp"
#include "render/format.hpp"

namespace outremer::render {

namespace {

using campaign::Ending;
using campaign::Sums;

// The hex column: wide enough for the default route's names, and for the rest of the row.
constexpr size_t kLeastHexColumn = 20;
constexpr size_t kMostHexColumn = 41;

std::string endingLabel(Ending e) {
  return e == Ending::none ? "still on the road" : std::string(campaign::nameOf(e));
}

std::string percent(double share) { return fmt::format("{:.1f}%", 100 * share); }

void appendTitle(std::string& out, const SimulationReport& r) {
  fmt::format_to(std::back_inserter(out), "{}\nParties: {}\n", shown(simulationTitle(r)),
                 shown(simulationParties(r)));
  fmt::format_to(std::back_inserter(out), "Seed {}. {}: {}\n", r.spec.seed, r.whole() ? "Replay" : "Part of",
                 shown(r.command));
}

void appendShare(std::string& out, const std::string& label, uint64_t runs, uint64_t of) {
  const campaign::Interval share = campaign::wilsonInterval(runs, of);
  fmt::format_to(std::back_inserter(out), "  {:<24}{:>8}{:>8}   {:>6} to {:>6}\n", label, runs,
                 percent(share.estimate), percent(share.low), percent(share.high));
}

void appendEndings(std::string& out, const campaign::SimulationTally& t) {
  fmt::format_to(std::back_inserter(out), "\n{:<26}{:>8}{:>8}   {:>16}\n", "How they ended", "runs", "share",
                 "95% interval");
  for (const Ending e : campaign::kReportedEndings) {
    appendShare(out, endingLabel(e), t.endings[static_cast<size_t>(e)], t.runs());
  }
}

void appendMeasure(std::string& out, const std::string& label, const Sums& s) {
  const std::optional<campaign::Interval> interval = campaign::meanInterval(s);
  const std::string spread = interval ? fmt::format("{:>9.2f} to {:<9.2f}", interval->low, interval->high)
                                      : fmt::format("{:^22}", "-");
  fmt::format_to(std::back_inserter(out), "  {:<22}{:>10.2f}   {}{:>9}{:>9}\n", label, campaign::meanOf(s),
                 spread, s.least, s.most);
}

std::string money(double copper) {
  return tables::Money{static_cast<int64_t>(std::llround(copper))}.normalised();
}

void appendMeasures(std::string& out, const campaign::SimulationTally& t) {
  fmt::format_to(std::back_inserter(out), "\n{:<24}{:>10}   {:^22}{:>9}{:>9}\n", "A pilgrimage", "mean",
                 "95% interval", "least", "most");
  appendMeasure(out, "ended on day", t.day);
  appendMeasure(out, "survivors", t.survivors);
  appendMeasure(out, "renown", t.renown);
  appendMeasure(out, "encounters", t.encounters);
  appendMeasure(out, "deaths", t.deaths);
  appendMeasure(out, "purse at the end (CC)", t.purse);
  fmt::format_to(std::back_inserter(out), "The purse at the end in coins: mean {}\n",
                 money(campaign::meanOf(t.purse)));
  if (const std::optional<campaign::Interval> interval = campaign::meanInterval(t.purse)) {
    // No purse holds less than nothing, whatever the normal approximation says.
    fmt::format_to(std::back_inserter(out), "  95% interval {} to {}\n", money(std::max(0.0, interval->low)),
                   money(interval->high));
  }
}

// "0.52 ± 0.03", or the mean alone when no spread can be measured.
std::string meanPlusMinus(const Sums& s) {
  const std::optional<campaign::Interval> interval = campaign::meanInterval(s);
  if (!interval) return fmt::format("{:.2f}", campaign::meanOf(s));
  return fmt::format("{:.2f} ± {:.2f}", interval->estimate, interval->high - interval->estimate);
}

void appendPlaces(std::string& out, const SimulationReport& r) {
  const campaign::SimulationTally& t = r.tally;
  size_t width = kLeastHexColumn;
  for (size_t i = 0; i < r.places.size(); ++i) {
    if (t.places[i].reached > 0) width = std::max(width, util::displayWidth(shown(r.places[i].name)));
  }
  width = std::min(width, kMostHexColumn);
  fmt::format_to(std::back_inserter(out), "\n{} {:>7}  {:<13} {}\n", column("Where", width + 2), "reached",
                 "encounters", "deaths");
  for (size_t i = 0; i < r.places.size(); ++i) {
    const campaign::PlaceTally& p = t.places[i];
    if (p.reached == 0) continue;  // off every party's way
    fmt::format_to(std::back_inserter(out), "  {} {:>7}  {:<13} {}\n", column(shown(r.places[i].name), width),
                   percent(campaign::wilsonInterval(p.reached, t.runs()).estimate),
                   meanPlusMinus(p.encounters), meanPlusMinus(p.deaths));
  }
  out +=
      "Encounters and deaths: a pilgrimage's in the hex, mean ± its 95% interval; hexes\n"
      "no party reached are left out.\n";
}

// The ends a winner can have: a side wins by destroying, breaking or killing to the terms;
// no one wins a fight not fought or undecided.
std::vector<gen::FightEnd> endsOf(size_t winner) {
  if (winner == campaign::kNoWinner) return {gen::FightEnd::notFought, gen::FightEnd::undecided};
  return {gen::FightEnd::destroyed, gen::FightEnd::broken, gen::FightEnd::victoryTerms};
}

void appendWinners(std::string& out, const campaign::FightTally& t) {
  fmt::format_to(std::back_inserter(out), "\n{:<26}{:>8}{:>8}   {:>16}\n", "Who won", "runs", "share",
                 "95% interval");
  for (size_t winner = 0; winner < campaign::kWinners; ++winner) {
    appendShare(out, winnerWord(winner), t.won(winner), t.runs());
    for (const gen::FightEnd end : endsOf(winner)) {
      appendShare(out, std::string("  ") + gen::name(end), t.outcomes[winner][static_cast<size_t>(end)], t.runs());
    }
  }
}

void appendLosses(std::string& out, const campaign::FightTally& t) {
  fmt::format_to(std::back_inserter(out), "\n{:<24}{:>10}   {:^22}{:>9}{:>9}\n", "A fight", "mean",
                 "95% interval", "least", "most");
  appendMeasure(out, "turns", t.turns);
  for (size_t side = 0; side < 2; ++side) {
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      // "the party: men", then the losses under it.
      const std::string label = m.sums == &campaign::LossSums::men ? std::string(winnerWord(side)) + ": men"
                                                                   : std::string("  ") + m.name;
      appendMeasure(out, label, t.sides[side].*m.sums);
    }
  }
  out +=
      "Killed, wounded (alive and wounded), stunned and fled (routed off the field):\n"
      "each side's at the end of a fight, mean and its 95% interval.\n";
}

}  // namespace

std::string fightSimulationTitle(const FightSimulationReport& r) {
  const uint64_t runs = r.tally.runs();
  return r.whole() ? fmt::format("Simulated fights: {}", runs)
                   : fmt::format("Simulated fights: runs {} to {} of {}", r.first, r.first + runs - 1, r.runs);
}

std::string fightSimulationText(const FightSimulationReport& report) {
  std::string out;
  fmt::format_to(std::back_inserter(out), "{}\nFought: {}\nSeed {}. {}: {}\n", shown(fightSimulationTitle(report)),
                 shown(report.fought), report.seed, report.whole() ? "Replay" : "Part of", shown(report.command));
  appendWinners(out, report.tally);
  appendLosses(out, report.tally);
  return wrapLongLines(out, kTextWidth);
}

std::string simulationTitle(const SimulationReport& r) {
  const uint64_t runs = r.tally.runs();
  const std::string which =
      r.whole() ? std::to_string(runs)
                : fmt::format("runs {} to {} of {}", r.first, r.first + runs - 1, r.spec.runs);
  return fmt::format("Simulated pilgrimages: {}, {} policy", which, campaign::nameOf(r.spec.policy));
}

std::string simulationParties(const SimulationReport& r) {
  return r.spec.group.empty() ? "each rolled on Group Determination Table 1" : r.spec.group;
}

std::string simulationText(const SimulationReport& report) {
  std::string out;
  appendTitle(out, report);
  appendEndings(out, report.tally);
  appendMeasures(out, report.tally);
  appendPlaces(out, report);
  return wrapLongLines(out, kTextWidth);
}

}  // namespace outremer::render
