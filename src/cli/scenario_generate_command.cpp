// `outremer scenario generate`: a scenario of your own, each side bought by the Montgisard
// purchase table. Described once as a generator, so `outremer batch scenario` makes the
// same briefs.
#include <algorithm>

#include "cli/commands.hpp"
#include "cli/generator.hpp"
#include "cli/whole_number.hpp"
#include "codec/fight_words.hpp"
#include "gen/encounter.hpp"
#include "gen/party.hpp"
#include "gen/scenario_generate.hpp"
#include "render/describe.hpp"
#include "util/text.hpp"

namespace outremer::cli {
namespace {

using Takes = GeneratorOption::Takes;

constexpr int kDefaultPoints = 400;

int readPoints(const OptionValues& options) {
  if (!options.has("points")) return kDefaultPoints;
  return wholeNumber(options["points"], "--points", gen::kMinScenarioPoints, gen::kMaxScenarioPoints);
}

// --sides A,B: two different generated-sides rows.
std::array<std::string, 2> readSides(const gen::Rules& rules, const OptionValues& options) {
  if (!options.has("sides")) return gen::ScenarioRequest{}.sides;
  const std::string& text = options["sides"];
  const size_t comma = text.find(',');
  if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos) {
    throw UsageError("--sides: '" + text + "' is not two sides separated by a comma (franks,ayyubids)");
  }
  const std::array<std::string, 2> sides = {text.substr(0, comma), text.substr(comma + 1)};
  for (const std::string& side : sides) requireChoice("--sides", "side", side, gen::generatedSides(rules));
  if (sides[0] == sides[1]) throw UsageError("--sides: '" + text + "' names one side twice");
  return sides;
}

// --terrain T: a terrain the battle is fought on (a castle only in a siege).
std::string readTerrain(const gen::Rules& rules, const OptionValues& options, bool siege) {
  if (!options.has("terrain")) return "";
  const std::string& terrain = options["terrain"];
  const std::vector<std::string> other = gen::battleTerrains(rules, !siege);
  const std::vector<std::string> allowed = gen::battleTerrains(rules, siege);
  if (std::ranges::find(allowed, terrain) == allowed.end() && std::ranges::find(other, terrain) != other.end()) {
    throw UsageError("--terrain: " + std::string(siege ? "a siege" : "a field battle") + " is not fought on '" +
                     terrain + "' (" + (siege ? "a siege is fought on " : "with --siege it is: ") +
                     util::join(siege ? allowed : other, ", ") + ")");
  }
  requireChoice("--terrain", "terrain", terrain, allowed);
  return terrain;
}

// --from-encounter SEED: the party, fresh from the scenario's dice, against the encounter
// `outremer encounter --seed SEED` makes; the other options choose what is bought instead.
gen::GeneratedScenario fromEncounter(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log,
                                     const OptionValues& options) {
  for (const char* flag : {"points", "sides", "terrain", "siege"}) {
    if (options.has(flag)) throw UsageError(std::string("--") + flag + ": not with --from-encounter (the encounter sets it)");
  }
  const uint64_t seed = decimalNumber(options["from-encounter"], "--from-encounter");
  const gen::Party party = gen::makeParty(rules, rng, log, "");
  dice::Rng theirs(seed);
  const gen::Encounter encounter = gen::makeEncounter(rules, theirs, log, {});
  if (gen::opposingCount(encounter) == 0) {
    throw UsageError("--from-encounter: the encounter of seed " + std::to_string(seed) + " (" + encounter.typeLabel +
                     ") has no one to fight; 'outremer encounter --seed " + std::to_string(seed) + "' shows it");
  }
  gen::GeneratedScenario scenario = gen::scenarioFromEncounter(
      rules, rng, log, party, {std::string(codec::kSideNames[0]), std::string(codec::kPartyAdjective)},
      encounter);
  scenario.fromEncounter = seed;
  return scenario;
}

gen::GeneratedScenario bought(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  if (options.has("from-encounter")) return fromEncounter(rules, rng, log, options);
  gen::ScenarioRequest request;
  request.siege = options.has("siege");
  request.points = readPoints(options);
  request.sides = readSides(rules, options);
  request.terrain = readTerrain(rules, options, request.siege);
  return gen::generateScenario(rules, rng, log, request);
}

Generated makeScenario(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  const bool roster = wantsFeudalRoster(options);
  gen::GeneratedScenario scenario = bought(rules, rng, log, options);
  if (roster) {
    for (const gen::ScenarioForce& force : scenario.forces) {
      scenario.feudalRosters.push_back(gen::feudalRoster(rules, gen::forceLines(force)));
    }
  }
  return {render::generatedScenarioTitle(scenario), std::move(scenario)};
}

}  // namespace

Generator scenarioGenerator() {
  return {"scenario",
          "A scenario of your own: balanced sides bought by the Montgisard purchase table",
          "--seed 3",
          {{"points", "Each side's points, " + std::to_string(gen::kMinScenarioPoints) + " to " +
                          std::to_string(gen::kMaxScenarioPoints) + " (a siege: the besieger's)",
            "P"},
           {"sides", "The two sides: franks,ayyubids (default) or christian,moslem", "A,B"},
           {"terrain", "Terrain of the map (Montgisard 5.3; rolled when not given)", "T"},
           {"siege", "A siege: the defenders get 60% of the points, the besieger engines", "", Takes::flag},
           {"from-encounter", "The party against the encounter 'outremer encounter --seed SEED' makes", "SEED"},
           rosterOption("Each side as figures of a skirmish ruleset: feudal")},
          makeScenario,
          "--points defaults to 400. Each side spends 90% to 100% of its points (docs/SCENARIOS.md).",
          "scenario generate"};
}

void addScenarioGenerateCommand(CLI::App& scenario, Context& context, int& status) {
  const std::string words = scenario.get_name() + " ";
  for (const Generator& generator : generators()) {
    if (generator.command.starts_with(words)) {
      addGeneratorCommand(scenario, generator, generator.command.substr(words.size()), context, status);
    }
  }
}

}  // namespace outremer::cli
