#pragma once

// Many fights of one kind, each from its own stream: who wins and how, and what each side
// loses, in whole-number sums that merge exactly (as the pilgrimages' do).

#include <array>
#include <cstdint>

#include "campaign/simulation.hpp"
#include "gen/fight.hpp"

namespace outremer::campaign {

/// The ways a fight ends, as the report counts them (gen::FightEnd's order).
using gen::kFightEnds;
/// Who won: the party, they, or neither (not fought, or undecided).
constexpr size_t kWinners = 3;
constexpr size_t kNoWinner = 2;

/// One side's losses at the end of a fight, by head.
struct SideLosses {
  int men = 0;
  int killed = 0;
  int wounded = 0;  // alive and wounded
  int stunned = 0;
  int fled = 0;  // routed off the field
};

/// What one fight came to.
struct FightRun {
  gen::FightEnd end = gen::FightEnd::notFought;
  size_t winner = kNoWinner;  // 0 the party, 1 they, kNoWinner neither
  int turns = 0;
  std::array<SideLosses, 2> sides;
};

/// Fights run |run| of a simulation seeded |seed| (gen::fightOf): with the generator
/// dice::Rng::forItem(seed, run), so that it is item |run| of `outremer batch fight --seed
/// |seed|` with the same inputs. It depends on (seed, run) alone. Throws gen::RulesError
/// for tables that lack what a fight needs.
FightRun playFight(const gen::Rules& rules, const gen::FightSource& source, uint64_t seed, uint64_t run);

/// One side's losses summed over many fights.
struct LossSums {
  Sums men;
  Sums killed;
  Sums wounded;
  Sums stunned;
  Sums fled;
  bool operator==(const LossSums&) const = default;
};

/// A measure of a side's losses: its name in the report, its value in a fight and its sums.
struct LossMeasure {
  const char* name;
  int SideLosses::*value;
  Sums LossSums::*sums;
};
inline constexpr LossMeasure kLossMeasures[] = {{"men", &SideLosses::men, &LossSums::men},
                                                {"killed", &SideLosses::killed, &LossSums::killed},
                                                {"wounded", &SideLosses::wounded, &LossSums::wounded},
                                                {"stunned", &SideLosses::stunned, &LossSums::stunned},
                                                {"fled", &SideLosses::fled, &LossSums::fled}};

/// The sums of many fights: exact whole numbers, so that tallies of any slices of the runs,
/// merged in any order, equal the tally of the whole.
struct FightTally {
  std::array<std::array<uint64_t, kFightEnds>, kWinners> outcomes{};  // by winner, then by end
  Sums turns;
  std::array<LossSums, 2> sides;

  uint64_t runs() const { return turns.count; }
  /// The fights won by |winner| (0, 1 or kNoWinner), however they ended.
  uint64_t won(size_t winner) const;
  /// Counts |run|. Throws std::overflow_error as Sums::add.
  void add(const FightRun& run);
  /// Counts |other|'s fights too; throws std::overflow_error as Sums::merge.
  void merge(const FightTally& other);
  bool operator==(const FightTally&) const = default;
};

}  // namespace outremer::campaign
