// Every kind a brief presents, listed once: its typed result with its JSON form and its
// kind's name (codec/KIND.hpp, which brings gen/KIND.hpp), its description as blocks of the presentation
// model (describe_KIND.cpp) and its title. A new kind adds its lines here, its describe_KIND.cpp
// and its generator's row (cli/generators.cpp); docs/DESIGN.md has the whole path.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "codec/advance.hpp"
#include "codec/chronicle.hpp"
#include "codec/encounter.hpp"
#include "codec/fight.hpp"
#include "codec/generated_scenario.hpp"
#include "codec/loot.hpp"
#include "codec/mercenary.hpp"
#include "codec/party.hpp"
#include "codec/upkeep.hpp"
#include "codec/village.hpp"
#include "render/document.hpp"

namespace outremer::render {

/// What a generator, a reckoning or the campaign made, as it made it: the typed result a
/// brief presents.
using BriefBody = std::variant<gen::Party, gen::Encounter, gen::Loot, gen::VillageRaid, gen::MercenaryDuty, gen::Fight,
                               gen::GeneratedScenario, gen::Ledger, gen::Advancement, campaign::Chronicle>;

/// The kind of brief |body| is: its form's name (codec::kKind, stated in codec/KIND.hpp).
inline std::string_view kindOf(const BriefBody& body) {
  return std::visit(
      [](const auto& made) {
        using Made = std::decay_t<decltype(made)>;
        static_assert(!codec::kKind<Made>.empty(), "every kind's codec header states its kKind");
        return codec::kKind<Made>;
      },
      body);
}

// Each kind's brief, described once as blocks of the presentation model: one describe
// function per typed result. The brief around it (title, seed and replay line, roll log,
// footnotes) is briefDocument's.

void describe(std::vector<Block>& blocks, const gen::Loot& loot);
void describe(std::vector<Block>& blocks, const campaign::Chronicle& chronicle);
void describe(std::vector<Block>& blocks, const gen::Party& party);
void describe(std::vector<Block>& blocks, const gen::Ledger& ledger);
void describe(std::vector<Block>& blocks, const gen::Advancement& advancement);
void describe(std::vector<Block>& blocks, const gen::Fight& fight);
void describe(std::vector<Block>& blocks, const gen::Encounter& encounter);
void describe(std::vector<Block>& blocks, const gen::VillageRaid& raid);
/// The duty rolled, what it pays, then the encounter or the village raid it brings.
void describe(std::vector<Block>& blocks, const gen::MercenaryDuty& duty);
void describe(std::vector<Block>& blocks, const gen::GeneratedScenario& scenario);

// Each generated kind's title.

/// "Pilgrim party: " and the group's words.
std::string partyTitle(const gen::Party& party);
/// "Encounter: TYPE (PLACE, by TIME)", or the check's clear hex.
std::string encounterTitle(const gen::Encounter& encounter);
/// "Loot: " and the kind's words.
std::string lootTitle(const gen::Loot& loot);
std::string villageTitle();
/// "Mercenary duty: " and the duty's words.
std::string mercenaryTitle(const gen::MercenaryDuty& duty);
/// "Scenario: The Franks against The Ayyubids, 400 points" (or "Siege: ", or "from
/// encounter SEED").
std::string generatedScenarioTitle(const gen::GeneratedScenario& scenario);
/// "Fight: the party against " and what was met.
std::string fightTitle(const gen::Fight& fight);

}  // namespace outremer::render
