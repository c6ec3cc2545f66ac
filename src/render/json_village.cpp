#include "render/json_village.hpp"

#include "render/json_loot.hpp"
#include "render/json_party.hpp"

namespace outremer::render {

using nlohmann::ordered_json;

ordered_json villageNumbersJson(const std::vector<gen::VillageGroup>& numbers) {
  ordered_json groups = ordered_json::array();
  for (const gen::VillageGroup& group : numbers) {
    groups.push_back({{"type", group.type},
                      {"label", group.label},
                      {"dice", group.dice},
                      {"mounted", group.mounted ? ordered_json(*group.mounted) : ordered_json(nullptr)},
                      {"count", group.count}});
  }
  return groups;
}

ordered_json villageJson(const gen::VillageRaid& raid) {
  ordered_json inhabitants = ordered_json::array();
  for (const gen::Character& c : raid.inhabitants) inhabitants.push_back(characterJson(c));
  return {{"size", raid.inhabitants.size()},
          {"numbers", villageNumbersJson(raid.numbers)},
          {"inhabitants", std::move(inhabitants)},
          {"loot", lootJson(raid.loot)}};
}

std::string villageTitle() { return "Raid on a Moslem village"; }

}  // namespace outremer::render
