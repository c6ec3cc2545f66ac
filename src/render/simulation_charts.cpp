// The charts of a simulation's HTML report, drawn as SVG: the bars' geometry, the axis and
// its ticks, the labels and tooltips.
#include "render/simulation_charts.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <utility>

#include "render/html_text.hpp"

namespace outremer::render {
namespace simulation_charts {

// The charts' geometry, in SVG user units (one a CSS pixel at full size).
constexpr double kLabelWidth = 250;  // hex names and ending words, right-aligned before the bars
constexpr double kBarsWidth = 420;
constexpr double kRowHeight = 18;
constexpr double kBarHeight = 11;
constexpr double kPadding = 22;  // above the bars: the axis's labels

// Where a bar stands in its row: |offset| down from the row's top, |height| high (a row
// holds one bar, or two).
struct BarPlace {
  double offset = 0;
  double height = kBarHeight;
};

// A bar from the axis to the figure's estimate and a whisker from its low to its high end,
// all scaled by |scale|, in row |row| (0 at the top); its tooltip shows on hover.
void appendBar(std::string& out, size_t row, BarPlace place, double scale, const ChartBar& bar) {
  const double top = kPadding + static_cast<double>(row) * kRowHeight + place.offset;
  const double middle = top + place.height / 2;
  fmt::format_to(std::back_inserter(out),
                 "<g><title>{}</title><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
                 "fill=\"{}\"/>",
                 htmlText(bar.tooltip), kLabelWidth, top, std::max(0.0, bar.figure.estimate * scale),
                 place.height, bar.colour);
  const double low = kLabelWidth + std::max(0.0, bar.figure.low) * scale;
  const double high = kLabelWidth + std::max(0.0, bar.figure.high) * scale;
  fmt::format_to(std::back_inserter(out),
                 "<path d=\"M{0:.1f} {1:.1f}H{2:.1f}M{0:.1f} {3:.1f}V{4:.1f}M{2:.1f} {3:.1f}V{4:.1f}\" "
                 "stroke=\"#111\" fill=\"none\"/></g>\n",
                 low, middle, high, middle - place.height / 3, middle + place.height / 3);
}

// A tick of a chart's axis: where, and its label.
using Tick = std::pair<double, std::string>;

// A chart of |rows| whose values run from 0 to the last of |ticks| (the axis's end).
std::string chart(const std::string& title, const std::vector<ChartRow>& rows,
                  const std::vector<Tick>& ticks) {
  const double most = ticks.back().first;
  const double height = kPadding + static_cast<double>(rows.size()) * kRowHeight + 4;
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
  // One bar fills its row; two share it, the first above the second.
  const std::vector<BarPlace> one = {{}};
  const std::vector<BarPlace> two = {{-2, 7}, {6, 7}};
  for (size_t row = 0; row < rows.size(); ++row) {
    fmt::format_to(std::back_inserter(out), "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n",
                   kLabelWidth - 6, kPadding + static_cast<double>(row) * kRowHeight + kBarHeight - 1,
                   htmlText(rows[row].label));
    const std::vector<BarPlace>& places = rows[row].bars.size() > 1 ? two : one;
    for (size_t bar = 0; bar < rows[row].bars.size() && bar < places.size(); ++bar) {
      appendBar(out, row, places[bar], kBarsWidth / most, rows[row].bars[bar]);
    }
  }
  return out + "</svg>";
}

}  // namespace simulation_charts

std::string shareChartSvg(const std::string& title, const std::vector<ChartRow>& rows) {
  return simulation_charts::chart(title, rows,
                                  {{0, "0%"}, {0.25, "25%"}, {0.5, "50%"}, {0.75, "75%"}, {1, "100%"}});
}

std::string meanChartSvg(const std::string& title, const std::vector<ChartRow>& rows) {
  double most = 0.1;
  for (const ChartRow& row : rows) {
    for (const ChartBar& bar : row.bars) most = std::max(most, bar.figure.high);
  }
  // Ticks at whole multiples of a round step, the last at or past |most|.
  double step = 0.1;
  while (most / step > 6) step *= most / step > 30 ? 5 : 2;
  std::vector<simulation_charts::Tick> ticks;
  for (int n = 0; ticks.empty() || ticks.back().first < most; ++n) {
    ticks.emplace_back(n * step, fmt::format("{:.1f}", n * step));
  }
  return simulation_charts::chart(title, rows, ticks);
}

}  // namespace outremer::render
