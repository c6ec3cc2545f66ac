// A campaign save as the program reads it: JSON, then the strict codec, then the checks
// against the tables. Any bytes are refused with a message or read; a save that is read
// writes back to the same JSON.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "campaign/route.hpp"
#include "campaign/state.hpp"
#include "gen/rules.hpp"
#include "render/campaign_save.hpp"
#include "tables/default_tables.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const outremer::tables::CheckedTables checked = outremer::tables::defaultTables();
  static const outremer::gen::Rules rules(checked.set);
  static const outremer::campaign::Route route(rules);
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const nlohmann::json::parse_error&) {
    return 0;
  } catch (const nlohmann::json::out_of_range&) {  // a number too large: loadSave refuses it
    return 0;
  }
  try {
    const auto state = outremer::render::stateFromJson(json);
    outremer::campaign::checkAgainstTables(state, rules, route);
    const auto written = outremer::render::saveJson(state);
    if (outremer::render::saveJson(outremer::render::stateFromJson(nlohmann::json(written))) != written) __builtin_trap();
  } catch (const outremer::render::SaveFormatError&) {
  } catch (const std::runtime_error&) {  // checkAgainstTables: not on the route, no such type
  }
  return 0;
}
