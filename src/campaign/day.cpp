// What the party does with its day.
#include "campaign/day.hpp"

namespace outremer::campaign::day {

void finishPilgrimage(Turn& turn) {
  const int renown = turn.house.value("renown-arrival");
  turn.state.renown += renown;
  turn.state.finished = Ending::arrived;
  int survivors = 0;
  for (const Member& m : turn.state.members) survivors += m.present() ? 1 : 0;
  say(turn, "arrive",
      "The pilgrimage is over: " + std::to_string(survivors) + " of " +
          std::to_string(turn.state.members.size()) + " pilgrims pray in Jerusalem on day " +
          std::to_string(turn.state.day) + ", purse " + turn.state.purse.normalised() + ", renown " +
          std::to_string(turn.state.renown) + " (+" + std::to_string(renown) + ").");
}

}  // namespace outremer::campaign::day
