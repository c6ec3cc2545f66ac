// A session bundle (`outremer session`): one printable HTML page holding what a game master
// needs for an evening on the pilgrimage road, composed of the pieces every other command
// prints (the party's brief and cards, each encounter's compact brief and cards, the loot,
// the rules' tables), then a handout for the players that leaves the GM's knowledge out.
#pragma once

#include <string>

#include "campaign/session.hpp"
#include "gen/rules.hpp"

namespace outremer::render {

/// The tables a quick-reference page prints, in its order: combat, missile, terrain and
/// morale.
std::vector<std::string> quickReferenceTables();

/// |session| as one printable HTML page (templates/page.html.mustache): the party sheet and
/// the road day by day, the party's cards, each band met with its compact brief, loot and
/// cards, the quick reference, and the player handout on pages of its own (no enemy
/// strengths, deployments or rolls: docs/SESSION.md). |command| replays it.
std::string sessionHtml(const campaign::Session& session, const gen::Rules& rules, const std::string& command);

}  // namespace outremer::render
