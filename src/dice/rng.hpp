#pragma once

#include <cstdint>
#include <string>

#include <pcg_random.hpp>

namespace outremer::dice {

/// The one random generator: pcg32 with unbiased bounded draws that give the same numbers
/// on every platform. Passed by reference to whatever rolls; never global.
class Rng {
 public:
  /// A generator on |stream| of |seed|.
  explicit Rng(uint64_t seed, uint64_t stream = 0) : engine_(seed, stream) {}

  /// The generator for item |item| of a batch seeded with |seed|: an independent stream,
  /// so an item does not depend on the batch size or on how the batch was sharded.
  static Rng forItem(uint64_t seed, uint64_t item);

  /// 32 raw bits.
  uint32_t next() { return engine_(); }

  /// A uniform whole number in [0, bound), bound > 0, without modulo bias (Lemire's
  /// multiply-and-reject method; the rare rejection keeps it exact).
  uint32_t below(uint32_t bound) {
    uint64_t product = uint64_t{next()} * bound;
    auto low = static_cast<uint32_t>(product);
    if (low < bound) {
      const uint32_t threshold = (0u - bound) % bound;
      while (low < threshold) {
        product = uint64_t{next()} * bound;
        low = static_cast<uint32_t>(product);
      }
    }
    return static_cast<uint32_t>(product >> 32);
  }

  /// The generator's full state as text, and back (for save files). fromState throws
  /// std::invalid_argument when |text| is not a state written by state().
  std::string state() const;
  static Rng fromState(const std::string& text);

  bool operator==(const Rng& other) const { return engine_ == other.engine_; }

 private:
  Rng() = default;
  pcg32 engine_;
};

/// A seed from the system's entropy: the only non-deterministic input, used only when the
/// user gives no seed (the seed is then printed so the result can be replayed).
uint64_t freshSeed();

}  // namespace outremer::dice
