// `outremer session`: one printable HTML page for an evening at the table (docs/SESSION.md).
#include "campaign/session.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/party_file.hpp"
#include "cli/table_source.hpp"
#include "cli/whole_number.hpp"
#include "gen/daily_cost.hpp"
#include "render/session_bundle.hpp"

namespace outremer::cli {
namespace {

// What a game master plays in one evening: three days on the road, each with its
// encounter check, is one or two fights on the board.
constexpr int kEveningDays = 3;

struct SessionOptions {
  std::string days;
  std::string party;
};

// The bundle is a printable page: HTML, asked for or not, and never through a template.
void requireHtml(const Context& context) {
  if (!context.templateFile.empty()) throw UsageError("--template: 'session' writes its own page, without a template");
  const std::optional<render::Format> named =
      context.format.empty() ? render::formatOfFileName(context.output) : render::formatNamed(context.format);
  if ((!context.format.empty() || named) && named != render::Format::html) {
    throw UsageError(context.format.empty() ? "--output: 'session' writes HTML (name the file .html)"
                                            : "--format: 'session' writes HTML only");
  }
}

campaign::NewCampaign requestFrom(const SessionOptions& options, const gen::Rules& rules, const Context& context) {
  campaign::NewCampaign request;
  request.seed = seedFor(context);
  if (options.party.empty()) return request;
  takePartyFile(request, options.party, gen::keptTypes(rules));
  return request;
}

void runSession(const SessionOptions& options, Context& context) {
  requireHtml(context);
  const SharedRules loaded = loadRules(context);
  const gen::Rules& rules = *loaded;
  const campaign::Route route(rules);
  // A day is a hex travelled: the road's hexes after the first are the most days it holds.
  const int mostDays = static_cast<int>(route.hexes().size()) - 1;
  const int days = options.days.empty() ? kEveningDays : wholeNumber(options.days, "--days", 1, mostDays);
  const campaign::NewCampaign request = requestFrom(options, rules, context);
  const campaign::Session session = campaign::planSession(rules, route, request, days);
  writeOutput(context, render::sessionHtml(session, rules, replayCommand(context, request.seed)));
}

}  // namespace

void addSessionCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<SessionOptions>();
  CLI::App* session = app.add_subcommand(
      "session", "A printable session bundle: the party, the next days' encounters with their cards and loot, "
                 "the quick reference and a player handout (HTML)");
  session->add_option("--days", options->days, "Days on the road from Antioch (default 3)")->type_name("N");
  session->add_option("--party", options->party, "The party: a party brief in JSON (rolled from the seed when not given)")
      ->type_name("FILE");
  session->callback([options, &context, &status] {
    runSession(*options, context);
    status = 0;
  });
}

}  // namespace outremer::cli
