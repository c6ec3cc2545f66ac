#pragma once
// Timing shared by the in-process benchmarks.
#include <chrono>

namespace outremer::bench {

/// The best of |trials| runs of |body(n)| (which does n operations), in operations per second.
template <typename Body>
double bestRate(long n, int trials, Body body) {
  using Clock = std::chrono::steady_clock;
  double best = 0;
  for (int t = 0; t < trials; ++t) {
    const auto start = Clock::now();
    body(n);
    const double rate = static_cast<double>(n) / std::chrono::duration<double>(Clock::now() - start).count();
    if (rate > best) best = rate;
  }
  return best;
}

}  // namespace outremer::bench
