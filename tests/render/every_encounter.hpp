// Encounters at every place and time, with and without the encounter check, for the tests
// of the encounter brief.
#pragma once

#include <catch2/catch.hpp>

#include "../gen/shipped_tables.hpp"
#include "gen/encounter.hpp"
#include "render/brief.hpp"

namespace outremer::testing {

/// Makes the encounter of seeds 1..40 at every place, time and check flag (a party of
/// seven on every third seed, so tolls come with and without the party's total) and calls
/// |check|(seed, body, log) with each. Returns how many it made (480).
template <typename Check>
int forEveryEncounter(const Check& check) {
  int made = 0;
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      for (bool checked : {false, true}) {
        for (uint64_t seed = 1; seed <= 40; ++seed) {
          gen::EncounterOptions options;
          options.where = where;
          options.time = time;
          options.check = checked;
          options.partySize = seed % 3 == 0 ? 7 : 0;
          dice::Rng rng(seed);
          gen::RollLog log;
          const render::BriefBody body = gen::makeEncounter(rules(), rng, log, options);
          INFO(where << " " << time << " check " << checked << " seed " << seed);
          check(seed, body, log);
          ++made;
        }
      }
    }
  }
  return made;
}

/// The encounters of forEveryEncounter, each with its opposing side as a feudal-age roster
/// (--roster feudal). Returns how many it made (480).
template <typename Check>
int forEveryEncounterWithRoster(const Check& check) {
  return forEveryEncounter([&](uint64_t seed, const render::BriefBody& body, const gen::RollLog& log) {
    gen::Encounter encounter = std::get<gen::Encounter>(body);
    encounter.feudalRoster = gen::feudalRoster(rules(), gen::opposingForces(encounter));
    check(seed, render::BriefBody{std::move(encounter)}, log);
  });
}

}  // namespace outremer::testing
