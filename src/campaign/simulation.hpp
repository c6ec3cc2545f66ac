#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "campaign/policy.hpp"
#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "gen/rules.hpp"

namespace outremer::campaign {

/// The most days and answers one simulated pilgrimage is played for (as `campaign go
/// --policy` plays): a journey still on the road then is counted as such, never played for
/// ever.
constexpr int kSimulatedDays = 3650;
constexpr int kSimulatedAnswers = 100 * kSimulatedDays;

/// Every hex a party can stand in: the road's, in travel order, then each detour's hexes
/// in the route's order; each id once.
class Places {
 public:
  explicit Places(const Route& route);

  const std::vector<const Hex*>& hexes() const { return hexes_; }
  size_t size() const { return hexes_.size(); }
  /// The index of the hex with |id|, or nullopt for a hex the route does not know.
  std::optional<size_t> indexOf(const std::string& id) const;

 private:
  std::vector<const Hex*> hexes_;
  std::unordered_map<std::string, size_t> index_;
};

/// What identifies a simulation: its seed, the policy that plays, the pilgrim group ("":
/// rolled on Table 1 for each pilgrimage) and how many pilgrimages in all.
struct SimulationSpec {
  uint64_t seed = 0;
  Policy policy = Policy::cautious;
  std::string group;
  uint64_t runs = 0;
};

/// What one unattended pilgrimage came to.
struct Pilgrimage {
  Ending ending = Ending::none;  // none: still on the road at the caps
  int day = 0;                   // the day it ended on (the start is day 1)
  int survivors = 0;             // members still with the party
  int64_t purse = 0;             // copper in hand at the end
  int renown = 0;
  std::vector<int> encounters;  // a count for each of the Places
  std::vector<int> deaths;      // members killed, by the Places where they fell
  std::vector<bool> reached;    // the Places the party stood in
  std::optional<size_t> endedAt;  // the Places index where it ended (or stood at the caps)
};

/// Plays pilgrimage |run| of |spec| (0 <= run): the party `campaign new --group` makes, with
/// the generator dice::Rng::forItem(spec.seed, run), answered by |spec.policy| as `campaign go
/// --policy` answers until it is over, or until kSimulatedDays or kSimulatedAnswers, or the
/// policy has no answer. It depends on (seed, run) alone. Throws gen::RulesError for tables
/// that lack what the campaign needs, and ChoiceError should the policy answer what the
/// menu does not offer.
Pilgrimage playPilgrimage(const gen::Rules& rules, const Route& route, const Places& places,
                          const SimulationSpec& spec, uint64_t run);

/// Whole-number sums of one measure over many pilgrimages: all its mean and standard error
/// need, and the same whatever order pilgrimages are added or tallies merged.
struct Sums {
  uint64_t count = 0;
  int64_t sum = 0;
  int64_t squares = 0;  // the sum of the squares
  int64_t least = 0;    // the smallest and largest value added (0 while none is)
  int64_t most = 0;

  /// Throws std::overflow_error when the sums outgrow 64 bits.
  void add(int64_t value);
  /// Adds |other|'s values as if added one by one; throws std::overflow_error as add().
  void merge(const Sums& other);
  bool operator==(const Sums&) const = default;
};

/// The endings counted, in the order of the Ending enum (none first).
constexpr size_t kEndings = 5;
/// The endings as a report lists them: the ways a pilgrimage ends, then still on the road.
constexpr std::array<Ending, kEndings> kReportedEndings{Ending::arrived, Ending::destroyed, Ending::disbanded,
                                                        Ending::imprisoned, Ending::none};

/// A simulation's tally for one hex.
struct PlaceTally {
  uint64_t reached = 0;  // pilgrimages that stood there
  uint64_t ended = 0;    // pilgrimages that ended there (or stood there at the caps)
  Sums encounters;       // a pilgrimage's encounters there
  Sums deaths;           // a pilgrimage's members killed there
  bool operator==(const PlaceTally&) const = default;
};

/// The sums of many pilgrimages: exact whole numbers, so that tallies of any slices of the
/// runs, merged in any order, equal the tally of the whole.
struct SimulationTally {
  std::array<uint64_t, kEndings> endings{};  // by Ending
  Sums day;
  Sums survivors;
  Sums purse;
  Sums renown;
  Sums encounters;  // over the whole journey
  Sums deaths;
  std::vector<PlaceTally> places;  // one for each of the Places

  /// An empty tally for |hexes| hexes.
  explicit SimulationTally(size_t hexes = 0) : places(hexes) {}
  /// The pilgrimages counted.
  uint64_t runs() const { return day.count; }
  /// Counts |p| (its vectors the size of places). Throws std::overflow_error as Sums::add.
  void add(const Pilgrimage& p);
  /// Counts |other|'s pilgrimages too; throws std::invalid_argument when it counts another
  /// number of hexes, std::overflow_error as Sums::merge.
  void merge(const SimulationTally& other);
  bool operator==(const SimulationTally&) const = default;
};

/// An estimate and its 95% interval [low, high].
struct Interval {
  double estimate = 0;
  double low = 0;
  double high = 0;
};

/// The share |k| of |n| (k <= n, n > 0) with its 95% Wilson score interval: sound near 0%
/// and 100% and for few runs, where the normal approximation is not.
Interval wilsonInterval(uint64_t k, uint64_t n);

/// The mean of |sums| with mean +- 1.96 standard errors (the sample standard deviation over
/// the square root of the count); nullopt for fewer than two values, where no spread can
/// be measured (with one value, the estimate is that value: use meanOf).
std::optional<Interval> meanInterval(const Sums& sums);
/// The mean of |sums| (0 for none).
double meanOf(const Sums& sums);

}  // namespace outremer::campaign
