#include <algorithm>

#include "cli/command_registry.hpp"
#include "cli/generate.hpp"
#include "cli/rooms_option.hpp"
#include "gen/loot.hpp"
#include "render/json_loot.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

}  // namespace

// Checks the kind and --rooms against the tables before anything is rolled.
void checkLootRequest(const gen::Rules& rules, const std::string& kind, std::optional<int> rooms) {
  const auto kinds = gen::lootKinds(rules);
  if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
    throw UsageError("loot: " + util::unknownName("kind", kind, kinds, "kinds"));
  }
  if (rooms && !rules.table(rules.text(rules.row("loot-kinds", kind), "rules")).isRangeTable()) {
    throw UsageError("--rooms: only a village raid enters rooms ('outremer loot village --rooms N')");
  }
}

namespace {

void runLoot(const std::string& kind, std::optional<int> rooms, Context& context) {
  emitGenerated(context, "loot", [&kind, rooms](const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log) {
    checkLootRequest(rules, kind, rooms);
    const gen::Loot loot = gen::makeLoot(rules, rng, log, kind, rooms);
    return Generated{render::lootTitle(loot), render::lootJson(loot)};
  });
}

}  // namespace

static void addLootCommand(CLI::App& app, Context& context, int& status) {
  auto kind = std::make_shared<std::string>();
  CLI::App* loot =
      app.add_subcommand("loot", "Loot a Moslem village or rob wayfarers (the book's loot rules)");
  loot->add_option(
          "kind", *kind,
          "What is looted: village, pilgrims, churchmen, merchant, great-lord, pedlar, messenger or drovers")
      ->required()
      ->type_name("KIND");
  const auto rooms = RoomsOption::addTo(*loot);
  loot->callback([kind, rooms, &context, &status] {
    runLoot(*kind, rooms->value(), context);
    status = 0;
  });
}

const CommandRegistration registration(60, addLootCommand);

}  // namespace outremer::cli
