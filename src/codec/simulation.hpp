// The JSON form of `simulate campaign`'s report (schemas/simulation.schema.json), and of
// what both simulation reports are made of: a measure's sums and a count of runs with its
// share. The sums are what a merge reads; the shares, means and intervals beside them are
// for readers, derived: a report read back works them out again from the sums.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/simulation_report.hpp"
#include "codec/json_in.hpp"

namespace outremer::codec {

/// |x| rounded to |places| decimals: the report's figures, not the doubles' noise.
double rounded(double x, int places);
/// A figure of the share |k| of |n| runs with its 95% Wilson score interval (the estimate,
/// low or high), rounded to 4 decimals; NaN, which JSON writes as null, for no runs (a
/// report counts one at least).
double shareFigure(uint64_t k, uint64_t n, double campaign::Interval::*figure);
/// The low or high end of the 95% interval of a measure's mean, rounded to 3 decimals;
/// none for fewer than two values.
std::optional<double> meanBound(const campaign::Sums& sums, double campaign::Interval::*bound);

/// A sum of squares.
inline constexpr Range kSquares{0, std::numeric_limits<int64_t>::max()};
/// A share of the runs or an end of its interval: from 0 to 1.
inline constexpr Fraction kShareFigure{2};
/// A mean or an end of its interval: the squares' sum holds 64 bits, so no value summed
/// reaches 2^32, and its mean and interval lie far within 2^63.
inline constexpr Fraction kMeanFigure{0x1p63};

template <class Io>
void fields(Io& io, Of<campaign::Sums> auto& s) {
  io("count", s.count);
  io("sum", s.sum);
  io("squares", s.squares, kSquares);
  io("least", s.least);
  io("most", s.most);
  io.derived("mean", [&] { return rounded(campaign::meanOf(s), 3); }, kMeanFigure);
  io.derived("low", [&] { return meanBound(s, &campaign::Interval::low); }, kMeanFigure);
  io.derived("high", [&] { return meanBound(s, &campaign::Interval::high); }, kMeanFigure);
  if constexpr (Io::kReads) {
    if (s.least > s.most) refuse(io.at("least"), "above most");
  }
}

/// A count of runs, and how many the report counts: what its share is of (not written).
struct Share {
  uint64_t runs = 0;
  uint64_t of = 0;
};

/// The share |runs| of |of| and its interval, beside a count of runs.
template <class Io>
void shareFigures(Io& io, uint64_t runs, uint64_t of) {
  io.derived("share", [=] { return shareFigure(runs, of, &campaign::Interval::estimate); }, kShareFigure);
  io.derived("low", [=] { return shareFigure(runs, of, &campaign::Interval::low); }, kShareFigure);
  io.derived("high", [=] { return shareFigure(runs, of, &campaign::Interval::high); }, kShareFigure);
}

template <class Io>
void fields(Io& io, Of<Share> auto& share) {
  io("runs", share.runs);
  shareFigures(io, share.runs, share.of);
}

/// For the reader: refuses a report of another |version| than |expected|.
void checkVersion(int version, int expected, const std::string& at);
/// For the reader: the seed |text| (digits alone, as written).
uint64_t seedOf(const std::string& text, const std::string& at);
/// For the reader: refuses |count| runs from |first| that are not runs of a simulation of
/// |runs|.
void checkCounted(uint64_t first, uint64_t count, uint64_t runs, const std::string& at);
/// For the reader: refuses sums at |at| that do not count |runs| values.
void checkSums(const campaign::Sums& sums, uint64_t runs, const std::string& at);

/// What both reports begin with: which report it is (|what|, its one word), its
/// |version|, the command and the seed (as text: not every JSON reader holds 64 bits).
template <class Io, class Command, class Seed>
void reportHead(Io& io, Words what, int version, Command& command, Seed& seed) {
  io.derived("outremer", [&] { return std::string(what.words.front()); }, what);
  int written = version;
  io("version", written, kCount);
  if constexpr (Io::kReads) checkVersion(written, version, io.at("version"));
  io("command", command);
  std::string text = std::to_string(seed);
  io("seed", text);
  if constexpr (Io::kReads) seed = seedOf(text, io.at("seed"));
}

inline constexpr std::string_view kSimulationReport[] = {"simulation"};
inline constexpr int kSimulationVersion = 1;

/// The endings as the report words them, in campaign::kReportedEndings' order: a
/// pilgrimage that has no ending is still on the road at the caps.
inline constexpr std::array<std::string_view, campaign::kEndings> kEndingWords = [] {
  std::array<std::string_view, campaign::kEndings> words{};
  for (size_t i = 0; i < words.size(); ++i) {
    const campaign::Ending e = campaign::kReportedEndings[i];
    words[i] = e == campaign::Ending::none ? "on-the-road" : campaign::nameOf(e);
  }
  return words;
}();

/// The most days and answers a pilgrimage is played for.
struct SimulationCaps {
  int days = campaign::kSimulatedDays;
  int answers = campaign::kSimulatedAnswers;
};

template <class Io>
void fields(Io& io, Of<SimulationCaps> auto& caps) {
  io("days", caps.days, kDays);
  io("answers", caps.answers, kCount);
}

/// The pilgrimages that came to an ending.
struct EndingRuns {
  std::string ending;
  Share share;
};

template <class Io>
void fields(Io& io, Of<EndingRuns> auto& e) {
  io("ending", e.ending, Words{kEndingWords});
  fields(io, e.share);  // its members beside the ending's word
}

/// A pilgrimage's measures, by the report's names for them.
struct SimulationMeasure {
  const char* name;
  campaign::Sums campaign::SimulationTally::*sums;
};
inline constexpr SimulationMeasure kSimulationMeasures[] = {
    {"day", &campaign::SimulationTally::day},
    {"survivors", &campaign::SimulationTally::survivors},
    {"purse", &campaign::SimulationTally::purse},
    {"renown", &campaign::SimulationTally::renown},
    {"encounters", &campaign::SimulationTally::encounters},
    {"deaths", &campaign::SimulationTally::deaths}};

/// The sums of each of kSimulationMeasures.
struct SimulationMeasures {
  std::array<campaign::Sums, std::size(kSimulationMeasures)> sums;
};

template <class Io>
void fields(Io& io, Of<SimulationMeasures> auto& m) {
  for (size_t i = 0; i < m.sums.size(); ++i) io(kSimulationMeasures[i].name, m.sums[i]);
}

/// A hex and its tally.
struct PlaceRuns {
  std::string id;
  std::string name;
  Share reached;
  Share ended;
  campaign::Sums encounters;
  campaign::Sums deaths;
};

template <class Io>
void fields(Io& io, Of<PlaceRuns> auto& p) {
  io("id", p.id);
  io("name", p.name);
  io("reached", p.reached);
  io("ended", p.ended);
  io("encounters", p.encounters);
  io("deaths", p.deaths);
}

/// The report's pieces for the writer, and taken back by the reader, which refuses them
/// (naming |at|) unless they count the report's |count| runs.
std::vector<EndingRuns> endingRuns(const campaign::SimulationTally& tally);
void takeEndings(const std::vector<EndingRuns>& endings, uint64_t count, const std::string& at,
                 campaign::SimulationTally& tally);
SimulationMeasures measuresOf(const campaign::SimulationTally& tally);
void takeMeasures(const SimulationMeasures& measures, uint64_t count, const std::string& at,
                  campaign::SimulationTally& tally);
std::vector<PlaceRuns> placeRuns(const campaign::SimulationReport& report);
void takePlaces(const std::vector<PlaceRuns>& places, uint64_t count, const std::string& at,
                campaign::SimulationReport& report);

template <class Io>
void fields(Io& io, Of<campaign::SimulationReport> auto& r) {
  reportHead(io, Words{kSimulationReport}, kSimulationVersion, r.command, r.spec.seed);
  io("policy", r.spec.policy);
  std::optional<std::string> group;  // null: each pilgrimage rolls its own
  if (!r.spec.group.empty()) group = r.spec.group;
  io("group", group, NonEmpty{});
  if constexpr (Io::kReads) r.spec.group = group.value_or("");
  io("runs", r.spec.runs);
  io("first", r.first);
  uint64_t count = r.tally.runs();
  io("count", count);
  if constexpr (Io::kReads) checkCounted(r.first, count, r.spec.runs, io.at("count"));
  io.derived("caps", [] { return SimulationCaps{}; });
  std::vector<EndingRuns> endings = endingRuns(r.tally);
  io("endings", endings);
  if constexpr (Io::kReads) takeEndings(endings, count, io.at("endings"), r.tally);
  SimulationMeasures measures = measuresOf(r.tally);
  io("measures", measures);
  if constexpr (Io::kReads) takeMeasures(measures, count, io.at("measures"), r.tally);
  std::vector<PlaceRuns> places = placeRuns(r);
  io("places", places);
  if constexpr (Io::kReads) takePlaces(places, count, io.at("places"), r);
}

/// The report |json| holds, read back strictly from what the writer wrote: the sums, not
/// the shares and means (they are worked out again). Throws FormatError naming the JSON
/// path of the first problem ("simulation.places[2].deaths.count: ..."): a member missing,
/// unknown, of the wrong type or out of range, or sums that do not add up to the runs
/// counted.
campaign::SimulationReport readSimulationReport(const nlohmann::json& json);

}  // namespace outremer::codec
