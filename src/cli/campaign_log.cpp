// `outremer campaign log`: the journey as a chronicle (the renderer is render/chronicle).
#include "cli/campaign_cli.hpp"
#include "cli/output.hpp"

namespace outremer::cli {

void runCampaignLog(const CampaignOptions& options, Context& context) {
  CampaignFiles files(context, options.save);
  std::string text;
  for (const campaign::LogEntry& e : files.state.log) {
    text += "Day " + std::to_string(e.day) + "  " + e.text + "\n";
  }
  writeOutput(context, text);
}

}  // namespace outremer::cli
