#include "codec/simulation.hpp"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>

namespace outremer::codec {

using campaign::Interval;
using campaign::Sums;

double rounded(double x, int places) {
  const double scale = std::pow(10.0, places);
  return std::round(x * scale) / scale;
}

double shareFigure(uint64_t k, uint64_t n, double Interval::*figure) {
  if (n == 0) return std::numeric_limits<double>::quiet_NaN();
  return rounded(campaign::wilsonInterval(k, n).*figure, 4);
}

std::optional<double> meanBound(const Sums& sums, double Interval::*bound) {
  const std::optional<Interval> interval = campaign::meanInterval(sums);
  if (!interval) return std::nullopt;
  return rounded(*interval.*bound, 3);
}

void checkVersion(int version, int expected, const std::string& at) {
  if (version != expected) {
    refuse(at, std::to_string(version) + " is not a version this outremer reads (" +
                   std::to_string(expected) + ")");
  }
}

uint64_t seedOf(const std::string& text, const std::string& at) {
  uint64_t seed = 0;
  const char* end = text.data() + text.size();
  const auto read = std::from_chars(text.data(), end, seed);
  // As written: digits alone, without leading zeros.
  if (read.ec != std::errc{} || read.ptr != end || std::to_string(seed) != text) {
    refuse(at, "'" + text + "' is not a seed (a whole number from 0 to 18446744073709551615, as text)");
  }
  return seed;
}

void checkCounted(uint64_t first, uint64_t count, uint64_t runs, const std::string& at) {
  if (count == 0 || count > runs || first > runs - count) {
    refuse(at, "runs " + std::to_string(first) + " to " + std::to_string(first + count) +
                   " (less one) are not runs of a simulation of " + std::to_string(runs));
  }
}

void checkSums(const Sums& sums, uint64_t runs, const std::string& at) {
  if (sums.count != runs) {
    refuse(at + ".count", std::to_string(sums.count) + " is not the runs counted, " + std::to_string(runs));
  }
}

std::vector<EndingRuns> endingRuns(const campaign::SimulationTally& tally) {
  std::vector<EndingRuns> endings;
  for (size_t i = 0; i < campaign::kEndings; ++i) {
    const auto e = static_cast<size_t>(campaign::kReportedEndings[i]);
    endings.push_back({std::string(kEndingWords[i]), {tally.endings[e], tally.runs()}});
  }
  return endings;
}

void takeEndings(const std::vector<EndingRuns>& endings, uint64_t count, const std::string& at,
                 campaign::SimulationTally& tally) {
  if (endings.size() != campaign::kEndings) {
    refuse(at, "expected " + std::to_string(campaign::kEndings) + " items, found " +
                   std::to_string(endings.size()));
  }
  uint64_t ended = 0;
  for (size_t i = 0; i < campaign::kEndings; ++i) {
    if (endings[i].ending != kEndingWords[i]) {
      refuse(at + "[" + std::to_string(i) + "].ending", "expected " + std::string(kEndingWords[i]));
    }
    tally.endings[static_cast<size_t>(campaign::kReportedEndings[i])] = endings[i].share.runs;
    ended += endings[i].share.runs;
  }
  if (ended != count) {
    refuse(at, "the endings add up to " + std::to_string(ended) + ", not " + std::to_string(count));
  }
}

SimulationMeasures measuresOf(const campaign::SimulationTally& t) {
  SimulationMeasures m;
  for (size_t i = 0; i < m.sums.size(); ++i) m.sums[i] = t.*kSimulationMeasures[i].sums;
  return m;
}

void takeMeasures(const SimulationMeasures& m, uint64_t count, const std::string& at,
                  campaign::SimulationTally& t) {
  for (size_t i = 0; i < m.sums.size(); ++i) {
    checkSums(m.sums[i], count, at + "." + kSimulationMeasures[i].name);
    t.*kSimulationMeasures[i].sums = m.sums[i];
  }
}

std::vector<PlaceRuns> placeRuns(const campaign::SimulationReport& r) {
  const uint64_t runs = r.tally.runs();
  std::vector<PlaceRuns> places;
  for (size_t i = 0; i < r.places.size(); ++i) {
    const campaign::PlaceTally& p = r.tally.places[i];
    places.push_back(
        {r.places[i].id, r.places[i].name, {p.reached, runs}, {p.ended, runs}, p.encounters, p.deaths});
  }
  return places;
}

void takePlaces(const std::vector<PlaceRuns>& places, uint64_t count, const std::string& at,
                campaign::SimulationReport& r) {
  r.places.clear();
  r.tally.places.clear();
  for (size_t i = 0; i < places.size(); ++i) {
    const PlaceRuns& p = places[i];
    const std::string place = at + "[" + std::to_string(i) + "]";
    if (p.reached.runs > count) refuse(place + ".reached.runs", "more than the runs counted");
    if (p.ended.runs > p.reached.runs)
      refuse(place + ".ended.runs", "more than the runs that reached the hex");
    checkSums(p.encounters, count, place + ".encounters");
    checkSums(p.deaths, count, place + ".deaths");
    r.places.push_back({p.id, p.name});
    r.tally.places.push_back({p.reached.runs, p.ended.runs, p.encounters, p.deaths});
  }
}

campaign::SimulationReport readSimulationReport(const nlohmann::json& json) {
  if (!isDocument(json, "simulation")) {
    throw FormatError("not an outremer simulation report (--format Json of 'outremer simulate')");
  }
  return readJson<campaign::SimulationReport>(json, "simulation", "the simulation report");
}

}  // namespace outremer::codec
