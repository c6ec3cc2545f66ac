// Village raids, mercenary duties and generated scenarios over many seeds and options (the
// encounters are every_encounter.hpp's), for the tests of what their described briefs say.
#pragma once

#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "../gen/shipped_tables.hpp"
#include "gen/mercenary.hpp"
#include "gen/scenario_generate.hpp"
#include "gen/village.hpp"
#include "render/brief.hpp"
#include "render/describe.hpp"

namespace outremer::testing {

/// Each calls |check|(title, seed, body, log) with every brief it makes, and returns how
/// many it made.

/// Village raids with rooms rolled (seeds 1..60), at 1 and 12 rooms (1..60), and at the
/// most rooms (1..3).
template <typename Check>
int forEveryVillageRaid(const Check& check) {
  int made = 0;
  for (const std::optional<int> rooms : {std::optional<int>{}, std::optional<int>{1}, std::optional<int>{12},
                                         std::optional<int>{gen::kMaxRooms}}) {
    for (uint64_t seed = 1; seed <= (rooms == gen::kMaxRooms ? 3 : 60); ++seed, ++made) {
      dice::Rng rng(seed);
      gen::RollLog log;
      const render::BriefBody body = gen::makeVillageRaid(rules(), rng, log, rooms);
      INFO("rooms " << rooms.value_or(0) << " seed " << seed);
      check(render::villageTitle(), seed, body, log);
    }
  }
  return made;
}

/// Mercenary duties at every place and time, seeds 1..60: some raid a village, the rest
/// bring an encounter.
template <typename Check>
int forEveryMercenaryDuty(const Check& check) {
  int made = 0;
  int raids = 0;
  for (const char* where : {"town", "highway", "countryside"}) {
    for (const char* time : {"day", "night"}) {
      for (uint64_t seed = 1; seed <= 60; ++seed, ++made) {
        gen::EncounterOptions options;
        options.where = where;
        options.time = time;
        dice::Rng rng(seed);
        gen::RollLog log;
        const render::BriefBody body = gen::makeMercenaryDuty(rules(), rng, log, options);
        INFO(where << " " << time << " seed " << seed);
        check(render::mercenaryTitle(std::get<gen::MercenaryDuty>(body)), seed, body, log);
        raids += std::get<gen::MercenaryDuty>(body).raid.has_value();
      }
    }
  }
  CHECK(raids > 20);
  return made;
}

/// Generated scenarios: field battles of both pairs of sides at 150, 400 and 1200 points
/// and sieges at 400, seeds 1..15 each.
template <typename Check>
int forEveryGeneratedScenario(const Check& check) {
  int made = 0;
  for (const auto& sides : {std::array<std::string, 2>{"franks", "ayyubids"}, {"christian", "moslem"}}) {
    for (const auto& [points, siege] : {std::pair{150, false}, {400, false}, {1200, false}, {400, true}}) {
      for (uint64_t seed = 1; seed <= 15; ++seed, ++made) {
        gen::ScenarioRequest request;
        request.points = points;
        request.sides = sides;
        request.siege = siege;
        dice::Rng rng(seed);
        gen::RollLog log;
        const render::BriefBody body = gen::generateScenario(rules(), rng, log, request);
        INFO(sides[0] << " " << points << (siege ? " siege" : "") << " seed " << seed);
        check(render::generatedScenarioTitle(std::get<gen::GeneratedScenario>(body)), seed, body, log);
      }
    }
  }
  return made;
}

}  // namespace outremer::testing
