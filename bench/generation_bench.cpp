// Encounters generated per second on one core with no rendering at all: the generator,
// its roll log and its footnotes, each encounter from its own seeded stream as a batch
// item is. The figure is the ceiling the presentation layers work under.
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "dice/rng.hpp"
#include "gen/encounter.hpp"
#include "gen/party.hpp"
#include "gen/roll_log.hpp"
#include "tables/default_tables.hpp"

namespace {

using Clock = std::chrono::steady_clock;

// The best of three runs of |make| over |n| items, in items per second; |sink| keeps the
// results observable so that the compiler cannot drop the work.
template <typename Make>
double bestRate(long n, Make make, long& sink) {
  double best = 0;
  for (int trial = 0; trial < 3; ++trial) {
    const auto start = Clock::now();
    for (long i = 0; i < n; ++i) sink += make(static_cast<uint64_t>(i));
    const double rate = static_cast<double>(n) / std::chrono::duration<double>(Clock::now() - start).count();
    if (rate > best) best = rate;
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const long n = argc > 1 ? std::atol(argv[1]) : 200'000L;
  const auto checked = outremer::tables::defaultTables();
  const outremer::gen::Rules rules(checked.set);
  long sink = 0;
  const outremer::gen::EncounterOptions options;
  const double encounters = bestRate(n, [&](uint64_t item) {
    auto rng = outremer::dice::Rng::forItem(1, item);
    outremer::gen::RollLog log;
    const auto encounter = outremer::gen::makeEncounter(rules, rng, log, options);
    return static_cast<long>(encounter.groups.size() + log.rolls().size());
  }, sink);
  const double parties = bestRate(n, [&](uint64_t item) {
    auto rng = outremer::dice::Rng::forItem(1, item);
    outremer::gen::RollLog log;
    const auto party = outremer::gen::makeParty(rules, rng, log, "");
    return static_cast<long>(party.members.size() + log.rolls().size());
  }, sink);
  std::printf("generation alone, highway by day: %9.0f encounters/s (goal: 1000000)\n", encounters);
  std::printf("generation alone, pilgrim party:  %9.0f parties/s\n", parties);
  std::printf("(checksum %ld)\n", sink);
}
