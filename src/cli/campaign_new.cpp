// `outremer campaign new`: a party, a purse, day 1 at Antioch and the promise of wages.
#include <filesystem>

#include "cli/save_file.hpp"
#include "cli/save_journal.hpp"
#include "campaign/journey.hpp"
#include "campaign/start.hpp"
#include "cli/campaign_cli.hpp"
#include "render/status_sheet.hpp"
#include "cli/output.hpp"
#include "cli/party_file.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "gen/daily_cost.hpp"
#include "gen/party.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

campaign::Promise promiseFrom(const CampaignOptions& options, const campaign::Route& route) {
  if (!options.payday.empty() && !options.payAt.empty()) {
    throw UsageError("--pay-at: give either --payday N or --pay-at TOWN, not both");
  }
  campaign::Promise promise;
  if (!options.payday.empty()) promise.every = wholeNumber(options.payday, "--payday", 1, 365);
  if (options.payAt.empty()) return promise;
  // A town by its id or its name, as typed: "acre", "Acre" and "ACRE" are one town.
  std::vector<std::string> towns;
  const std::string wanted = util::foldName(options.payAt);
  for (const campaign::Hex* town : route.townsAhead()) {
    towns.push_back(town->id);
    if (util::foldName(town->id) == wanted || util::foldName(town->name) == wanted) promise.town = town->id;
  }
  if (promise.town.empty()) {
    throw UsageError("--pay-at: " + util::unknownName("town", options.payAt, towns, "towns on the road"));
  }
  promise.kind = campaign::PromiseKind::town;
  return promise;
}

}  // namespace

std::string checkedGroup(const gen::Rules& rules, const std::string& group) {
  if (group.empty()) return group;
  const std::vector<std::string> groups = gen::groupIds(rules);
  if (std::find(groups.begin(), groups.end(), group) == groups.end()) {
    throw UsageError("--group: " + util::unknownName("group", group, groups, "groups"));
  }
  return group;
}

void runCampaignNew(const CampaignOptions& options, Context& context) {
  if (!context.output.empty()) {
    throw UsageError("--output: 'campaign new' writes the campaign to --save and prints its start on standard output");
  }
  textOnly(context, "campaign new");
  std::error_code ignored;
  if (std::filesystem::is_directory(options.save, ignored)) {
    throw UsageError("--save: '" + options.save + "' is a folder; give the name of the save file to write");
  }
  if (std::filesystem::exists(options.save, ignored) && !options.force) {
    throw UsageError("--save: '" + options.save + "' already holds a campaign; play it with 'outremer campaign go --save " +
                     shellQuote(options.save) + "', or add --force to start over");
  }
  if (!options.group.empty() && !options.party.empty()) throw UsageError("--group: give either --group or --party, not both");
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const campaign::Route route(rules);
  campaign::NewCampaign request;
  request.seed = seedFor(context);
  request.promise = promiseFrom(options, route);
  if (options.rolledStrengths) request.strength = gen::InitialStrength::rolled;
  request.group = checkedGroup(rules, options.group);
  if (!options.party.empty()) {
    takePartyFile(request, options.party, gen::keptTypes(rules));
  }
  if (!options.purse.empty()) {
    try {
      request.purse = tables::Money::parse(options.purse);
    } catch (const std::invalid_argument& error) {
      throw UsageError(std::string("--purse: ") + error.what());
    }
  }
  const SaveLock lock(options.save);
  campaign::State state = campaign::startCampaign(rules, route, request);
  storeSave(options.save, state);
  removeJournal(options.save);  // a journal of the save this one replaces is not this one's
  const std::optional<campaign::Payday> payday = campaign::Journey(rules, route, state).payday();
  context.out << render::statusText(state, route, payday) << "\nSeed " << state.seed << ". Saved to " << options.save
              << ".\nPlay on with: outremer campaign go --save " << shellQuote(options.save) << "\n";
}

}  // namespace outremer::cli
