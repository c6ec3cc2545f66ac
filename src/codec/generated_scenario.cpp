#include "codec/generated_scenario.hpp"

namespace outremer::codec {

FeudalRosterSheet generatedScenarioRoster(const gen::GeneratedScenario& s) {
  FeudalRosterSheet sheet;
  for (size_t i = 0; i < s.feudalRosters.size() && i < s.forces.size(); ++i) {
    sheet.sides.push_back({s.forces[i].name, s.feudalRosters[i]});
  }
  return sheet;
}

}  // namespace outremer::codec
