// `outremer batch party`: the party brief, one per item.
#include "cli/batch_registry.hpp"
#include "gen/party.hpp"
#include "render/json_party.hpp"

namespace outremer::cli {
namespace {

nlohmann::ordered_json makePartyItem(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item) {
  gen::RollLog log;
  const gen::Party party = gen::makeParty(rules, rng, log, item.option("group"));
  return render::partyBrief(party, log, item.seed, item.command);
}

const BatchKindRegistration registration(
    {"party", makePartyItem, {{"group", "Group id from Group Determination Table 1 (rolled when not given)"}}});

}  // namespace
}  // namespace outremer::cli
