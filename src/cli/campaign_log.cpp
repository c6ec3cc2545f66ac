// `outremer campaign log`: the journey as a printable chronicle and ledger, with its map.
#include "render/chronicle_json.hpp"
#include "cli/campaign_cli.hpp"
#include "cli/output.hpp"

namespace outremer::cli {

void runCampaignLog(const CampaignOptions& options, Context& context) {
  const CampaignFiles files(context, options.save);
  const render::BriefBody body = campaign::chronicle(files.state, files.route);
  const render::BriefHeader header = render::chronicleHeader(std::get<campaign::Chronicle>(body), files.state,
                                                             commandWithout(context, {"--output", "-o"}));
  emitBrief(context, render::Brief{header, body, gen::RollLog{}});
}

}  // namespace outremer::cli
