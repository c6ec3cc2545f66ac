#include "cli/command_registry.hpp"
#include "cli/encounter_options.hpp"
#include "cli/generate.hpp"
#include "gen/encounter.hpp"
#include "render/json_encounter.hpp"

namespace outremer::cli {
namespace {

void runEncounter(const gen::EncounterOptions& options, Context& context) {
  emitGenerated(context, "encounter", [&options](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    checkPlaceAndTime(rules, options);
    const gen::Encounter encounter = gen::makeEncounter(rules, rng, log, options);
    return Generated{render::encounterTitle(encounter), render::encounterJson(encounter)};
  });
}

}  // namespace

static void addEncounterCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<gen::EncounterOptions>();
  CLI::App* command =
      app.add_subcommand("encounter", "Generate an encounter (Initial Encounter and Effects Tables)");
  addPlaceAndTime(*command, *options);
  command->add_flag("--check", options->check, "Roll the 50% encounter check first (51+ is a clear hex)");
  command->callback([options, &context, &status] {
    runEncounter(*options, context);
    status = 0;
  });
}

const CommandRegistration registration(50, addEncounterCommand);

}  // namespace outremer::cli
