#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "dice/rng.hpp"
#include "gen/character.hpp"
#include "gen/rules.hpp"

namespace outremer::campaign {

/// How a pilgrimage starts: a party (generated, or the members of a party file), a purse
/// and the promise of when the soldiers will be paid.
struct NewCampaign {
  uint64_t seed = 0;
  std::string group;                           // pilgrim-group id; "" rolls Table 1
  std::optional<std::vector<gen::Character>> members;  // a loaded party instead
  std::string partyLabel;  // a loaded party's words: no table names it, so the caller says them
  int mules = 0;
  int wagons = 0;
  std::optional<tables::Money> purse;  // default: the generated party's purse
  // The book starts a campaign's characters at their minimum attack; rolling them is a
  // house rule (campaign new --rolled-strengths).
  gen::InitialStrength strength = gen::InitialStrength::minimum;
  Promise promise;
};

/// Day 1 at the first hex of the route, the party made or taken (a member named as an
/// earlier one is renamed "the Younger"), the generator seeded with |request.seed|. Throws
/// gen::RulesError as makeParty does (an unknown group names the groups).
State startCampaign(const gen::Rules& rules, const Route& route, const NewCampaign& request);
/// The same with the generator |rng| (a simulation's pilgrimage draws from a stream of its
/// own); the state still records |request.seed|.
State startCampaign(const gen::Rules& rules, const Route& route, const NewCampaign& request, dice::Rng rng);

}  // namespace outremer::campaign
