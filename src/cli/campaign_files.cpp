#include "campaign/save_file.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/table_source.hpp"

namespace outremer::cli {

CampaignFiles::CampaignFiles(const Context& context, const std::string& save)
    : set(loadTables(context)), rules(set), route(rules), state(campaign::loadSave(save)) {
  try {
    campaign::checkAgainstRoute(state, route);
    dice::Rng::fromState(state.rng);
  } catch (const std::exception& error) {
    throw UsageError("--save: '" + save + "': " + error.what() + "; it was left as it is");
  }
}

}  // namespace outremer::cli
