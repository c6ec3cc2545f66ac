// The JSON form of `simulate fight`'s report (schemas/fight-simulation.schema.json): who
// won and how, the turns and each side's losses, as the sums a merge reads beside the
// shares and means derived from them (codec/simulation.hpp).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/fight_simulation.hpp"
#include "campaign/simulation_report.hpp"
#include "codec/simulation.hpp"

namespace outremer::codec {

inline constexpr std::string_view kFightSimulationReport[] = {"fight-simulation"};
inline constexpr int kFightSimulationVersion = 1;

/// The report's words for a winner (0, 1, campaign::kNoWinner); the first two name the
/// sides.
inline constexpr std::string_view kWinnerWords[] = {"the party", "they", "neither"};
/// "the party", "they", "neither": the report's word for |winner|.
const char* winnerWord(size_t winner);
/// How a fight ended, as the report words it (gen::FightEnd's order).
std::span<const std::string_view> fightEndWords();

/// The fights a winner won by one end.
struct EndRuns {
  std::string end;
  Share share;
};

template <class Io>
void fields(Io& io, Of<EndRuns> auto& e) {
  io("end", e.end, Words{fightEndWords()});
  fields(io, e.share);  // its members beside the end's word
}

/// The fights a winner won (written, not read: the sum of its ends'), of the |of| the
/// report counts, by how they ended.
struct WinnerRuns {
  std::string winner;
  uint64_t won = 0;
  uint64_t of = 0;
  std::vector<EndRuns> ends;
};

template <class Io>
void fields(Io& io, Of<WinnerRuns> auto& w) {
  io("winner", w.winner, Words{kWinnerWords});
  io.derived("runs", [&] { return w.won; });
  shareFigures(io, w.won, w.of);
  io("ends", w.ends);
}

/// A side's losses.
struct SideLossSums {
  std::string side;
  campaign::LossSums losses;
};

template <class Io>
void fields(Io& io, Of<SideLossSums> auto& s) {
  io("side", s.side, Words{std::span(kWinnerWords).first(2)});
  for (const campaign::LossMeasure& m : campaign::kLossMeasures) io(m.name, s.losses.*m.sums);
}

/// The report's pieces for the writer, and taken back by the reader, which refuses them
/// (naming |at|) unless they count the report's |count| runs.
std::vector<WinnerRuns> winnerRuns(const campaign::FightTally& tally);
void takeWinners(const std::vector<WinnerRuns>& winners, uint64_t count, const std::string& at,
                 campaign::FightTally& tally);
std::vector<SideLossSums> sideLossSums(const campaign::FightTally& tally);
void takeSides(const std::vector<SideLossSums>& sides, uint64_t count, const std::string& at,
               campaign::FightTally& tally);

template <class Io>
void fields(Io& io, Of<campaign::FightSimulationReport> auto& r) {
  reportHead(io, Words{kFightSimulationReport}, kFightSimulationVersion, r.command, r.seed);
  io("fought", r.fought);
  io("runs", r.runs);
  io("first", r.first);
  uint64_t count = r.tally.runs();
  io("count", count);
  if constexpr (Io::kReads) checkCounted(r.first, count, r.runs, io.at("count"));
  std::vector<WinnerRuns> winners = winnerRuns(r.tally);
  io("winners", winners);
  if constexpr (Io::kReads) takeWinners(winners, count, io.at("winners"), r.tally);
  io("turns", r.tally.turns);
  if constexpr (Io::kReads) checkSums(r.tally.turns, count, io.at("turns"));
  std::vector<SideLossSums> sides = sideLossSums(r.tally);
  io("sides", sides);
  if constexpr (Io::kReads) takeSides(sides, count, io.at("sides"), r.tally);
}

/// The report |json| holds, read back strictly from what the writer wrote (the sums; the
/// shares and means are worked out again). Throws FormatError naming the JSON path of the
/// first problem.
campaign::FightSimulationReport readFightSimulationReport(const nlohmann::json& json);

}  // namespace outremer::codec
