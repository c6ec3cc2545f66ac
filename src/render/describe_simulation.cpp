// `outremer simulate` described once as documents: how the pilgrimages ended and where, a
// pilgrimage's measures and each hex reached; or who won the fights and what each side
// lost. Every figure comes with its 95% interval; the charts and the shaded route map are
// figures (simulation_charts.cpp, route_map.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "codec/fight_simulation.hpp"
#include "codec/fight_words.hpp"
#include "render/fight_simulation_report.hpp"
#include "render/route_map.hpp"
#include "render/simulation_charts.hpp"
#include "render/simulation_report.hpp"
#include "tables/money.hpp"

namespace outremer::render {
namespace describe_simulation {

using campaign::Ending;
using campaign::Interval;
using campaign::SimulationReport;
using campaign::Sums;
using codec::winnerWord;

std::string percentOf(double share) { return fmt::format("{:.1f}%", 100 * share); }

std::string shareSpan(const Interval& share) { return percentOf(share.low) + " to " + percentOf(share.high); }

// "Seed 9. Replay: COMMAND", or "Part of: COMMAND" for a slice of the runs.
Line replayLine(uint64_t seed, bool whole, const std::string& command) {
  return Line()
      .plain("Seed ")
      .code(std::to_string(seed))
      .plain(whole ? ". Replay: " : ". Part of: ")
      .code(command);
}

// A row of shares: |runs| of |of|, a bar in the chart and a row in the table.
struct ShareRow {
  std::string label;
  uint64_t runs;
};

// The chart of |rows| (titled |title|) and their table (class |name|), |what| heading the
// labels.
void describeShares(std::vector<Block>& blocks, const std::string& title, const char* name, const char* what,
                    const std::vector<ShareRow>& rows, uint64_t of) {
  std::vector<ChartRow> bars;
  Table table{name, {{what}, {"runs", true}, {"share", true}, {"95% interval", true}}, {}, {}};
  for (const auto& [label, runs] : rows) {
    const Interval share = campaign::wilsonInterval(runs, of);
    bars.push_back(
        {label,
         {{share, "#7a1f1f", label + ": " + percentOf(share.estimate) + " (" + shareSpan(share) + ")"}}});
    table.rows.push_back({label, std::to_string(runs), percentOf(share.estimate), shareSpan(share)});
  }
  add(blocks,
      Figure{[title, bars] { return shareChartSvg(title, bars); },
             "Each bar a share of the runs, its whisker the 95% interval: hover a bar for its figures."});
  add(blocks, std::move(table));
}

std::string twoPlaces(double x) { return fmt::format("{:.2f}", x); }

// A measure's row: its mean, 95% interval ("-" when one run leaves no spread), least and
// most.
std::vector<std::string> measureRow(const std::string& label, const Sums& s) {
  const std::optional<Interval> interval = campaign::meanInterval(s);
  return {label, twoPlaces(campaign::meanOf(s)),
          interval ? twoPlaces(interval->low) + " to " + twoPlaces(interval->high) : "-",
          std::to_string(s.least), std::to_string(s.most)};
}

Table measureTable(const char* name) {
  return Table{name, {{"measure"}, {"mean", true}, {"95% interval", true}, {"least", true}, {"most", true}}};
}

// "0.52 ± 0.03", or the mean alone when no spread can be measured.
std::string meanPlusMinus(const Sums& s) {
  const std::optional<Interval> interval = campaign::meanInterval(s);
  if (!interval) return twoPlaces(campaign::meanOf(s));
  return twoPlaces(interval->estimate) + " ± " + twoPlaces(interval->high - interval->estimate);
}

// A mean's interval, or the mean alone (no spread with one run), for a chart's bar.
Interval figureOf(const Sums& s) {
  const double mean = campaign::meanOf(s);
  return campaign::meanInterval(s).value_or(Interval{mean, mean, mean});
}

std::string coins(double copper) {
  return tables::Money{static_cast<int64_t>(std::llround(copper))}.normalised();
}

void describeEndings(std::vector<Block>& blocks, const campaign::SimulationTally& t) {
  std::vector<ShareRow> rows;
  for (const Ending e : campaign::kReportedEndings) {
    rows.push_back({e == Ending::none ? "still on the road" : std::string(campaign::nameOf(e)),
                    t.endings[static_cast<size_t>(e)]});
  }
  Section& section = add(blocks, Section{"How they ended", {}});
  describeShares(section.blocks, "How the pilgrimages ended: share of the runs, with 95% intervals",
                 "endings", "ending", rows, t.runs());
}

// The hexes where the pilgrimages ended, and the route map shaded by them.
void describeEnds(std::vector<Block>& blocks, const SimulationReport& r) {
  const campaign::SimulationTally& t = r.tally;
  Section& section = add(blocks, Section{"Where they ended", {}});
  add(section.blocks,
      Paragraph{{"The hexes where the pilgrimages ended, or stood when the caps stopped them."}});
  std::map<std::string, double> shares;
  Table table{"ended", {{"hex"}, {"runs", true}, {"share", true}, {"95% interval", true}}, {}, {}};
  for (size_t i = 0; i < r.places.size(); ++i) {
    const uint64_t ended = t.places[i].ended;
    if (ended == 0) continue;
    const Interval share = campaign::wilsonInterval(ended, t.runs());
    shares[r.places[i].id] = share.estimate;
    table.rows.push_back(
        {r.places[i].name, std::to_string(ended), percentOf(share.estimate), shareSpan(share)});
  }
  if (r.map) {
    add(section.blocks,
        Figure{[map = *r.map, shares] {
                 return shadedRouteMapSvg(map, "Where the pilgrimages ended", shares, "journeys ended here");
               },
               "Each disc the larger and darker the more pilgrimages ended there: hover a disc for "
               "its share."});
  }
  add(section.blocks, std::move(table));
}

void describeMeasures(std::vector<Block>& blocks, const campaign::SimulationTally& t) {
  Section& section = add(blocks, Section{"A pilgrimage", {}});
  Table& table = add(section.blocks, measureTable("measures"));
  const std::pair<const char*, const Sums*> measures[] = {
      {"ended on day", &t.day},      {"survivors", &t.survivors}, {"renown", &t.renown},
      {"encounters", &t.encounters}, {"deaths", &t.deaths},       {"purse at the end (CC)", &t.purse}};
  for (const auto& [label, sums] : measures) table.rows.push_back(measureRow(label, *sums));
  std::string purse = "The purse at the end in coins: mean " + coins(campaign::meanOf(t.purse));
  if (const std::optional<Interval> interval = campaign::meanInterval(t.purse)) {
    // No purse holds less than nothing, whatever the normal approximation says.
    purse += ", 95% interval " + coins(std::max(0.0, interval->low)) + " to " + coins(interval->high);
  }
  add(section.blocks, Paragraph{{purse + "."}});
}

void describePlaces(std::vector<Block>& blocks, const SimulationReport& r) {
  const campaign::SimulationTally& t = r.tally;
  Section& section = add(blocks, Section{"Where", {}});
  std::vector<ChartRow> bars;
  Table table{"places", {{"hex"}, {"reached", true}, {"encounters", true}, {"deaths", true}}, {}, {}};
  for (size_t i = 0; i < r.places.size(); ++i) {
    const campaign::PlaceTally& p = t.places[i];
    if (p.reached == 0) continue;  // off every party's way
    const std::string& name = r.places[i].name;
    const std::string met = meanPlusMinus(p.encounters);
    const std::string fell = meanPlusMinus(p.deaths);
    bars.push_back({name,
                    {{figureOf(p.encounters), "#b03a2e", name + ": encounters " + met},
                     {figureOf(p.deaths), "#777", name + ": deaths " + fell}}});
    table.rows.push_back(
        {name, percentOf(campaign::wilsonInterval(p.reached, t.runs()).estimate), met, fell});
  }
  add(section.blocks,
      Figure{[bars] { return meanChartSvg("Encounters and deaths a pilgrimage, by hex", bars); },
             "A pilgrimage's encounters (red) and deaths (grey) in each hex the parties reached, the "
             "road in travel order and then the detours: mean and 95% interval."});
  add(section.blocks, std::move(table));
  add(section.blocks,
      Paragraph{{"Encounters and deaths: a pilgrimage's in the hex, mean ± its 95% interval; hexes "
                 "no party reached are left out."}});
}

// The ends a winner can have: a side wins by destroying, breaking or killing to the terms;
// no one wins a fight not fought or undecided.
std::vector<gen::FightEnd> endsOf(size_t winner) {
  if (winner == campaign::kNoWinner) return {gen::FightEnd::notFought, gen::FightEnd::undecided};
  return {gen::FightEnd::destroyed, gen::FightEnd::broken, gen::FightEnd::victoryTerms};
}

void describeWinners(std::vector<Block>& blocks, const campaign::FightTally& t) {
  std::vector<ShareRow> rows;
  for (size_t winner = 0; winner < campaign::kWinners; ++winner) {
    rows.push_back({winnerWord(winner), t.won(winner)});
    for (const gen::FightEnd end : endsOf(winner)) {
      rows.push_back({std::string(winnerWord(winner)) + ", " + std::string(campaign::nameOf(end)),
                      t.outcomes[winner][static_cast<size_t>(end)]});
    }
  }
  Section& section = add(blocks, Section{"Who won", {}});
  describeShares(section.blocks, "Who won the fights, and how: share of the runs, with 95% intervals",
                 "winners", "winner", rows, t.runs());
}

void describeLosses(std::vector<Block>& blocks, const campaign::FightTally& t) {
  Section& section = add(blocks, Section{"A fight", {}});
  Table& table = add(section.blocks, measureTable("losses"));
  table.rows.push_back(measureRow("turns", t.turns));
  for (size_t side = 0; side < 2; ++side) {
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      table.rows.push_back(measureRow(std::string(winnerWord(side)) + ": " + m.name, t.sides[side].*m.sums));
    }
  }
  add(section.blocks,
      Paragraph{{"Killed, wounded (alive and wounded), stunned and fled (routed off the field): each "
                 "side's at the end of a fight, mean and its 95% interval."}});
}

}  // namespace describe_simulation

std::string simulationTitle(const campaign::SimulationReport& r) {
  const uint64_t runs = r.tally.runs();
  const std::string which =
      r.whole() ? std::to_string(runs)
                : fmt::format("runs {} to {} of {}", r.first, r.first + runs - 1, r.spec.runs);
  return fmt::format("Simulated pilgrimages: {}, {} policy", which, campaign::nameOf(r.spec.policy));
}

std::string simulationParties(const campaign::SimulationReport& r) {
  return r.spec.group.empty() ? "each rolled on Group Determination Table 1" : r.spec.group;
}

Document simulationDocument(const campaign::SimulationReport& report) {
  Document d{simulationTitle(report),
             {Line::field("Parties", simulationParties(report)),
              describe_simulation::replayLine(report.spec.seed, report.whole(), report.command)},
             {}};
  describe_simulation::describeEndings(d.blocks, report.tally);
  describe_simulation::describeEnds(d.blocks, report);
  describe_simulation::describeMeasures(d.blocks, report.tally);
  describe_simulation::describePlaces(d.blocks, report);
  return d;
}

std::string fightSimulationTitle(const campaign::FightSimulationReport& r) {
  const uint64_t runs = r.tally.runs();
  return r.whole()
             ? fmt::format("Simulated fights: {}", runs)
             : fmt::format("Simulated fights: runs {} to {} of {}", r.first, r.first + runs - 1, r.runs);
}

Document fightSimulationDocument(const campaign::FightSimulationReport& report) {
  Document d{fightSimulationTitle(report),
             {Line::field("Fought", report.fought),
              describe_simulation::replayLine(report.seed, report.whole(), report.command)},
             {}};
  describe_simulation::describeWinners(d.blocks, report.tally);
  describe_simulation::describeLosses(d.blocks, report.tally);
  return d;
}

}  // namespace outremer::render
