#pragma once

#include <string>
#include <vector>

#include "campaign/simulation.hpp"

namespace outremer::render {

// The SVG charts of a simulation's report (figures of its HTML): a row for each label,
// each bar drawn from the axis to its figure with its 95% interval as a whisker.

/// A bar: its figure and interval, its colour, and its tooltip (plain text).
struct ChartBar {
  campaign::Interval figure;
  const char* colour = "#7a1f1f";
  std::string tooltip;
};

/// A row of a chart: its label, and one bar or two (drawn one above the other).
struct ChartRow {
  std::string label;
  std::vector<ChartBar> bars;
};

/// A chart of shares of the runs, its axis from 0% to 100%, titled |title|.
std::string shareChartSvg(const std::string& title, const std::vector<ChartRow>& rows);

/// A chart of means, its axis in round steps (0.1, 0.2, 1, 2, 10 ...) up to the first at or
/// past every bar's high end, titled |title|.
std::string meanChartSvg(const std::string& title, const std::vector<ChartRow>& rows);

}  // namespace outremer::render
