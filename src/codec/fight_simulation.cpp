#include "codec/fight_simulation.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

#include "codec/fight_words.hpp"

namespace outremer::codec {

using campaign::kFightEnds;
using campaign::kWinners;

const char* winnerWord(size_t winner) {
  return kWinnerWords[std::min(winner, campaign::kNoWinner)].data();  // literals: null-terminated
}

std::span<const std::string_view> fightEndWords() { return kFightEndWords; }

namespace {

// Refuses |items| at |at| unless there are |size| of them, each worded as |words| in turn
// (its word the member |key|).
template <class Item>
void checkWords(const std::vector<Item>& items, std::string Item::*word, const char* key,
                std::span<const std::string_view> words, const std::string& at) {
  if (items.size() != words.size()) {
    refuse(at, "expected " + std::to_string(words.size()) + " items, found " + std::to_string(items.size()));
  }
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].*word != words[i]) {
      refuse(at + "[" + std::to_string(i) + "]." + key, "expected " + std::string(words[i]));
    }
  }
}

}  // namespace

std::vector<WinnerRuns> winnerRuns(const campaign::FightTally& t) {
  std::vector<WinnerRuns> winners;
  for (size_t winner = 0; winner < kWinners; ++winner) {
    WinnerRuns& w = winners.emplace_back(WinnerRuns{winnerWord(winner), t.won(winner), t.runs(), {}});
    for (size_t end = 0; end < kFightEnds; ++end) {
      w.ends.push_back({std::string(fightEndWords()[end]), {t.outcomes[winner][end], t.runs()}});
    }
  }
  return winners;
}

void takeWinners(const std::vector<WinnerRuns>& winners, uint64_t count, const std::string& at,
                 campaign::FightTally& t) {
  checkWords(winners, &WinnerRuns::winner, "winner", kWinnerWords, at);
  uint64_t counted = 0;
  for (size_t winner = 0; winner < kWinners; ++winner) {
    const std::vector<EndRuns>& ends = winners[winner].ends;
    checkWords(ends, &EndRuns::end, "end", fightEndWords(), at + "[" + std::to_string(winner) + "].ends");
    for (size_t end = 0; end < kFightEnds; ++end) {
      t.outcomes[winner][end] = ends[end].share.runs;
      counted += ends[end].share.runs;
    }
  }
  if (counted != count) {
    refuse(at, "the ends add up to " + std::to_string(counted) + ", not " + std::to_string(count));
  }
}

std::vector<SideLossSums> sideLossSums(const campaign::FightTally& t) {
  return {{winnerWord(0), t.sides[0]}, {winnerWord(1), t.sides[1]}};
}

void takeSides(const std::vector<SideLossSums>& sides, uint64_t count, const std::string& at,
               campaign::FightTally& t) {
  checkWords(sides, &SideLossSums::side, "side", std::span(kWinnerWords).first(2), at);
  for (size_t side = 0; side < sides.size(); ++side) {
    for (const campaign::LossMeasure& m : campaign::kLossMeasures) {
      checkSums(sides[side].losses.*m.sums, count, at + "[" + std::to_string(side) + "]." + m.name);
    }
    t.sides[side] = sides[side].losses;
  }
}

campaign::FightSimulationReport readFightSimulationReport(const nlohmann::json& json) {
  if (!isDocument(json, "fight-simulation")) {
    throw FormatError("not an outremer fight simulation report (--format Json of 'simulate fight')");
  }
  return readJson<campaign::FightSimulationReport>(json, "simulation", "the fight simulation report");
}

}  // namespace outremer::codec
