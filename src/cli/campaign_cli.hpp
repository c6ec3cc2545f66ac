#pragma once

#include <string>

#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "cli/context.hpp"
#include "cli/table_source.hpp"
#include "gen/rules.hpp"
#include "tables/table_set.hpp"

namespace outremer::cli {

/// The flags of `outremer campaign SUBCOMMAND`.
struct CampaignOptions {
  std::string save;
  std::string group;
  std::string party;
  std::string purse;
  std::string payday;
  std::string payAt;
  bool force = false;
  bool rolledStrengths = false;  // house rule: roll the party's strengths as for one-off scenarios
  std::string days;
  std::string policy;
};

/// A campaign opened for play: the tables in use, the route and the saved state, checked
/// against each other, with the answers of the save's journal played on it. Throws
/// UsageError naming the save for a file that cannot be used.
struct CampaignFiles {
  CampaignFiles(const Context& context, const std::string& save);
  CampaignFiles(const CampaignFiles&) = delete;
  CampaignFiles& operator=(const CampaignFiles&) = delete;

  SharedRules rules;
  campaign::Route route;
  campaign::State state;
  std::string mark;  // the save file's bytes, as its journal names them

 private:
  void replay(const std::string& save);
};

void runCampaignNew(const CampaignOptions& options, Context& context);
void runCampaignGo(const CampaignOptions& options, Context& context);
void runCampaignStatus(const CampaignOptions& options, Context& context);
void runCampaignLog(const CampaignOptions& options, Context& context);

/// |group| when it is "" (rolled) or a pilgrim group of |rules|; otherwise throws
/// UsageError naming --group and the groups.
std::string checkedGroup(const gen::Rules& rules, const std::string& group);

}  // namespace outremer::cli
