#include "util/once.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

using outremer::util::Once;

TEST_CASE("Once runs its function at the first call only") {
  Once once;
  int runs = 0;
  for (int i = 0; i < 3; ++i) once([&] { ++runs; });
  CHECK(runs == 1);
}

TEST_CASE("Once tries again after a call that threw") {
  Once once;
  int runs = 0;
  CHECK_THROWS_AS(once([&] {
                    ++runs;
                    throw std::runtime_error("no");
                  }),
                  std::runtime_error);
  once([&] { ++runs; });
  once([&] { ++runs; });
  CHECK(runs == 2);
}

TEST_CASE("Once runs once among threads, and each returns after it has run") {
  Once once;
  std::atomic<int> runs = 0;
  std::atomic<int> sawItDone = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      once([&] { ++runs; });
      if (runs.load() == 1) ++sawItDone;
    });
  }
  for (std::thread& t : threads) t.join();
  CHECK(runs == 1);
  CHECK(sawItDone == 4);
}
