#include "render/json_mercenary.hpp"

#include "render/json_encounter.hpp"
#include "render/json_village.hpp"

namespace outremer::render {

nlohmann::ordered_json mercenaryJson(const gen::MercenaryDuty& duty) {
  return {{"roll", duty.roll},
          {"duty", duty.duty},
          {"follow", duty.follow},
          {"encounter", duty.encounter ? encounterJson(*duty.encounter) : nlohmann::ordered_json()},
          {"village", duty.raid ? villageJson(*duty.raid) : nlohmann::ordered_json()}};
}

std::string mercenaryTitle(const gen::MercenaryDuty& duty) { return "Mercenary duty: " + duty.duty; }

}  // namespace outremer::render
