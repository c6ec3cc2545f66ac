// The batch pipeline's own cost per item: `outremer batch`'s writer run in process on a
// kind whose generator does nothing but make a small brief (the envelope, a two-roll log,
// an empty loot), to /dev/null. What a real kind reaches is at most this; the rest is
// its generator and the size of its JSON.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "best_rate.hpp"
#include "cli/batch.hpp"
#include "tables/default_tables.hpp"

namespace {

outremer::cli::Generated makeSmall(const outremer::gen::Rules& rules, outremer::dice::Rng& rng,
                                   outremer::gen::RollLog& log, const outremer::cli::OptionValues&) {
  log.roll(rng, rules.dice("d100"), {outremer::gen::RollFor::ruleChance, {"first roll"}});
  log.roll(rng, rules.dice("d20+10"), {outremer::gen::RollFor::ruleChance, {"second roll"}});
  outremer::gen::Loot nothing;
  nothing.kind = "bench";
  nothing.label = "a small body";
  return {"A small brief", std::move(nothing)};
}

const outremer::cli::Generator kSmall{"bench-small", "A small brief", "--seed 1", {}, makeSmall};

}  // namespace

int main(int argc, char** argv) {
  const uint64_t count = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  const unsigned jobs = argc > 2 ? static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10)) : 1;
  std::ofstream out("/dev/null", std::ios::binary);
  const outremer::cli::Context context{out, out, 1, "", "json", "", "", {}};
  const outremer::tables::CheckedTables tables = outremer::tables::defaultTables();
  const outremer::gen::Rules rules(tables.set);
  const outremer::cli::BatchPlan plan{kSmall, {}, {0, count}, 1, jobs, "outremer batch bench-small --seed 1 --first "};
  const double best = outremer::bench::bestRate(static_cast<long>(count), 3, [&](long) {
    outremer::cli::writeBatch(context, rules, outremer::render::Format::json, plan);
  });
  std::printf("batch pipeline, small brief:  %9.0f items/s (JSON Lines, the ceiling for any kind)\n", best);
}
