#include <string>

#include "render/describe.hpp"

namespace outremer::render {

void describe(std::vector<Block>& blocks, const gen::MercenaryDuty& duty) {
  Line rolled;
  rolled.strong("Duty").plain(" (d100 " + std::to_string(duty.roll) + "): " + duty.duty);
  add(blocks, Paragraph{{rolled, "Paid at the normal mercenary rates per day: double the ordinary pay and upkeep."}});
  if (duty.encounter) describe(blocks, *duty.encounter);
  if (duty.raid) describe(blocks, *duty.raid);
}

std::string mercenaryTitle(const gen::MercenaryDuty& duty) { return "Mercenary duty: " + duty.duty; }

}  // namespace outremer::render
