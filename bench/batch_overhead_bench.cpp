// The batch pipeline's own cost per item: `outremer batch` run in process on a kind whose
// generator does nothing but make a small brief (the envelope, a two-roll log, a
// three-field body), to /dev/null. What a real kind reaches is at most this; the rest is
// its generator and the size of its JSON.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "cli/batch_registry.hpp"
#include "cli/run.hpp"
#include "render/brief.hpp"

namespace {

nlohmann::ordered_json makeSmallItem(const outremer::gen::Rules& rules, outremer::dice::Rng& rng,
                                     const outremer::cli::BatchItem& item) {
  outremer::gen::RollLog log;
  const int a = log.roll(rng, rules.dice("d100"), "first roll");
  const int b = log.roll(rng, rules.dice("d20+10"), "second roll");
  nlohmann::ordered_json body = {{"a", a}, {"b", b}, {"label", "a small body"}};
  return outremer::render::briefJson({"bench-small", "A small brief", item.seed, item.command}, log, std::move(body));
}

const outremer::cli::BatchKindRegistration registration({"bench-small", makeSmallItem});

}  // namespace

int main(int argc, char** argv) {
  const std::string count = argc > 1 ? argv[1] : "1000000";
  std::vector<std::string> args = {"outremer", "batch", "bench-small", "--count", count, "--seed", "1"};
  std::vector<char*> argv2;
  for (std::string& arg : args) argv2.push_back(arg.data());
  std::ofstream out("/dev/null", std::ios::binary);
  double best = 0;
  for (int trial = 0; trial < 3; ++trial) {
    const auto start = std::chrono::steady_clock::now();
    if (outremer::cli::run(static_cast<int>(argv2.size()), argv2.data(), out, out) != 0) return 1;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = std::atof(count.c_str()) / seconds;
    if (rate > best) best = rate;
  }
  std::printf("batch pipeline, small brief:  %9.0f items/s (JSON Lines, the ceiling for any kind)\n", best);
}
