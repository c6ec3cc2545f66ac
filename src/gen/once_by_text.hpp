#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "util/short_text_hash.hpp"

namespace outremer::gen {

/// Values by a text, each made once, for any number of threads: a look-up takes no lock (an
/// open-addressed table whose slots are each published once), only the first use of a text
/// does. For what the generators would otherwise work out again on every use (a dice
/// expression parsed, a character type's rows looked up).
template <class T>
class OnceByText {
 public:
  OnceByText() : slots_(std::make_unique<std::atomic<const Entry*>[]>(kSlots)) {
    for (size_t i = 0; i < kSlots; ++i) slots_[i].store(nullptr, std::memory_order_relaxed);
  }
  OnceByText(const OnceByText&) = delete;
  OnceByText& operator=(const OnceByText&) = delete;

  /// The value for |text|: make(text) on first use, under the lock. What |make| throws
  /// passes through and nothing is kept.
  template <class Make>
  const T& get(std::string_view text, Make&& make) const {
    const size_t hash = util::ShortTextHash{}(text);
    if (const Entry* entry = find(text, hash)) return entry->value;
    return add(text, hash, std::forward<Make>(make));
  }

 private:
  struct Entry {
    std::string text;
    T value;
  };
  // Enough for every text the tables hold several times over; past three quarters full,
  // the rest wait on the lock.
  static constexpr size_t kSlots = 1024;

  const Entry* find(std::string_view text, size_t hash) const {
    for (size_t probe = 0; probe < kSlots; ++probe) {
      const Entry* entry = slots_[(hash + probe) % kSlots].load(std::memory_order_acquire);
      if (entry == nullptr) return nullptr;
      if (util::SameText{}(entry->text, text)) return entry;
    }
    return nullptr;
  }

  template <class Make>
  const T& add(std::string_view text, size_t hash, Make&& make) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (const Entry* entry = find(text, hash)) return entry->value;  // another thread's
    for (const Entry* entry : overflow_) {
      if (util::SameText{}(entry->text, text)) return entry->value;
    }
    made_.push_back(std::make_unique<Entry>(Entry{std::string(text), make(text)}));
    const Entry* added = made_.back().get();
    if (made_.size() > kSlots / 4 * 3) {
      overflow_.push_back(added);
      return added->value;
    }
    size_t slot = hash % kSlots;
    while (slots_[slot].load(std::memory_order_relaxed) != nullptr) slot = (slot + 1) % kSlots;
    slots_[slot].store(added, std::memory_order_release);
    return added->value;
  }

  std::unique_ptr<std::atomic<const Entry*>[]> slots_;
  mutable std::mutex mutex_;
  mutable std::vector<std::unique_ptr<Entry>> made_;  // every one, slotted or not
  mutable std::vector<const Entry*> overflow_;        // those with no slot, under the lock
};

}  // namespace outremer::gen
