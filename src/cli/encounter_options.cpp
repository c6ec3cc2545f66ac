#include "cli/encounter_options.hpp"

#include <algorithm>

#include "cli/context.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

void requireChoice(const std::string& flag, const std::string& what, const std::string& value,
                   const std::vector<std::string>& allowed) {
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return;
  throw UsageError(flag + ": " + util::unknownName(what, value, allowed, what + "s"));
}

}  // namespace

void addPlaceAndTime(CLI::App& command, gen::EncounterOptions& options) {
  command.add_option("--where", options.where, "Place: town, highway or countryside (default highway)")
      ->type_name("PLACE");
  command.add_option("--time", options.time, "Time: day or night (default day)")->type_name("TIME");
}

void checkPlaceAndTime(const gen::Rules& rules, const gen::EncounterOptions& options) {
  requireChoice("--where", "place", options.where, gen::encounterPlaces(rules));
  requireChoice("--time", "time", options.time, gen::encounterTimes(rules));
}

}  // namespace outremer::cli
