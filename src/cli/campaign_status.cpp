// `outremer campaign status`: where the pilgrims are and how they fare.
#include "cli/campaign_cli.hpp"

#include "campaign/journey.hpp"
#include "cli/output.hpp"
#include "cli/save_file.hpp"
#include "codec/json_out.hpp"
#include "render/cards.hpp"
#include "render/status_sheet.hpp"

namespace outremer::cli {

void runCampaignStatus(const CampaignOptions& options, Context& context) {
  CampaignFiles files(context, options.save);
  const std::optional<campaign::Payday> payday =
      campaign::Journey(*files.rules, files.route, files.state).payday();
  if (wantsCards(context)) {
    const std::vector<render::CardGroup> groups = render::cardGroups(files.state, files.state.groupLabel);
    emitCards(context, files.state.groupLabel + ": day " + std::to_string(files.state.day), {}, groups, *files.rules);
    return;
  }
  const render::Format format = outputFormat(context);
  if (format == render::Format::markdown || format == render::Format::html) {
    throw UsageError("--format: campaign status prints text or json; the printable chronicle is 'outremer campaign log'");
  }
  if (format == render::Format::json) {
    writeOutput(context, codec::jsonText(render::statusSheet(files.state, files.route, payday), 2) + "\n");
  } else {
    writeOutput(context, render::statusText(files.state, files.route, payday));
  }
}

}  // namespace outremer::cli
