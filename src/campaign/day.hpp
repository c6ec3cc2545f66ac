#pragma once

#include "campaign/turn.hpp"

/// The day phase: what the party does with its day.
namespace outremer::campaign::day {

/// Ends the pilgrimage in Jerusalem, with the renown of arriving.
void finishPilgrimage(Turn& turn);

}  // namespace outremer::campaign::day
