#include "campaign/fight_simulation.hpp"

#include <numeric>

namespace outremer::campaign {
namespace {

int sizeOf(const std::vector<std::string>& names) { return static_cast<int>(names.size()); }

SideLosses lossesOf(const gen::Fight& fight, int side) {
  const gen::Casualties& c = fight.casualties[side];
  return {static_cast<int>(fight.setup.sides[side].fighters.size()), sizeOf(c.killed), sizeOf(c.wounded),
          sizeOf(c.stunned), sizeOf(c.fled)};
}

}  // namespace

FightRun playFight(const gen::Rules& rules, const gen::FightSource& source, uint64_t seed, uint64_t run) {
  dice::Rng rng = dice::Rng::forItem(seed, run);
  gen::RollLog log(gen::RollLog::Keeps::lastRoll);  // nobody reads it: a simulation keeps no brief
  const gen::Fight fight = gen::fightOf(rules, source, rng, log);
  FightRun result;
  result.end = fight.end;
  result.winner = fight.winner < 0 ? kNoWinner : static_cast<size_t>(fight.winner);
  result.turns = static_cast<int>(fight.rounds.size());
  for (int side = 0; side < 2; ++side) result.sides[static_cast<size_t>(side)] = lossesOf(fight, side);
  return result;
}

uint64_t FightTally::won(size_t winner) const {
  return std::accumulate(outcomes[winner].begin(), outcomes[winner].end(), uint64_t{0});
}

void FightTally::add(const FightRun& run) {
  ++outcomes[run.winner][static_cast<size_t>(run.end)];
  turns.add(run.turns);
  for (size_t side = 0; side < 2; ++side) {
    for (const LossMeasure& m : kLossMeasures) (sides[side].*m.sums).add(run.sides[side].*m.value);
  }
}

void FightTally::merge(const FightTally& other) {
  for (size_t w = 0; w < kWinners; ++w) {
    for (size_t e = 0; e < kFightEnds; ++e) outcomes[w][e] += other.outcomes[w][e];
  }
  turns.merge(other.turns);
  for (size_t side = 0; side < 2; ++side) {
    for (const LossMeasure& m : kLossMeasures) (sides[side].*m.sums).merge(other.sides[side].*m.sums);
  }
}

}  // namespace outremer::campaign
