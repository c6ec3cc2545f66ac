#pragma once

#include <atomic>
#include <mutex>
#include <utility>

namespace outremer::util {

/// Runs a function once, as std::call_once does, but answers every later call with one
/// load: std::call_once costs a few dozen instructions each time, and the tables read on
/// first use (a table's index, the combat tables) are asked for in every attack of a fight.
/// The first call takes a mutex, not std::call_once: glibc's call_once ends with a futex
/// wake, a system call for every table a process indexes (39 in one brief).
class Once {
 public:
  /// Calls |make| unless a call has already returned; a call that throws counts for nothing
  /// (the next caller tries again), and concurrent callers wait for the one that runs.
  template <class Make>
  void operator()(Make&& make) {
    if (done_.load(std::memory_order_acquire)) return;
    std::lock_guard lock(mutex_);
    if (done_.load(std::memory_order_relaxed)) return;
    std::forward<Make>(make)();
    done_.store(true, std::memory_order_release);
  }

 private:
  std::atomic<bool> done_{false};
  std::mutex mutex_;
};

}  // namespace outremer::util
