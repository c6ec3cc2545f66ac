// Chronicles of journeys played by each policy, caught early, midway and at their end,
// and of the hand-made campaign, for the tests that hold the chronicle's writers to the
// templates.
#pragma once

#include <catch2/catch.hpp>

#include "../campaign/handmade_campaign.hpp"
#include "campaign/chronicle.hpp"
#include "campaign/journey.hpp"
#include "campaign/policy.hpp"
#include "campaign/start.hpp"
#include "render/brief.hpp"
#include "render/chronicle_json.hpp"

namespace outremer::testing {

/// Calls |check|(header, body) with the chronicle of the hand-made campaign, and of the
/// journeys of seeds 1..12 played by each policy after 3 and 25 answers and at their end
/// (at most 400 answers; a journey over sooner is caught fewer times). Returns how many
/// it made.
template <typename Check>
int forEveryChronicle(const Check& check) {
  int made = 0;
  const auto tell = [&](const campaign::State& state) {
    const render::BriefBody body = campaign::chronicle(state, shippedRoute());
    check(render::chronicleHeader(std::get<campaign::Chronicle>(body), state, "outremer campaign log"), body);
    ++made;
  };
  tell(handmadeCampaign());
  for (const campaign::Policy policy : {campaign::Policy::cautious, campaign::Policy::bold}) {
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      campaign::NewCampaign request;
      request.seed = seed;
      campaign::State state = campaign::startCampaign(rules(), shippedRoute(), request);
      campaign::Journey journey(rules(), shippedRoute(), state);
      INFO("seed " << seed << " policy " << campaign::nameOf(policy));
      for (int answers = 0; answers < 400 && !journey.over(); ++answers) {
        if (answers == 3 || answers == 25) tell(state);
        const std::string answer = campaign::choose(journey, policy);
        if (answer.empty()) break;
        journey.play(answer);
      }
      tell(state);
    }
  }
  return made;
}

}  // namespace outremer::testing
