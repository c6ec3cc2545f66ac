#include "render/json_village.hpp"

#include "render/json_encounter.hpp"
#include "render/json_loot.hpp"
#include "render/json_party.hpp"

namespace outremer::render {

void writeJson(JsonWriter& w, const gen::VillageRaid& raid) {
  w.beginObject().member("size", uint64_t{raid.inhabitants.size()}).key("numbers").beginArray();
  // Numbers in Moslem Village: one object per row rolled.
  for (const gen::VillageGroup& group : raid.numbers) {
    w.beginObject().member("type", group.type).member("label", group.label).member("dice", group.dice);
    w.member("mounted", group.mounted).member("count", group.count).endObject();
  }
  w.endArray().key("inhabitants").beginArray();
  for (const gen::Character& c : raid.inhabitants) writeJson(w, c);
  w.endArray().key("map");
  writeOrNull(w, raid.map);
  w.key("deployment");
  writeOrNull(w, raid.deployment);
  w.key("loot");
  writeJson(w, raid.loot);
  w.endObject();
}

std::string villageTitle() { return "Raid on a Moslem village"; }

}  // namespace outremer::render
