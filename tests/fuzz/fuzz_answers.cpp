// The answers a player types to `campaign go`, one per line, played in process on a fresh
// campaign of a party with a knight (as `campaign new --seed 8 --group knight-and-retainers`
// makes it): every answer is taken or refused, and the state after them is written as a
// save that reads back to the same save. The tables are loaded once, not once a run.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <sstream>
#include <string>

#include "campaign/journey.hpp"
#include "campaign/start.hpp"
#include "gen/rules.hpp"
#include "render/campaign_save.hpp"
#include "tables/default_tables.hpp"
#include "util/text.hpp"

using namespace outremer;

namespace {

// Answers past this many are not played: the journey has long since been explored.
constexpr int kMostAnswers = 400;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const tables::CheckedTables checked = tables::defaultTables();
  static const gen::Rules rules(checked.set);
  static const campaign::Route route(rules);
  static const campaign::State start = [] {
    campaign::NewCampaign request;
    request.seed = 8;
    request.group = "knight-and-retainers";
    return campaign::startCampaign(rules, route, request);
  }();
  campaign::State state = start;
  campaign::Journey journey(rules, route, state, render::encounterWriter());
  std::istringstream lines(std::string(reinterpret_cast<const char*>(data), size));
  std::string line;
  for (int answers = 0; answers < kMostAnswers && !journey.over() && std::getline(lines, line); ++answers) {
    try {
      journey.play(std::string(util::trim(line)));
    } catch (const campaign::ChoiceError&) {
      // Not an answer now: refused, the state unchanged.
    }
  }
  // Compared as unordered JSON: a save read back writes its waiting encounter's brief with
  // the keys sorted (the reader does not keep their order); everything else is the same.
  const nlohmann::json saved = nlohmann::json::parse(render::saveJson(journey.state()).dump());
  if (nlohmann::json::parse(render::saveJson(render::stateFromJson(saved)).dump()) != saved) __builtin_trap();
  return 0;
}
