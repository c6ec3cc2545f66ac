#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "dice/dice_expression.hpp"

namespace outremer::gen {

/// Dice expressions by their text, each parsed once, for any number of threads: a look-up
/// takes no lock (an open-addressed table whose slots are each published once), only the
/// first use of a text does. The generators look up a dice field on every roll.
class DiceCache {
 public:
  DiceCache();
  DiceCache(const DiceCache&) = delete;
  DiceCache& operator=(const DiceCache&) = delete;
  ~DiceCache();

  /// The expression |text| reads as, parsed on first use. Throws dice::DiceSyntaxError for
  /// a text that is not one (and keeps nothing).
  const dice::DiceExpression& get(std::string_view text) const;

 private:
  struct Parsed {
    std::string text;
    dice::DiceExpression expression;
  };
  // Enough for every dice text of the tables several times over; past three quarters full,
  // the rest wait on the lock.
  static constexpr size_t kSlots = 1024;
  const Parsed* find(std::string_view text, size_t hash) const;
  const dice::DiceExpression& add(std::string_view text, size_t hash) const;

  std::unique_ptr<std::atomic<const Parsed*>[]> slots_;
  mutable std::mutex mutex_;
  mutable std::vector<std::unique_ptr<Parsed>> parsed_;    // every one, slotted or not
  mutable std::vector<const Parsed*> overflow_;            // those with no slot, under the lock
};

}  // namespace outremer::gen
