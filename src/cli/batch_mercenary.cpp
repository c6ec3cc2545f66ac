// `outremer batch mercenary`: the mercenary duty brief, one per item.
#include "cli/batch_registry.hpp"
#include "cli/encounter_options.hpp"
#include "gen/mercenary.hpp"
#include "render/brief.hpp"
#include "render/json_mercenary.hpp"

namespace outremer::cli {
namespace {

nlohmann::ordered_json makeMercenaryItem(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item) {
  gen::EncounterOptions options;
  if (!item.option("where").empty()) options.where = item.option("where");
  if (!item.option("time").empty()) options.time = item.option("time");
  checkPlaceAndTime(rules, options);
  gen::RollLog log;
  const gen::MercenaryDuty duty = gen::makeMercenaryDuty(rules, rng, log, options);
  return render::briefJson({"mercenary", render::mercenaryTitle(duty), item.seed, item.command}, log,
                           render::mercenaryJson(duty));
}

const BatchKindRegistration registration(
    {"mercenary",
     makeMercenaryItem,
     {{"where", "Place of a patrol's or escort's encounters (default highway)"},
      {"time", "Time: day or night (default day)"}}});

}  // namespace
}  // namespace outremer::cli
