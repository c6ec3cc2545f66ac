// Encounters generated per second on one core with no rendering at all: the generator,
// its roll log and its footnotes, each encounter from its own seeded stream as a batch
// item is. The figure is the ceiling the presentation layers work under.
#include <cstdio>
#include <cstdlib>

#include "best_rate.hpp"
#include "dice/rng.hpp"
#include "gen/encounter.hpp"
#include "gen/party.hpp"
#include "gen/roll_log.hpp"
#include "tables/default_tables.hpp"

using outremer::bench::bestRate;

int main(int argc, char** argv) {
  const long n = argc > 1 ? std::atol(argv[1]) : 200'000L;
  const auto checked = outremer::tables::defaultTables();
  const outremer::gen::Rules rules(checked.set);
  long sink = 0;
  const outremer::gen::EncounterOptions options;
  // Each item from its own stream, as a batch makes it; |sink| keeps the results
  // observable so that the compiler cannot drop the work.
  const auto each = [&](auto make) {
    return [&sink, make](long count) {
      for (long i = 0; i < count; ++i) sink += make(static_cast<uint64_t>(i));
    };
  };
  const double encounters = bestRate(n, 3, each([&](uint64_t item) {
    auto rng = outremer::dice::Rng::forItem(1, item);
    outremer::gen::RollLog log;
    const auto encounter = outremer::gen::makeEncounter(rules, rng, log, options);
    return static_cast<long>(encounter.groups.size() + log.rolls().size());
  }));
  const double parties = bestRate(n, 3, each([&](uint64_t item) {
    auto rng = outremer::dice::Rng::forItem(1, item);
    outremer::gen::RollLog log;
    const auto party = outremer::gen::makeParty(rules, rng, log, "");
    return static_cast<long>(party.members.size() + log.rolls().size());
  }));
  std::printf("generation alone, highway by day: %9.0f encounters/s (goal: 1000000)\n", encounters);
  std::printf("generation alone, pilgrim party:  %9.0f parties/s (goal: 1000000)\n", parties);
  std::printf("(checksum %ld)\n", sink);
}
