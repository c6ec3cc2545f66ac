#pragma once

#include <array>
#include <string>

#include "dice/rng.hpp"

namespace outremer::dice {

/// One die as the book defines it: a dN is uniform 1..N, except d20, the sum of two d10
/// (2..20), and d100, percentile dice (1..100). The book's dice section, Outremer (1987).
struct Die {
  int sides = 6;

  int minimum() const { return sides == 20 ? 2 : 1; }
  int maximum() const { return sides; }
  /// d20 and d100 are thrown as two d10 (readDicePair reads them).
  bool thrownAsTwoD10() const { return sides == 20 || sides == 100; }
  std::string name() const { return "d" + std::to_string(sides); }
  friend bool operator==(Die, Die) = default;
};

/// The faces one die showed and what they read as. d20 shows two d10 faces (1..10);
/// d100 shows the tens and the units die (0..9 each); any other die one face.
struct DieRoll {
  int sides = 0;
  std::array<int, 2> faces{};
  int faceCount = 1;
  int value = 0;
};

/// The book's d100 reading: tens and units die 0..9; a 0 on the tens die means the units
/// die alone counts; 00 is 100.
constexpr int readPercentile(int tens, int units) {
  const int value = tens * 10 + units;
  return value == 0 ? 100 : value;
}

/// What a d20 or d100 reads when its two d10 show |pair| (0..99): tens face pair / 10,
/// units face pair % 10. Every pair is equally likely, as with two real dice.
inline DieRoll readDicePair(int sides, int pair) {
  DieRoll result;
  result.sides = sides;
  result.faceCount = 2;
  if (sides == 20) {
    result.faces = {pair / 10 + 1, pair % 10 + 1};
    result.value = result.faces[0] + result.faces[1];
  } else {
    result.faces = {pair / 10, pair % 10};
    result.value = readPercentile(result.faces[0], result.faces[1]);
  }
  return result;
}

/// Rolls |die|. d20 and d100 take one unbiased draw below 100 split into two d10 faces,
/// which is exactly two dice thrown for half the work.
inline DieRoll roll(Rng& rng, Die die) {
  if (die.thrownAsTwoD10()) return readDicePair(die.sides, static_cast<int>(rng.below(100)));
  DieRoll result;
  result.sides = die.sides;
  result.faces[0] = static_cast<int>(rng.below(static_cast<uint32_t>(die.sides))) + 1;
  result.value = result.faces[0];
  return result;
}

}  // namespace outremer::dice
