// `outremer campaign new | go | status | log`: the pilgrimage, saved after every step.
#include <memory>

#include "cli/campaign_cli.hpp"
#include "cli/commands.hpp"

namespace outremer::cli {
namespace {

using Runner = void (*)(const CampaignOptions&, Context&);

CLI::App* addSub(CLI::App& campaign, const char* name, const char* help, Runner runner,
                 const std::shared_ptr<CampaignOptions>& options, Context& context, int& status) {
  CLI::App* sub = campaign.add_subcommand(name, help);
  sub->add_option("--save", options->save, "The campaign's save file")->type_name("FILE")->required();
  sub->callback([runner, options, &context, &status] {
    runner(*options, context);
    status = 0;
  });
  return sub;
}

}  // namespace

void addCampaignCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<CampaignOptions>();
  CLI::App* campaign = app.add_subcommand("campaign", "The pilgrimage from Antioch to Jerusalem (saved after every step)");
  campaign->require_subcommand(1);
  CLI::App* start = addSub(*campaign, "new", "Start a pilgrimage: a party, a purse and the promise of wages",
                           runCampaignNew, options, context, status);
  start->add_option("--group", options->group, "Pilgrim group (Group Determination Table 1 id); default: rolled")
      ->type_name("TYPE");
  start->add_option("--party", options->party, "A party file written by 'outremer party --format json'")
      ->type_name("FILE");
  start->add_option("--purse", options->purse, "Money in hand, e.g. \"3GF 2SF\" (default: the party's purse)")
      ->type_name("COINS");
  start->add_option("--payday", options->payday, "Wages fall due every N days (default 7)")->type_name("N");
  start->add_option("--pay-at", options->payAt, "Wages fall due on reaching TOWN (a town on the route)")
      ->type_name("TOWN");
  start->add_flag("--force", options->force, "Start over even if the save file exists");
  start->add_flag("--rolled-strengths", options->rolledStrengths,
                  "House rule: roll strengths with a d10 as for one-off scenarios (the book starts a "
                  "campaign's characters at their minimum attack)");
  CLI::App* go = addSub(*campaign, "go", "Play on from the save: a menu on a terminal, one answer per line otherwise",
                        runCampaignGo, options, context, status);
  go->add_option("--days", options->days, "Play N days unattended (with --policy)")->type_name("N");
  go->add_option("--policy", options->policy, "Unattended choices: cautious or bold")->type_name("POLICY");
  addSub(*campaign, "status", "The party sheet, purse, position, promises and wanted notices", runCampaignStatus,
         options, context, status);
  addSub(*campaign, "log", "The journey as a chronicle and ledger (text, markdown, html with a map, json)",
         runCampaignLog, options, context, status);
}

}  // namespace outremer::cli
