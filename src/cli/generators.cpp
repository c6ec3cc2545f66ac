// The generators, each described once: its command, its help, its options and how it makes
// a brief. `outremer KIND` and `outremer batch KIND` are both built from this table.
#include <algorithm>
#include <charconv>
#include <optional>

#include "cli/encounter_file.hpp"
#include "cli/generator.hpp"
#include "cli/party_file.hpp"
#include "cli/whole_number.hpp"
#include "codec/fight_words.hpp"
#include "gen/daily_cost.hpp"
#include "gen/encounter.hpp"
#include "gen/fight.hpp"
#include "gen/loot.hpp"
#include "gen/mercenary.hpp"
#include "gen/party.hpp"
#include "gen/village.hpp"
#include "render/kinds.hpp"
#include "util/edit_distance.hpp"

namespace outremer::cli {
namespace {

using Takes = GeneratorOption::Takes;

// --- the options two generators share

std::vector<GeneratorOption> placeAndTime() {
  return {{"where", "Place: town, highway or countryside (default highway)", "PLACE"},
          {"time", "Time: day or night (default day)", "TIME"}};
}

GeneratorOption rooms() {
  return {"rooms", "Rooms entered, 1.." + std::to_string(gen::kMaxRooms) + " (rolled on village-rooms when not given)",
          "N"};
}

// --where and --time, checked against the Initial Encounter Table's columns (did-you-mean).
gen::EncounterOptions readPlaceAndTime(const gen::Rules& rules, const OptionValues& options) {
  gen::EncounterOptions read;
  if (options.has("where")) read.where = options["where"];
  if (options.has("time")) read.time = options["time"];
  if (gen::knownEncounterColumn(rules, read.where, read.time)) return read;  // a batch asks once an item
  requireChoice("--where", "place", read.where, gen::encounterPlaces(rules));
  requireChoice("--time", "time", read.time, gen::encounterTimes(rules));
  return read;
}

// --rooms N, 1..gen::kMaxRooms, or nullopt when not given.
std::optional<int> readRooms(const OptionValues& options) {
  if (!options.has("rooms")) return std::nullopt;
  const std::string& text = options["rooms"];
  int rooms = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, rooms);
  if (error != std::errc{} || stop != end || rooms < 1 || rooms > gen::kMaxRooms) {
    throw UsageError("--rooms: '" + text + "' is not a number of rooms from 1 to " + std::to_string(gen::kMaxRooms));
  }
  return rooms;
}

// --- the generators

Generated makeParty(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  gen::Party party = gen::makeParty(rules, rng, log, options["group"]);
  return {render::partyTitle(party), std::move(party)};
}

Generated makeEncounter(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  gen::EncounterOptions asked = readPlaceAndTime(rules, options);
  asked.check = options.has("check");
  const bool roster = wantsFeudalRoster(options);
  gen::Encounter encounter = gen::makeEncounter(rules, rng, log, asked);
  if (roster) encounter.feudalRoster = gen::feudalRoster(rules, gen::opposingForces(encounter));
  return {render::encounterTitle(encounter), std::move(encounter)};
}

Generated makeLoot(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  const std::string& kind = options["kind"];
  const std::optional<int> rooms = readRooms(options);
  // The kind and --rooms are checked against the tables before anything is rolled.
  const auto kinds = gen::lootKinds(rules);
  if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
    throw UsageError("loot: " + util::unknownName("kind", kind, kinds, "kinds"));
  }
  if (rooms && !rules.table(rules.text(rules.row("loot-kinds", kind), "rules")).isRangeTable()) {
    throw UsageError("--rooms: only a village raid enters rooms ('outremer loot village --rooms N')");
  }
  gen::Loot loot = gen::makeLoot(rules, rng, log, kind, rooms);
  return {render::lootTitle(loot), std::move(loot)};
}

Generated makeVillage(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  gen::VillageRaid raid = gen::makeVillageRaid(rules, rng, log, readRooms(options));
  return {render::villageTitle(), std::move(raid)};
}

Generated makeMercenary(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  gen::MercenaryDuty duty = gen::makeMercenaryDuty(rules, rng, log, readPlaceAndTime(rules, options));
  return {render::mercenaryTitle(duty), std::move(duty)};
}

}  // namespace

gen::FightSource readFightSource(const gen::Rules& rules, const OptionValues& options) {
  gen::FightSource source;
  if (options.has("party")) {
    gen::Party& party = source.party.emplace();
    party.groupLabel = codec::kSideNames[0];
    party.members = readPartyFile(options["party"], gen::keptTypes(rules), true).characters;
  }
  if (options.has("encounter")) {
    if (options.has("from-encounter")) throw UsageError("--from-encounter: not with --encounter FILE");
    for (const char* flag : {"where", "time"}) {
      if (options.has(flag)) throw UsageError(std::string("--") + flag + ": the encounter comes from --encounter FILE");
    }
    source.encounter = readEncounterFile(options["encounter"]);
    return source;
  }
  source.asked = readPlaceAndTime(rules, options);
  if (options.has("from-encounter")) source.encounterSeed = decimalNumber(options["from-encounter"], "--from-encounter");
  return source;
}

namespace {

Generated makeFight(const gen::Rules& rules, dice::Rng& rng, gen::RollLog& log, const OptionValues& options) {
  gen::Fight fight = gen::fightOf(rules, readFightSource(rules, options), rng, log);
  return {render::fightTitle(fight), std::move(fight)};
}

std::vector<GeneratorOption> fightOptions() {
  std::vector<GeneratorOption> options = placeAndTime();
  options.push_back({"party", "The party: a party brief in JSON (a fresh party when not given)", "FILE"});
  options.push_back({"encounter", "Their side: an encounter brief in JSON (a fresh encounter when not given)", "FILE"});
  options.push_back({"from-encounter", "Their side: the encounter 'outremer encounter --seed SEED' makes", "SEED"});
  return options;
}

std::vector<GeneratorOption> encounterOptions() {
  std::vector<GeneratorOption> options = placeAndTime();
  options.push_back({"check", "Roll the 50% encounter check first (51+ is a clear hex)", "", Takes::flag});
  options.push_back(rosterOption("Their side as figures of a skirmish ruleset: feudal"));
  return options;
}

// Every generator; built on first use, not at start-up, where `outremer --version` paid for it.
std::vector<Generator> allGenerators() {
  return {
    {"party",
     "Generate a pilgrim party (Pilgrim Generation Table)",
     "--seed 3",
     {{"group", "Group id from Group Determination Table 1 (rolled when not given)", ""}},
     makeParty},
    {"encounter",
     "Generate an encounter (Initial Encounter and Effects Tables)",
     "--seed 89",
     encounterOptions(),
     makeEncounter},
    {"loot",
     "Loot a Moslem village or rob wayfarers (the book's loot rules)",
     "merchant --seed 5",
     {{"kind", "What is looted: village, pilgrims, churchmen, merchant, great-lord, pedlar, messenger or drovers",
       "KIND", Takes::argument, "village"},
      rooms()},
     makeLoot},
    {"village", "Raid a Moslem village: its defenders, then the loot room by room", "--seed 13", {rooms()}, makeVillage},
    {"mercenary",
     "Hire the party out as mercenaries: the duty, then the encounter or raid it brings",
     "--seed 1",
     placeAndTime(),
     makeMercenary,
     "--where and --time place the encounters of a patrol or an escort (default highway, day)."},
    {"fight",
     "Fight an encounter out by the book's combat tables (a house rule: no map)",
     "--seed 9",
     fightOptions(),
     makeFight,
     "The party fights the encounter's opposing groups; see docs/FIGHT.md for the house rule."},
    scenarioGenerator(),
  };
}

}  // namespace

void requireChoice(const std::string& flag, const std::string& what, const std::string& value,
                   const std::vector<std::string>& allowed) {
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return;
  throw UsageError(flag + ": " + util::unknownName(what, value, allowed, what + "s"));
}

std::span<const Generator> generators() {
  static const std::vector<Generator> all = allGenerators();
  return all;
}

}  // namespace outremer::cli
