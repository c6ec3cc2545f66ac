// `outremer batch encounter`: the encounter brief, one per item.
#include "cli/batch_registry.hpp"
#include "cli/encounter_options.hpp"
#include "render/brief.hpp"
#include "render/json_encounter.hpp"

namespace outremer::cli {
namespace {

nlohmann::ordered_json makeEncounterItem(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item) {
  gen::EncounterOptions options;
  if (!item.option("where").empty()) options.where = item.option("where");
  if (!item.option("time").empty()) options.time = item.option("time");
  options.check = item.option("check") == "true";
  checkPlaceAndTime(rules, options);
  gen::RollLog log;
  const gen::Encounter encounter = gen::makeEncounter(rules, rng, log, options);
  return render::briefJson({"encounter", render::encounterTitle(encounter), item.seed, item.command}, log,
                           render::encounterJson(encounter));
}

const BatchKindRegistration registration({"encounter",
                                          makeEncounterItem,
                                          {{"where", "Place: town, highway or countryside (default highway)"},
                                           {"time", "Time: day or night (default day)"},
                                           {"check", "Roll the 50% encounter check first", true}}});

}  // namespace
}  // namespace outremer::cli
