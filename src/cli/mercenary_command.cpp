#include "cli/command_registry.hpp"
#include "cli/encounter_options.hpp"
#include "cli/generate.hpp"
#include "gen/mercenary.hpp"
#include "render/json_mercenary.hpp"

namespace outremer::cli {
namespace {

void runMercenary(const gen::EncounterOptions& options, Context& context) {
  emitGenerated(context, "mercenary", [&options](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    checkPlaceAndTime(rules, options);
    const gen::MercenaryDuty duty = gen::makeMercenaryDuty(rules, rng, log, options);
    return Generated{render::mercenaryTitle(duty), render::mercenaryJson(duty)};
  });
}

}  // namespace

static void addMercenaryCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<gen::EncounterOptions>();
  CLI::App* command = app.add_subcommand(
      "mercenary", "Hire the party out as mercenaries: the duty, then the encounter or raid it brings");
  addPlaceAndTime(*command, *options);
  command->footer("--where and --time place the encounters of a patrol or an escort (default highway, day).");
  command->callback([options, &context, &status] {
    runMercenary(*options, context);
    status = 0;
  });
}

const CommandRegistration registration(75, addMercenaryCommand);

}  // namespace outremer::cli
