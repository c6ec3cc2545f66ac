#pragma once

#include <string>
#include <vector>

#include "campaign/turn.hpp"

/// The day phase: what the party does with its day.
namespace outremer::campaign::day {

/// What the party can do with the day where it is.
std::vector<Option> options(const Turn& turn);
/// Plays |word| (with |rest|, a type to recruit or a member to dismiss), one of
/// options(): the day's deed, then its end unless an encounter waits. Throws ChoiceError
/// for another, or for what cannot be done now (the state is then unchanged).
void play(Turn& turn, const std::string& word, const std::string& rest);

/// The terms of every type a town here hires, in the tables' order; none outside a town.
std::vector<HiringTerms> hiringTerms(const Turn& turn);

/// Ends the pilgrimage in Jerusalem, with the renown of arriving.
void finishPilgrimage(Turn& turn);

}  // namespace outremer::campaign::day
