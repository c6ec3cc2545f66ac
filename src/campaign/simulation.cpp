// Many unattended pilgrimages: each played from its own stream, counted in whole-number
// sums that merge exactly, and read as shares and means with 95% intervals.
#include "campaign/simulation.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "campaign/journey.hpp"
#include "campaign/simulation_report.hpp"
#include "campaign/start.hpp"

namespace outremer::campaign {

Places::Places(const Route& route) {
  const auto add = [this](const Hex& hex) {
    if (index_.emplace(hex.id, hexes_.size()).second) hexes_.push_back(&hex);
  };
  for (const Hex& hex : route.hexes()) add(hex);
  for (const Detour& d : route.detours()) {
    for (const Hex& hex : d.hexes) add(hex);
  }
}

std::optional<size_t> Places::indexOf(const std::string& id) const {
  const auto found = index_.find(id);
  if (found == index_.end()) return std::nullopt;
  return found->second;
}

std::vector<PlaceName> placeNames(const Places& places) {
  std::vector<PlaceName> names;
  for (const Hex* hex : places.hexes()) names.push_back({hex->id, hex->name});
  return names;
}

namespace {

int deadMembers(const State& state) {
  return static_cast<int>(std::count_if(state.members.begin(), state.members.end(),
                                        [](const Member& m) { return m.status == MemberStatus::dead; }));
}

// Where the party stood and what it met, from the chronicle's lines: each line names its
// hex, and every band met is an "encounter" line.
void readLog(const State& state, const Places& places, Pilgrimage& p) {
  const std::string* lastHex = nullptr;
  std::optional<size_t> at;
  for (const LogEntry& e : state.log) {
    if (lastHex == nullptr || *lastHex != e.hex) {  // lines come in runs of one hex
      lastHex = &e.hex;
      at = places.indexOf(e.hex);
    }
    if (!at) continue;
    p.reached[*at] = true;
    if (e.kind == EntryKind::encounter) ++p.encounters[*at];
  }
}

}  // namespace

// Room for a journey's log (about 130 entries as either policy plays) without regrowing it.
constexpr size_t kLogRoom = 256;

Pilgrimage playPilgrimage(const gen::Rules& rules, const Route& route, const Places& places,
                          const SimulationSpec& spec, uint64_t run) {
  NewCampaign request;
  request.seed = spec.seed;
  request.group = spec.group;
  State state = startCampaign(rules, route, request, dice::Rng::forItem(spec.seed, run));
  state.log.reserve(kLogRoom);
  // No encounter writer, no briefs kept; what the answers tell is read from the log.
  Journey journey(rules, route, state, {}, Telling::unheard);
  Pilgrimage p;
  p.encounters.assign(places.size(), 0);
  p.deaths.assign(places.size(), 0);
  p.reached.assign(places.size(), false);
  int dead = 0;
  for (int answers = 0; !journey.over() && state.day <= kSimulatedDays && answers < kSimulatedAnswers;
       ++answers) {
    const std::string answer = choose(journey, spec.policy);
    if (answer.empty()) break;  // a fight's report waiting: no policy leaves one
    journey.play(answer);
    // The fallen are counted where the party stands once the answer is played: a fight, a
    // hunt or a mutiny is settled in the hex where it was met.
    if (const int now = deadMembers(state); now > dead) {
      if (const std::optional<size_t> at = places.indexOf(journey.here().id)) p.deaths[*at] += now - dead;
      dead = now;
    }
  }
  readLog(state, places, p);
  p.endedAt = places.indexOf(journey.here().id);
  p.ending = state.finished;
  p.day = state.day;
  p.survivors = static_cast<int>(
      std::count_if(state.members.begin(), state.members.end(), [](const Member& m) { return m.present(); }));
  p.purse = state.purse.copper;
  p.renown = state.renown;
  return p;
}

namespace {

void addExactly(int64_t& total, int64_t value) {
  if (__builtin_add_overflow(total, value, &total)) {
    throw std::overflow_error("the simulation's sums outgrow 64 bits");
  }
}

}  // namespace

void Sums::add(int64_t value) {
  int64_t square = 0;
  if (__builtin_mul_overflow(value, value, &square)) {
    throw std::overflow_error("the simulation's sums outgrow 64 bits");
  }
  addExactly(sum, value);
  addExactly(squares, square);
  least = count == 0 ? value : std::min(least, value);
  most = count == 0 ? value : std::max(most, value);
  ++count;
}

void Sums::merge(const Sums& other) {
  if (other.count == 0) return;
  if (count == 0) {
    *this = other;
    return;
  }
  addExactly(sum, other.sum);
  addExactly(squares, other.squares);
  least = std::min(least, other.least);
  most = std::max(most, other.most);
  count += other.count;
}

void SimulationTally::add(const Pilgrimage& p) {
  ++endings.at(static_cast<size_t>(p.ending));
  day.add(p.day);
  survivors.add(p.survivors);
  purse.add(p.purse);
  renown.add(p.renown);
  int64_t met = 0;
  int64_t fell = 0;
  for (size_t i = 0; i < places.size(); ++i) {
    places[i].reached += p.reached[i] ? 1 : 0;
    places[i].encounters.add(p.encounters[i]);
    places[i].deaths.add(p.deaths[i]);
    met += p.encounters[i];
    fell += p.deaths[i];
  }
  encounters.add(met);
  deaths.add(fell);
  if (p.endedAt) ++places.at(*p.endedAt).ended;
}

void SimulationTally::merge(const SimulationTally& other) {
  if (other.places.size() != places.size()) {
    throw std::invalid_argument("the tallies count " + std::to_string(places.size()) + " and " +
                                std::to_string(other.places.size()) +
                                " hexes: they come from different routes");
  }
  for (size_t e = 0; e < kEndings; ++e) endings[e] += other.endings[e];
  day.merge(other.day);
  survivors.merge(other.survivors);
  purse.merge(other.purse);
  renown.merge(other.renown);
  encounters.merge(other.encounters);
  deaths.merge(other.deaths);
  for (size_t i = 0; i < places.size(); ++i) {
    places[i].reached += other.places[i].reached;
    places[i].ended += other.places[i].ended;
    places[i].encounters.merge(other.places[i].encounters);
    places[i].deaths.merge(other.places[i].deaths);
  }
}

namespace {

constexpr double kZ = 1.96;  // the normal quantile of a two-sided 95% interval

}  // namespace

Interval wilsonInterval(uint64_t k, uint64_t n) {
  const auto runs = static_cast<double>(n);
  const double p = static_cast<double>(k) / runs;
  const double z2 = kZ * kZ;
  const double scale = 1 + z2 / runs;
  const double centre = (p + z2 / (2 * runs)) / scale;
  const double half = kZ * std::sqrt(p * (1 - p) / runs + z2 / (4 * runs * runs)) / scale;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double meanOf(const Sums& sums) {
  return sums.count == 0 ? 0 : static_cast<double>(sums.sum) / static_cast<double>(sums.count);
}

std::optional<Interval> meanInterval(const Sums& sums) {
  if (sums.count < 2) return std::nullopt;
  // In long double, whose 64-bit mantissa holds the sums exactly.
  const auto n = static_cast<long double>(sums.count);
  const auto sum = static_cast<long double>(sums.sum);
  const long double variance =
      std::max(0.0L, (static_cast<long double>(sums.squares) - sum * sum / n) / (n - 1));
  const auto half = static_cast<double>(kZ * std::sqrt(variance / n));
  const double mean = meanOf(sums);
  return Interval{mean, mean - half, mean + half};
}

}  // namespace outremer::campaign
