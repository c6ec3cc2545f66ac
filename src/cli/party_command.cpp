#include "cli/command_registry.hpp"
#include "cli/generate.hpp"
#include "gen/party.hpp"
#include "render/json_party.hpp"

namespace outremer::cli {
namespace {

void runParty(const std::string& group, Context& context) {
  emitGenerated(context, "party", [&group](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    const gen::Party party = gen::makeParty(rules, rng, log, group);
    return Generated{render::partyTitle(party), render::partyJson(party)};
  });
}

}  // namespace

static void addPartyCommand(CLI::App& app, Context& context, int& status) {
  auto group = std::make_shared<std::string>();
  CLI::App* party = app.add_subcommand("party", "Generate a pilgrim party (Pilgrim Generation Table)");
  party->add_option("--group", *group, "Group id from Group Determination Table 1 (rolled when not given)");
  party->callback([group, &context, &status] {
    runParty(*group, context);
    status = 0;
  });
}

const CommandRegistration registration(40, addPartyCommand);

}  // namespace outremer::cli
