#include "render/json_mercenary.hpp"

#include "render/json_encounter.hpp"
#include "render/json_village.hpp"

namespace outremer::render {

void writeJson(JsonWriter& w, const gen::MercenaryDuty& duty) {
  w.beginObject().member("roll", duty.roll).member("duty", duty.duty).member("follow", duty.follow);
  w.key("encounter");
  writeOrNull(w, duty.encounter);
  w.key("village");
  writeOrNull(w, duty.raid);
  w.endObject();
}

std::string mercenaryTitle(const gen::MercenaryDuty& duty) { return "Mercenary duty: " + duty.duty; }

}  // namespace outremer::render
