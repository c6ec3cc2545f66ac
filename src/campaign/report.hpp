#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"

/// The report phase: a fight played on the board, reported line by line.
namespace outremer::campaign::report {

/// Starts the report of the encounter waiting, fought on the board.
void start(Turn& turn);
/// The lines a report may say.
std::vector<Option> options();
/// Notes the report line |word| |rest|, or applies the report on "done". Throws
/// ChoiceError for a line that is unknown or contradicts an earlier one (the report is
/// then kept as it was).
void play(Turn& turn, const std::string& word, const std::string& rest);

}  // namespace outremer::campaign::report
