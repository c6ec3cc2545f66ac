// `outremer batch loot` and `outremer batch village`: one brief per item.
#include "cli/batch_registry.hpp"
#include "cli/rooms_option.hpp"
#include "gen/village.hpp"
#include "render/brief.hpp"
#include "render/json_loot.hpp"
#include "render/json_village.hpp"

namespace outremer::cli {
namespace {

std::optional<int> roomsOf(const BatchItem& item) {
  if (item.option("rooms").empty()) return std::nullopt;
  return readRooms(item.option("rooms"));
}

nlohmann::ordered_json makeLootItem(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item) {
  const std::string kind = item.option("kind").empty() ? "village" : item.option("kind");
  const std::optional<int> rooms = roomsOf(item);
  checkLootRequest(rules, kind, rooms);
  gen::RollLog log;
  const gen::Loot loot = gen::makeLoot(rules, rng, log, kind, rooms);
  return render::briefJson({"loot", render::lootTitle(loot), item.seed, item.command}, log, render::lootJson(loot));
}

nlohmann::ordered_json makeVillageItem(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item) {
  gen::RollLog log;
  const gen::VillageRaid raid = gen::makeVillageRaid(rules, rng, log, roomsOf(item));
  return render::briefJson({"village", render::villageTitle(), item.seed, item.command}, log,
                           render::villageJson(raid));
}

const BatchKindRegistration lootRegistration(
    {"loot",
     makeLootItem,
     {{"kind", "What is looted: village (default), pilgrims, churchmen, merchant, great-lord, pedlar, messenger, drovers"},
      {"rooms", "Rooms entered in a village (rolled when not given)"}}});
const BatchKindRegistration villageRegistration(
    {"village", makeVillageItem, {{"rooms", "Rooms entered (rolled on village-rooms when not given)"}}});

}  // namespace
}  // namespace outremer::cli
