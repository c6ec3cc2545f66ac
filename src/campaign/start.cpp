#include "campaign/start.hpp"

#include <algorithm>

#include "gen/party.hpp"
#include "util/text.hpp"

namespace outremer::campaign {

namespace {

// Members are answered for by name as typed ("dead crepin" is Crépin): a later namesake
// is "the Younger", as a recruit is.
void nameUniquely(std::vector<Member>& members) {
  std::vector<std::string> taken;
  for (Member& m : members) {
    m.character.name = gen::untakenName(m.character.name, "the Younger", [&](const std::string& name) {
      return std::find(taken.begin(), taken.end(), util::foldName(name)) != taken.end();
    });
    taken.push_back(util::foldName(m.character.name));
  }
}

}  // namespace

State startCampaign(const gen::Rules& rules, const Route& route, const NewCampaign& request) {
  return startCampaign(rules, route, request, dice::Rng(request.seed));
}

State startCampaign(const gen::Rules& rules, const Route& route, const NewCampaign& request, dice::Rng rng) {
  gen::RollLog log(gen::RollLog::Keeps::lastRoll);  // the party's rolls are not kept: its story starts with the chronicle
  State s;
  s.seed = request.seed;
  s.strength = request.strength;
  if (request.members) {
    s.group = "party-file";
    s.groupLabel = request.partyLabel;
    for (const gen::Character& c : *request.members) s.members.push_back({c});
    s.mules = request.mules;
    s.wagons = request.wagons;
    s.purse = request.purse.value_or(tables::Money{});
  } else {
    const gen::Party party = gen::makeParty(rules, rng, log, request.group, request.strength);
    s.group = party.group;
    s.groupLabel = party.groupLabel;
    for (const gen::Character& c : party.members) s.members.push_back({c});
    s.mules = party.mules;
    s.wagons = party.wagons;
    s.purse = request.purse.value_or(party.purse);
  }
  nameUniquely(s.members);
  s.promise = request.promise;
  s.lastPaid = 0;
  s.rng = rng;
  s.log.push_back({1, route.hexes().front().id, EntryKind::start,
                   {.said = Said::setOut, .name = s.groupLabel,
                    .names = {route.hexes().front().name, promisedTown(s.promise, route)},
                    .numbers = {static_cast<int64_t>(s.members.size()), s.purse.copper, s.promise.every}},
                   s.purse.copper});
  return s;
}

}  // namespace outremer::campaign
