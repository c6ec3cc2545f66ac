// Lookups per second for a seeded d100 roll plus an initial-encounter lookup, next to
// raw pcg32 draws per second measured in the same run (issue 2's goal: at least 100
// million lookups per second on one core, and at least a quarter of the raw pcg32 rate).
#include <cstdio>
#include <cstdlib>

#include "best_rate.hpp"
#include "tables/default_tables.hpp"
#include "dice/die.hpp"
#include "dice/rng.hpp"
#include "tables/table_set.hpp"

using outremer::bench::bestRate;

int main(int argc, char** argv) {
  const long n = argc > 1 ? std::atol(argv[1]) : 200'000'000L;
  const auto checked = outremer::tables::defaultTables();
  const outremer::tables::Table& table = *checked.set.find("initial-encounter");
  const size_t column = table.columnIndex("highway-day").value();

  volatile uint64_t sink = 0;
  const double raw = bestRate(n, 3, [&](long count) {
    outremer::dice::Rng rng(1);
    uint64_t sum = 0;
    for (long i = 0; i < count; ++i) sum += rng.next();
    sink = sink + sum;
  });
  const double lookups = bestRate(n, 3, [&](long count) {
    outremer::dice::Rng rng(1);
    uint64_t sum = 0;
    for (long i = 0; i < count; ++i) {
      const int roll = outremer::dice::roll(rng, outremer::dice::Die{100}).value;
      sum += reinterpret_cast<uintptr_t>(table.rowFor(column, roll));
    }
    sink = sink + sum;
  });
  std::printf("raw pcg32 draws:              %8.1f million/s\n", raw / 1e6);
  std::printf("d100 + initial-encounter:     %8.1f million/s\n", lookups / 1e6);
  std::printf("lookup rate / raw pcg32 rate: %8.2f (goal >= 0.25)\n", lookups / raw);
  std::printf("goal 100 million lookups/s:   %s\n", lookups >= 100e6 ? "met" : "NOT met");
  return 0;
}
