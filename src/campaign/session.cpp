// The days of one evening's session: the campaign's own day played forward, each band met
// kept for the board and set aside so that the party travels on.
#include "campaign/session.hpp"

#include <algorithm>

#include "campaign/day.hpp"
#include "campaign/encounter.hpp"

namespace outremer::campaign {

namespace {

bool canTravelOn(const Turn& turn) {
  const std::vector<Option> menu = day::options(turn);
  return std::any_of(menu.begin(), menu.end(), [](const Option& o) { return o.word == "move"; });
}

// The party as it sets out, as a party brief shows it (its daily cost and purse).
gen::Party partyOf(const State& state) {
  gen::Party party;
  party.group = state.group;
  party.groupLabel = state.groupLabel;
  for (const Member& m : state.members) party.members.push_back(m.character);
  party.mules = state.mules;
  party.wagons = state.wagons;
  party.purse = state.purse;
  gen::totalParty(party);
  return party;
}

// The band waiting, with the loot the campaign takes from it (Meeting::lootKind).
SessionMeeting keep(const Turn& turn, dice::Rng& lootDice) {
  SessionMeeting kept{*meetingOf(turn.state.pending), turn.state.waitingBrief, std::nullopt};
  const std::string kind = kept.meeting.lootKind.value_or("");
  if (!kind.empty()) {
    gen::RollLog log(gen::RollLog::Keeps::lastRoll);
    kept.loot = gen::makeLoot(turn.rules, lootDice, log, kind, std::nullopt);
  }
  return kept;
}

// One day: the party travels on; each band met is kept and the encounter closed as
// settled, which ends the day as the campaign ends it.
SessionDay travel(Turn& turn, uint64_t seed) {
  SessionDay today;
  today.day = turn.state.day;
  const size_t told = turn.state.log.size();
  dice::Rng lootDice = dice::Rng::forItem(seed, static_cast<uint64_t>(today.day));
  day::play(turn, "move", "");
  today.hex = here(turn);
  while (waiting(turn.state.pending) && !over(turn)) {
    today.meetings.push_back(keep(turn, lootDice));
    turn.state.waitingBrief = std::monostate{};
    encounter::close(turn);
  }
  today.told.assign(turn.state.log.begin() + static_cast<long>(told), turn.state.log.end());
  return today;
}

}  // namespace

Session planSession(const gen::Rules& rules, const Route& route, const NewCampaign& request, int days) {
  State state = startCampaign(rules, route, request);
  Session session;
  session.seed = request.seed;
  session.party = partyOf(state);
  EncounterWriter writer;
  writer.keepBriefs = true;  // the briefs are the session's pages
  Turn turn(rules, route, state, writer);
  for (int d = 0; d < days && !over(turn) && canTravelOn(turn); ++d) session.days.push_back(travel(turn, request.seed));
  return session;
}

}  // namespace outremer::campaign
