#include "cli/save_file.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/table_source.hpp"

namespace outremer::cli {

namespace {

// The dice of a campaign follow from its save; a seed given later would be silently ignored.
const Context& withoutSeed(const Context& context) {
  if (context.seed) {
    throw UsageError("--seed: a campaign's dice follow from its save; give --seed to 'outremer campaign new'");
  }
  return context;
}

}  // namespace

CampaignFiles::CampaignFiles(const Context& context, const std::string& save)
    : rules(loadRules(withoutSeed(context))), route(*rules), state(loadSave(save)) {
  try {
    campaign::checkAgainstTables(state, *rules, route);
  } catch (const std::exception& error) {
    throw UsageError("--save: '" + save + "': " + error.what() + "; it was left as it is");
  }
}

}  // namespace outremer::cli
