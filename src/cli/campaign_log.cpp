// `outremer campaign log`: the journey as a printable chronicle and ledger, with its map.
#include "render/chronicle_json.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/output.hpp"

namespace outremer::cli {

void runCampaignLog(const CampaignOptions& options, Context& context) {
  const CampaignFiles files(context, options.save);
  emitBrief(context, render::chronicleJson(files.state, files.route, commandWithout(context, {"--output", "-o"})));
}

}  // namespace outremer::cli
