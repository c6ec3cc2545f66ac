#include "dice/rng.hpp"

#include <random>
#include <sstream>
#include <stdexcept>

namespace outremer::dice {
namespace {

// SplitMix64: spreads (seed, item) over the whole state space so that neighbouring items
// start far apart.
uint64_t splitMix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

Rng Rng::forItem(uint64_t seed, uint64_t item) {
  return Rng(splitMix64(seed ^ splitMix64(item)), item);
}

std::string Rng::state() const {
  std::ostringstream out;
  out << engine_;
  return out.str();
}

Rng Rng::fromState(const std::string& text) {
  Rng rng;
  std::istringstream in(text);
  in >> rng.engine_;
  if (in.fail()) throw std::invalid_argument("not a generator state: '" + text + "'");
  in >> std::ws;
  if (!in.eof()) throw std::invalid_argument("not a generator state: '" + text + "'");
  return rng;
}

uint64_t freshSeed() {
  std::random_device device;
  return (uint64_t{device()} << 32) | device();
}

}  // namespace outremer::dice
