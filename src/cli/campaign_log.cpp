// `outremer campaign log`: the journey as a printable chronicle and ledger, with its map.
#include "campaign/chronicle.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/output.hpp"

namespace outremer::cli {

void runCampaignLog(const CampaignOptions& options, Context& context) {
  const CampaignFiles files(context, options.save);
  emitBrief(context, campaign::chronicleJson(files.state, files.route, commandWithout(context, {"--output", "-o"})));
}

}  // namespace outremer::cli
