#include "cli/command_registry.hpp"
#include "cli/generate.hpp"
#include "cli/rooms_option.hpp"
#include "gen/village.hpp"
#include "render/json_village.hpp"

namespace outremer::cli {
namespace {

void runVillage(std::optional<int> rooms, Context& context) {
  emitGenerated(context, "village", [rooms](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    const gen::VillageRaid raid = gen::makeVillageRaid(rules, rng, log, rooms);
    return Generated{render::villageTitle(), render::villageJson(raid)};
  });
}

}  // namespace

static void addVillageCommand(CLI::App& app, Context& context, int& status) {
  CLI::App* village =
      app.add_subcommand("village", "Raid a Moslem village: its defenders, then the loot room by room");
  const auto rooms = RoomsOption::addTo(*village);
  village->callback([rooms, &context, &status] {
    runVillage(rooms->value(), context);
    status = 0;
  });
}

const CommandRegistration registration(70, addVillageCommand);

}  // namespace outremer::cli
