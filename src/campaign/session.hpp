#pragma once

#include <optional>
#include <vector>

#include "campaign/route.hpp"
#include "campaign/start.hpp"
#include "campaign/state.hpp"
#include "gen/loot.hpp"
#include "gen/party.hpp"
#include "gen/rules.hpp"

namespace outremer::campaign {

/// A band the party meets on a day of the session, as the campaign meets it: the meeting
/// (who, why, what robbing them yields), the encounter or village as it was rolled (none
/// for mutineers or a great lord's men, who come without a brief) and the loot.
struct SessionMeeting {
  Meeting meeting;
  WaitingBrief brief;
  // Robbing them or beating them (gen::makeLoot for the meeting's loot kind); none where
  // the campaign takes no loot from them. A village's loot is in its brief.
  std::optional<gen::Loot> loot;
};

/// One day on the road: its number, the hex the party reaches, what the chronicle tells of
/// it, and whom the party meets there (none on a clear hex).
struct SessionDay {
  int day = 0;
  Hex hex;
  std::vector<LogEntry> told;
  std::vector<SessionMeeting> meetings;
};

/// What a game master prepares for an evening: the party as it sets out and the days ahead.
struct Session {
  uint64_t seed = 0;
  gen::Party party;
  std::vector<SessionDay> days;
};

/// The party of |request| (rolled from its seed, or its members) and the next |days| days
/// it travels on the road, each played by the campaign's own rules (`campaign new`, then
/// `move` each day): the encounter check on entering each hex, what is met and, for each
/// band met, the loot the campaign would take from it. The fight itself is for the board,
/// so each encounter is taken as settled without loss and the party travels on; the
/// session stops early at the road's end. Loot is rolled from a stream of its own for each
/// day (dice::Rng::forItem(seed, day)), so the days' encounters are those the campaign's
/// own dice give.
Session planSession(const gen::Rules& rules, const Route& route, const NewCampaign& request, int days);

}  // namespace outremer::campaign
