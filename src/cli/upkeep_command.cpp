#include <algorithm>

#include "cli/commands.hpp"
#include "cli/whole_number.hpp"
#include "cli/output.hpp"
#include "cli/party_file.hpp"
#include "cli/table_source.hpp"
#include "gen/upkeep.hpp"
#include "render/brief.hpp"
#include "util/edit_distance.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

constexpr int kMostDays = 3650;  // ten years of days: a campaign's ledger, not a runaway loop

struct UpkeepOptions {
  std::string roster;
  std::string party;
  std::string days;
  std::string payday;
  std::string purse;
  std::string mountedSergeants;
  bool mercenary = false;
};

// "knight=1,sergeant=2": one member kind per TYPE=N, types known to upkeep-types.
std::vector<gen::UpkeepMember> parseRoster(const std::string& roster, const std::vector<std::string>& known) {
  std::vector<gen::UpkeepMember> members;
  size_t start = 0;
  while (start <= roster.size()) {
    size_t end = roster.find(',', start);
    if (end == std::string::npos) end = roster.size();
    const std::string item(util::trim(std::string_view(roster).substr(start, end - start)));
    start = end + 1;
    const size_t equals = item.find('=');
    if (equals == std::string::npos) {
      throw UsageError("--roster: expected TYPE=N, not '" + item + "' (e.g. \"knight=1,sergeant=2\")");
    }
    const std::string type(util::trim(std::string_view(item).substr(0, equals)));
    if (std::find(known.begin(), known.end(), type) == known.end()) {
      throw UsageError("--roster: unknown character type '" + type + "'" + util::didYouMean(type, known) +
                       "; types: " + util::join(known, ", "));
    }
    for (const gen::UpkeepMember& member : members) {
      if (member.type == type) throw UsageError("--roster: '" + type + "' is given twice");
    }
    const int count = wholeNumber(item.substr(equals + 1), "--roster: " + type, 0, 100000);
    members.push_back({type, count, false, type == "holy-order-knight", false});
  }
  return members;
}

// Mounts |n| of the roster's sergeants: they become a line of their own.
void mountSergeants(std::vector<gen::UpkeepMember>& members, int n) {
  auto sergeants =
      std::find_if(members.begin(), members.end(), [](const auto& m) { return m.type == "sergeant"; });
  const int have = sergeants == members.end() ? 0 : sergeants->count;
  if (n > have) {
    throw UsageError("--mounted-sergeants: " + std::to_string(n) + " mounted, but the roster has " +
                     std::to_string(have) + " sergeant(s)");
  }
  if (n == 0) return;
  sergeants->count -= n;
  gen::UpkeepMember mounted = *sergeants;
  mounted.count = n;
  mounted.mounted = true;
  members.insert(sergeants, mounted);
}

gen::UpkeepRequest makeRequest(const UpkeepOptions& options, const gen::Rules& rules) {
  if (options.roster.empty() == options.party.empty()) {
    throw UsageError("--roster: give either --roster \"TYPE=N,...\" or --party FILE (one of them)");
  }
  if (options.days.empty()) throw UsageError("--days: how many days the ledger runs (1 to 3650)");
  gen::UpkeepRequest request;
  request.days = wholeNumber(options.days, "--days", 1, kMostDays);
  if (!options.payday.empty()) request.payday = wholeNumber(options.payday, "--payday", 1, kMostDays);
  request.mercenaries = options.mercenary;
  const auto known = gen::keptTypes(rules);
  if (!options.roster.empty()) {
    request.members = parseRoster(options.roster, known);
    if (!options.mountedSergeants.empty()) {
      mountSergeants(request.members,
                     wholeNumber(options.mountedSergeants, "--mounted-sergeants", 0, 100000));
    }
  } else {
    if (!options.mountedSergeants.empty()) {
      throw UsageError("--mounted-sergeants: only with --roster (a party file says who rides)");
    }
    PartyFile file = readPartyFile(options.party, known);
    request.members = std::move(file.members);
    request.purse = file.purse;
  }
  if (!options.purse.empty()) {
    try {
      request.purse = tables::Money::parse(options.purse);
    } catch (const std::invalid_argument& error) {
      throw UsageError(std::string("--purse: ") + error.what());
    }
  }
  return request;
}

void runUpkeep(const UpkeepOptions& options, Context& context) {
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const gen::UpkeepRequest request = makeRequest(options, rules);
  const uint64_t seed = seedFor(context);  // no dice are rolled; the brief still names its seed
  gen::RollLog log;
  const gen::Ledger ledger = gen::makeLedger(rules, log, request);
  const std::string title = "Upkeep ledger: " + std::to_string(ledger.members) +
                            (ledger.members == 1 ? " member, " : " members, ") +
                            std::to_string(request.days) + (request.days == 1 ? " day" : " days");
  const render::BriefHeader header{title, seed, replayCommand(context, seed)};
  const render::BriefBody body = ledger;
  emitBrief(context, render::Brief{header, body, log});
}

}  // namespace

void addUpkeepCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<UpkeepOptions>();
  CLI::App* upkeep =
      app.add_subcommand("upkeep", "Day-by-day ledger of pay and upkeep (Upkeep of Characters)");
  upkeep
      ->add_option("--roster", options->roster,
                   "Members as TYPE=N,... e.g. \"knight=1,sergeant=2,peasant=2\"")
      ->type_name("LIST");
  upkeep->add_option("--party", options->party, "A party file written by 'outremer party --format json'")
      ->type_name("FILE");
  upkeep->add_option("--days", options->days, "Days the ledger runs (1 to 3650)")->type_name("N");
  upkeep->add_option("--payday", options->payday, "Wages fall due every N days (default 1: paid daily)")
      ->type_name("N");
  upkeep
      ->add_option("--purse", options->purse,
                   "Money in hand, e.g. \"3GF 2SF\" (default: the party file's purse)")
      ->type_name("COINS");
  upkeep
      ->add_option("--mounted-sergeants", options->mountedSergeants,
                   "How many of the roster's sergeants ride")
      ->type_name("N");
  upkeep->add_flag("--mercenary", options->mercenary,
                   "The paid soldiers are hired mercenaries (double cost)");
  upkeep->callback([options, &context, &status] {
    runUpkeep(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
