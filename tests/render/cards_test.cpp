// Character cards described once (render/describe_cards.cpp): a card for every character a
// result holds, his values as made, and a mark on each value read from a row that is not
// as printed.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../gen/shipped_tables.hpp"
#include "codec/encounter.hpp"
#include "gen/encounter.hpp"
#include "gen/fight.hpp"
#include "gen/party.hpp"
#include "gen/scenario_generate.hpp"
#include "gen/village.hpp"
#include "render/cards.hpp"

using namespace outremer;
using testing::rules;

namespace {

render::CardSheet sheetOf(const render::BriefBody& body, bool compact = false) {
  const std::optional<std::vector<render::CardGroup>> groups = render::cardGroups(body);
  REQUIRE(groups.has_value());
  return render::describeCards("Title", {}, *groups, rules(), compact);
}

// Every card's values are its character's, and each value is marked exactly when the row it
// was read from is not as printed, with the number of that row's note.
void requireFaithful(const render::CardSheet& sheet, const std::vector<const gen::Character*>& characters) {
  REQUIRE(sheet.cards.size() == characters.size());
  std::vector<const tables::Row*> noted;  // the rows of the notes, in their order, as the marks first use them
  for (size_t i = 0; i < characters.size(); ++i) {
    const gen::Character& c = *characters[i];
    const render::Card& card = sheet.cards[i];
    INFO(c.name);
    REQUIRE(card.character == &c);  // its name and values are the character's own
    const gen::CharacterRows rows = gen::characterRows(rules(), c);
    const std::pair<const gen::TableRow*, const std::vector<int>*> values[] = {
        {&rows.strength, &card.strengthMarks}, {&rows.morale, &card.moraleMarks}, {&rows.movement, &card.movementMarks}};
    for (const auto& [row, marks] : values) {
      const bool printed = row->row == nullptr || row->row->provenance == tables::Provenance::printed;
      if (printed) {
        CHECK(marks->empty());
        continue;
      }
      if (std::find(noted.begin(), noted.end(), row->row) == noted.end()) noted.push_back(row->row);
      REQUIRE(marks->size() == 1);
      CHECK(marks->front() == static_cast<int>(std::find(noted.begin(), noted.end(), row->row) - noted.begin()) + 1);
    }
  }
  CHECK((sheet.notes.empty() || sheet.notes.size() == noted.size()));
}

std::vector<const gen::Character*> pointers(const std::vector<gen::Character>& characters) {
  std::vector<const gen::Character*> all;
  for (const gen::Character& c : characters) all.push_back(&c);
  return all;
}

}  // namespace

TEST_CASE("cards: a card for each member of a party, with the values of a known seed") {
  dice::Rng rng(3);
  gen::RollLog log;
  const render::BriefBody body = gen::makeParty(rules(), rng, log, "knight-and-retainers");
  const gen::Party& party = std::get<gen::Party>(body);
  const render::CardSheet sheet = sheetOf(body);
  requireFaithful(sheet, pointers(party.members));
  REQUIRE(sheet.cards.size() == 28);
  // As `outremer party --seed 3 --group knight-and-retainers` prints them.
  const render::Card& germain = sheet.cards[0];
  CHECK(germain.character->name == "Germain");
  CHECK(germain.type == "Other Knights");
  CHECK(germain.faith == "Christian");
  CHECK(germain.side == "Knight and retainers");
  CHECK(germain.character->mounted);
  CHECK(germain.character->attack == 28);
  CHECK(germain.character->defence == 16);
  CHECK(germain.character->footAttack == 14);
  CHECK(germain.character->footDefence == 11);
  CHECK(germain.character->morale == 10);
  CHECK(germain.character->movement == 12);
  CHECK(germain.strengthMarks.empty());  // the knights' rows are printed
  const render::Card& renaud = sheet.cards[6];
  CHECK(renaud.character->name == "Renaud");
  CHECK(renaud.type == "Sergeant");
  CHECK_FALSE(renaud.character->mounted);
  CHECK(renaud.character->footAttack == 8);
  CHECK(renaud.character->footDefence == 6);
  CHECK(renaud.character->morale == 9);
  CHECK(renaud.character->movement == 6);
}

TEST_CASE("cards: values read from reconstructed rows carry the number of their note") {
  dice::Rng rng(3);
  gen::RollLog log;
  const render::BriefBody body = gen::makeParty(rules(), rng, log, "");
  const render::CardSheet sheet = sheetOf(body);
  requireFaithful(sheet, pointers(std::get<gen::Party>(body).members));
  // The party of seed 3 has men-at-arms: their strength, morale and movement rows are all
  // reconstructed, so each of those values is marked, and the notes say why.
  const auto man = std::find_if(sheet.cards.begin(), sheet.cards.end(),
                                [](const render::Card& card) { return card.type == "Men-at-arms"; });
  REQUIRE(man != sheet.cards.end());
  CHECK(man->strengthMarks == std::vector<int>{1});
  CHECK(man->moraleMarks == std::vector<int>{2});
  CHECK(man->movementMarks == std::vector<int>{3});
  REQUIRE(sheet.notes.size() >= 3);
  CHECK(sheet.notes[0].runs.at(0).text == "strength-christian");
  // A compact sheet keeps the marks and leaves the notes' texts out.
  const render::CardSheet compact = sheetOf(body, true);
  CHECK(compact.notes.empty());
  REQUIRE(compact.cards.size() == sheet.cards.size());
  for (size_t i = 0; i < sheet.cards.size(); ++i) CHECK(compact.cards[i].strengthMarks == sheet.cards[i].strengthMarks);
}

TEST_CASE("cards: an encounter's bands, a village's people, a fight's sides and a scenario's forces") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    dice::Rng rng(seed);
    gen::RollLog log;
    const render::BriefBody body = gen::makeEncounter(rules(), rng, log, {});
    const gen::Encounter& encounter = std::get<gen::Encounter>(body);
    std::vector<const gen::Character*> all;
    std::vector<std::string> sides;
    for (const gen::EncounterGroup& group : encounter.groups) {
      for (const gen::Character& c : group.members) {
        all.push_back(&c);
        sides.push_back(codec::groupLabelWords(group.label));
      }
    }
    const render::CardSheet sheet = sheetOf(body);
    requireFaithful(sheet, all);
    for (size_t i = 0; i < sides.size(); ++i) CHECK(sheet.cards[i].side == sides[i]);
  }
  dice::Rng rng(13);
  gen::RollLog log;
  const render::BriefBody village = gen::makeVillageRaid(rules(), rng, log, 3);
  requireFaithful(sheetOf(village), pointers(std::get<gen::VillageRaid>(village).inhabitants));

  const render::BriefBody fight = gen::fightOf(rules(), {}, rng, log);
  std::vector<const gen::Character*> fighters;
  for (const gen::FightSide& side : std::get<gen::Fight>(fight).setup.sides) {
    for (const gen::Fighter& fighter : side.fighters) fighters.push_back(&fighter.character);
  }
  const render::CardSheet fightSheet = sheetOf(fight);
  requireFaithful(fightSheet, fighters);
  CHECK(fightSheet.cards.front().side.starts_with("The party"));

  gen::ScenarioRequest request;
  request.points = 300;
  const render::BriefBody scenario = gen::generateScenario(rules(), rng, log, request);
  std::vector<const gen::Character*> bought;
  for (const gen::ScenarioForce& force : std::get<gen::GeneratedScenario>(scenario).forces) {
    for (const gen::Retinue& retinue : force.retinues) {
      bought.push_back(&retinue.leader.character);
      for (const gen::BoughtCharacter& retainer : retinue.retainers) bought.push_back(&retainer.character);
    }
  }
  const render::CardSheet scenarioSheet = sheetOf(scenario);
  requireFaithful(scenarioSheet, bought);
  CHECK(scenarioSheet.cards.front().side == "The Franks");
}

TEST_CASE("cards: kinds without characters have none to give") {
  dice::Rng rng(5);
  gen::RollLog log;
  CHECK_FALSE(render::cardGroups(render::BriefBody{gen::Ledger{}}).has_value());
  CHECK_FALSE(render::cardGroups(render::BriefBody{gen::Advancement{}}).has_value());
}

TEST_CASE("cards: a campaign's party, the wounded ticked and the dead left out") {
  campaign::State state = testing::knightsAndRetainers(5);
  REQUIRE(state.members.size() >= 3);
  state.members[1].status = campaign::MemberStatus::wounded;
  state.members[2].status = campaign::MemberStatus::dead;
  const std::vector<render::CardGroup> groups = render::cardGroups(state, state.groupLabel);
  const render::CardSheet sheet = render::describeCards("Party", {}, groups, rules());
  std::vector<const gen::Character*> present;
  for (const campaign::Member& member : state.members) {
    if (member.present()) present.push_back(&member.character);
  }
  requireFaithful(sheet, present);
  CHECK_FALSE(sheet.cards[0].wounded);
  CHECK(sheet.cards[1].wounded);
  CHECK(sheet.cards[2].character->name == state.members[3].character.name);
}
