// A simulation's report as one printable HTML page: the text report's tables, with SVG
// charts of the endings and of each hex's encounters and deaths (or of who won the
// fights), every bar drawn with its 95% interval.
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <map>

#include "render/chronicle_json.hpp"
#include "render/fight_simulation_report.hpp"
#include "render/html_text.hpp"
#include "render/mustache_render.hpp"
#include "render/route_map.hpp"
#include "render/simulation_report.hpp"
#include "render/templates.hpp"
#include "tables/money.hpp"
#include "util/text.hpp"

namespace outremer::render {

namespace {

using campaign::Ending;
using campaign::Sums;

// The charts' geometry, in SVG user units (one a CSS pixel at full size).
constexpr double kLabelWidth = 250;  // hex names and ending words, right-aligned before the bars
constexpr double kBarsWidth = 420;
constexpr double kRowHeight = 18;
constexpr double kBarHeight = 11;
constexpr double kPadding = 22;  // above the bars: the axis's labels

std::string endingLabelHtml(Ending e) {
  return e == Ending::none ? "still on the road" : std::string(campaign::nameOf(e));
}

// Where a bar stands in its row: |offset| down from the row's top, |height| high (a row
// holds one bar, or two).
struct BarPlace {
  double offset = 0;
  double height = kBarHeight;
};

// A bar from the axis to the figure's estimate and a whisker from its low to its high end,
// all scaled by |scale|, in row |row| (0 at the top); |title| (markup) shows on hover.
void appendBar(std::string& out, size_t row, BarPlace place, double scale, const campaign::Interval& figure,
               const char* colour, const std::string& title) {
  const double top = kPadding + static_cast<double>(row) * kRowHeight + place.offset;
  const double middle = top + place.height / 2;
  fmt::format_to(std::back_inserter(out),
                 "<g><title>{}</title><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
                 "fill=\"{}\"/>",
                 title, kLabelWidth, top, std::max(0.0, figure.estimate * scale), place.height, colour);
  const double low = kLabelWidth + std::max(0.0, figure.low) * scale;
  const double high = kLabelWidth + std::max(0.0, figure.high) * scale;
  fmt::format_to(std::back_inserter(out),
                 "<path d=\"M{0:.1f} {1:.1f}H{2:.1f}M{0:.1f} {3:.1f}V{4:.1f}M{2:.1f} {3:.1f}V{4:.1f}\" "
                 "stroke=\"#111\" fill=\"none\"/></g>\n",
                 low, middle, high, middle - place.height / 3, middle + place.height / 3);
}

// A tick of a chart's axis: where, and its label.
using Tick = std::pair<double, std::string>;

// The start of a chart of |rows| rows whose values run from 0 to |most| (the axis's end),
// with its |ticks|.
std::string chartStart(const std::string& title, size_t rows, double most, const std::vector<Tick>& ticks) {
  const double height = kPadding + static_cast<double>(rows) * kRowHeight + 4;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {:.0f} {:.0f}\" width=\"100%\" "
      "font-family=\"Georgia, serif\" font-size=\"11\" role=\"img\">\n<title>{}</title>\n",
      kLabelWidth + kBarsWidth + 30, height, htmlText(title));
  for (const auto& [tick, label] : ticks) {
    const double x = kLabelWidth + tick / most * kBarsWidth;
    fmt::format_to(std::back_inserter(out),
                   "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#ccc\"/>"
                   "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\">{4}</text>\n",
                   x, kPadding - 4, height, kPadding - 8, label);
  }
  return out;
}

void appendRowLabel(std::string& out, size_t row, const std::string& label) {
  fmt::format_to(std::back_inserter(out), "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n",
                 kLabelWidth - 6, kPadding + static_cast<double>(row) * kRowHeight + kBarHeight - 1,
                 htmlText(label));
}

std::string percentHtml(double share) { return fmt::format("{:.1f}%", 100 * share); }

// A chart of shares of |of| runs, a bar for each of |rows| (its label and its runs) with
// its interval, titled |title|, and a table of the same figures, |what| heading its labels.
void appendShareChart(std::string& out, const std::string& title, const char* what,
                      const std::vector<std::pair<std::string, uint64_t>>& rows, uint64_t of) {
  out += chartStart(title, rows.size(), 1, {{0, "0%"}, {0.25, "25%"}, {0.5, "50%"}, {0.75, "75%"}, {1, "100%"}});
  std::string table = fmt::format(
      "<table>\n<tr><th>{}</th><th class=\"n\">runs</th><th class=\"n\">share</th>"
      "<th class=\"n\">95% interval</th></tr>\n",
      what);
  for (size_t row = 0; row < rows.size(); ++row) {
    const auto& [label, runs] = rows[row];
    const campaign::Interval share = campaign::wilsonInterval(runs, of);
    const std::string interval = percentHtml(share.low) + " to " + percentHtml(share.high);
    appendRowLabel(out, row, label);
    appendBar(out, row, {}, kBarsWidth, share, "#7a1f1f",
              htmlText(label) + ": " + percentHtml(share.estimate) + " (" + interval + ")");
    fmt::format_to(
        std::back_inserter(table),
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
        htmlText(label), runs, percentHtml(share.estimate), interval);
  }
  out += "</svg>\n" + table + "</table>\n";
}

void appendEndingsHtml(std::string& out, const campaign::SimulationTally& t) {
  std::vector<std::pair<std::string, uint64_t>> rows;
  for (const Ending e : campaign::kReportedEndings) rows.emplace_back(endingLabelHtml(e), t.endings[static_cast<size_t>(e)]);
  out += "<h2>How they ended</h2>\n";
  appendShareChart(out, "How the pilgrimages ended: share of the runs, with 95% intervals", "ending", rows, t.runs());
}

std::string twoPlaces(double x) { return fmt::format("{:.2f}", x); }

void appendMeasureRow(std::string& out, const std::string& label, const Sums& sums) {
  const std::optional<campaign::Interval> interval = campaign::meanInterval(sums);
  fmt::format_to(std::back_inserter(out),
                 "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
                 "<td class=\"n\">{}</td></tr>\n",
                 label, twoPlaces(campaign::meanOf(sums)),
                 interval ? twoPlaces(interval->low) + " to " + twoPlaces(interval->high) : "-", sums.least,
                 sums.most);
}

void appendMeasuresHtml(std::string& out, const campaign::SimulationTally& t) {
  out +=
      "<h2>A pilgrimage</h2>\n<table>\n<tr><th>measure</th><th class=\"n\">mean</th>"
      "<th class=\"n\">95% interval</th><th class=\"n\">least</th><th class=\"n\">most</th></tr>\n";
  const std::pair<const char*, const Sums*> measures[] = {
      {"ended on day", &t.day},      {"survivors", &t.survivors}, {"renown", &t.renown},
      {"encounters", &t.encounters}, {"deaths", &t.deaths},       {"purse at the end (CC)", &t.purse}};
  for (const auto& [label, sums] : measures) appendMeasureRow(out, label, *sums);
  out += "</table>\n";
  fmt::format_to(std::back_inserter(out), "<p>The purse at the end in coins: mean {}.</p>\n",
                 tables::Money{std::llround(campaign::meanOf(t.purse))}.normalised());
}

// A mean's interval, or the mean alone (no spread with one run).
campaign::Interval figureOf(const Sums& s) {
  return campaign::meanInterval(s).value_or(
      campaign::Interval{campaign::meanOf(s), campaign::meanOf(s), campaign::meanOf(s)});
}

// Ticks at whole multiples of a round step (0.1, 0.2, 1, 2, 10 ...), the last at or past |most|.
std::vector<Tick> ticksPast(double most) {
  double step = 0.1;
  while (most / step > 6) step *= most / step > 30 ? 5 : 2;
  std::vector<Tick> ticks;
  for (int n = 0; ticks.empty() || ticks.back().first < most; ++n) {
    ticks.emplace_back(n * step, fmt::format("{:.1f}", n * step));
  }
  return ticks;
}

void appendPlacesHtml(std::string& out, const SimulationReport& r) {
  const campaign::SimulationTally& t = r.tally;
  std::vector<size_t> shown;
  double most = 0.1;
  for (size_t i = 0; i < r.places.size(); ++i) {
    if (t.places[i].reached == 0) continue;  // off every party's way
    shown.push_back(i);
    most = std::max({most, figureOf(t.places[i].encounters).high, figureOf(t.places[i].deaths).high});
  }
  const std::vector<Tick> ticks = ticksPast(most);
  most = ticks.back().first;
  out +=
      "<h2>Where</h2>\n<p>A pilgrimage's encounters (red) and deaths (grey) in each hex the parties "
      "reached, the road in travel order and then the detours: mean and 95% interval.</p>\n";
  out += chartStart("Encounters and deaths a pilgrimage, by hex", shown.size(), most, ticks);
  std::string table =
      "<table>\n<tr><th>hex</th><th class=\"n\">reached</th><th class=\"n\">encounters</th>"
      "<th class=\"n\">deaths</th></tr>\n";
  const double scale = kBarsWidth / most;
  for (size_t row = 0; row < shown.size(); ++row) {
    const campaign::PlaceTally& p = t.places[shown[row]];
    const std::string& name = r.places[shown[row]].name;
    const campaign::Interval met = figureOf(p.encounters);
    const campaign::Interval fell = figureOf(p.deaths);
    const auto plusMinus = [](const campaign::Interval& x) {
      return twoPlaces(x.estimate) + " ± " + twoPlaces(x.high - x.estimate);
    };
    appendRowLabel(out, row, name);
    appendBar(out, row, {-2, 7}, scale, met, "#b03a2e", htmlText(name) + ": encounters " + plusMinus(met));
    appendBar(out, row, {6, 7}, scale, fell, "#777", htmlText(name) + ": deaths " + plusMinus(fell));
    fmt::format_to(
        std::back_inserter(table),
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
        htmlText(name), percentHtml(campaign::wilsonInterval(p.reached, t.runs()).estimate), plusMinus(met),
        plusMinus(fell));
  }
  out += "</svg>\n" + table + "</table>\n";
}

// The route map shaded by where the pilgrimages ended, and the hexes where any did.
void appendEndMap(std::string& out, const SimulationReport& r) {
  if (!r.map) return;
  const campaign::SimulationTally& t = r.tally;
  std::map<std::string, double> shares;
  std::string table =
      "<table>\n<tr><th>hex</th><th class=\"n\">runs</th><th class=\"n\">share</th>"
      "<th class=\"n\">95% interval</th></tr>\n";
  for (size_t i = 0; i < r.places.size(); ++i) {
    const uint64_t ended = t.places[i].ended;
    if (ended == 0) continue;
    const campaign::Interval share = campaign::wilsonInterval(ended, t.runs());
    shares[r.places[i].id] = share.estimate;
    fmt::format_to(
        std::back_inserter(table),
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{} to {}</td></tr>\n",
        htmlText(r.places[i].name), ended, percentHtml(share.estimate), percentHtml(share.low), percentHtml(share.high));
  }
  out +=
      "<h2>Where they ended</h2>\n<p>The hexes where the pilgrimages ended (or stood when the caps stopped "
      "them), each disc the larger and darker the more of them: hover a disc for its share.</p>\n";
  out += shadedRouteMapSvg(routeMapJson(*r.map), "Where the pilgrimages ended", shares, "journeys ended here");
  out += table + "</table>\n";
}

// Who won the fights, and how: a bar for each winner and each way it won.
void appendWinnersHtml(std::string& out, const campaign::FightTally& t) {
  std::vector<std::pair<std::string, uint64_t>> rows;
  for (size_t winner = 0; winner < campaign::kWinners; ++winner) {
    rows.emplace_back(winnerWord(winner), t.won(winner));
    for (size_t end = 0; end < campaign::kFightEnds; ++end) {
      if (t.outcomes[winner][end] > 0) {
        rows.emplace_back(std::string(winnerWord(winner)) + ", " + gen::name(static_cast<gen::FightEnd>(end)),
                          t.outcomes[winner][end]);
      }
    }
  }
  out += "<h2>Who won</h2>\n";
  appendShareChart(out, "Who won the fights, and how: share of the runs, with 95% intervals", "winner", rows,
                   t.runs());
}

void appendFightLosses(std::string& out, const campaign::FightTally& t) {
  out +=
      "<h2>A fight</h2>\n<table>\n<tr><th>measure</th><th class=\"n\">mean</th>"
      "<th class=\"n\">95% interval</th><th class=\"n\">least</th><th class=\"n\">most</th></tr>\n";
  appendMeasureRow(out, "turns", t.turns);
  for (size_t side = 0; side < 2; ++side) {
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      appendMeasureRow(out, std::string(winnerWord(side)) + ": " + m.name, t.sides[side].*m.sums);
    }
  }
  out += "</table>\n";
}

}  // namespace

std::string fightSimulationHtml(const FightSimulationReport& report) {
  std::string body = "<h1>" + htmlText(fightSimulationTitle(report)) + "</h1>\n";
  fmt::format_to(
      std::back_inserter(body), "<p>Fought: {}.</p>\n<p class=\"replay\">Seed {}. {}: <code>{}</code></p>\n",
      htmlText(report.fought), report.seed, report.whole() ? "Replay" : "Part of", htmlText(report.command));
  appendWinnersHtml(body, report.tally);
  appendFightLosses(body, report.tally);
  const nlohmann::ordered_json page = {{"title", fightSimulationTitle(report)}, {"body", body}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

std::string simulationHtml(const SimulationReport& report) {
  std::string body = "<h1>" + htmlText(simulationTitle(report)) + "</h1>\n";
  fmt::format_to(std::back_inserter(body),
                 "<p>Parties: {}.</p>\n<p class=\"replay\">Seed {}. {}: <code>{}</code></p>\n",
                 htmlText(simulationParties(report)), report.spec.seed, report.whole() ? "Replay" : "Part of",
                 htmlText(report.command));
  appendEndingsHtml(body, report.tally);
  appendEndMap(body, report);
  appendMeasuresHtml(body, report.tally);
  appendPlacesHtml(body, report);
  const nlohmann::ordered_json page = {{"title", simulationTitle(report)}, {"body", body}};
  return renderMustache(std::string(builtinTemplate("page.html")), page, Format::html);
}

}  // namespace outremer::render
