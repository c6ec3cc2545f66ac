#include <algorithm>

#include "cli/command_registry.hpp"
#include "cli/generate.hpp"
#include "gen/encounter.hpp"
#include "render/json_encounter.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

// --where and --time take the places and times of the Initial Encounter Table's columns.
void requireChoice(const std::string& flag, const std::string& what, const std::string& value,
                   const std::vector<std::string>& allowed) {
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return;
  throw UsageError(flag + ": " + util::unknownName(what, value, allowed, what + "s"));
}

std::string title(const gen::Encounter& e) {
  const std::string place = " (" + e.whereLabel + ", by " + e.time + ")";
  if (e.clear) return "Encounter check: the hex is clear" + place;
  return "Encounter: " + e.typeLabel + place;
}

void runEncounter(const gen::EncounterOptions& options, Context& context) {
  emitGenerated(context, "encounter", [&options](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    requireChoice("--where", "place", options.where, gen::encounterPlaces(rules));
    requireChoice("--time", "time", options.time, gen::encounterTimes(rules));
    const gen::Encounter encounter = gen::makeEncounter(rules, rng, log, options);
    return Generated{title(encounter), render::encounterJson(encounter)};
  });
}

}  // namespace

static void addEncounterCommand(CLI::App& app, Context& context, int& status) {
  auto options = std::make_shared<gen::EncounterOptions>();
  CLI::App* command =
      app.add_subcommand("encounter", "Generate an encounter (Initial Encounter and Effects Tables)");
  command->add_option("--where", options->where, "Place: town, highway or countryside (default highway)")
      ->type_name("PLACE");
  command->add_option("--time", options->time, "Time: day or night (default day)")->type_name("TIME");
  command->add_flag("--check", options->check, "Roll the 50% encounter check first (51+ is a clear hex)");
  command->callback([options, &context, &status] {
    runEncounter(*options, context);
    status = 0;
  });
}

const CommandRegistration registration(50, addEncounterCommand);

}  // namespace outremer::cli
