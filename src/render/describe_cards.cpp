#include <algorithm>
#include <utility>

#include "codec/encounter.hpp"
#include "codec/fight_words.hpp"
#include "render/cards.hpp"
#include "render/describe.hpp"

namespace outremer::render {
namespace {

void addMembers(CardGroup& group, const std::vector<gen::Character>& characters) {
  for (const gen::Character& character : characters) group.members.push_back({&character, false});
}

void addEncounter(std::vector<CardGroup>& groups, const gen::Encounter& encounter) {
  for (const gen::EncounterGroup& band : encounter.groups) {
    if (band.members.empty()) continue;
    addMembers(groups.emplace_back(CardGroup{codec::groupLabelWords(band.label)}), band.members);
  }
}

void addVillage(std::vector<CardGroup>& groups, const gen::VillageRaid& raid) {
  if (raid.inhabitants.empty()) return;
  addMembers(groups.emplace_back(CardGroup{"The village"}), raid.inhabitants);
}

// A fighter's words for his side: the side's, and the band he came with where it has one
// of its own ("They: Saracen raiders (pursued)").
std::string fighterSide(std::string_view side, const gen::Fighter& fighter) {
  const std::string band = codec::groupLabelWords(gen::bandOf(fighter));
  if (band.empty() || band == side) return std::string(side);
  return std::string(side) + ": " + band;
}

void addFight(std::vector<CardGroup>& groups, const gen::Fight& fight) {
  for (int s = 0; s < 2; ++s) {
    for (const gen::Fighter& fighter : fight.setup.sides[s].fighters) {
      const std::string words = fighterSide(codec::kSideNames[s], fighter);
      if (groups.empty() || groups.back().side != words) groups.push_back({words, {}});
      groups.back().members.push_back({&fighter.character, fighter.health == gen::Health::wounded});
    }
  }
}

void addScenario(std::vector<CardGroup>& groups, const gen::GeneratedScenario& scenario) {
  for (const gen::ScenarioForce& force : scenario.forces) {
    CardGroup& group = groups.emplace_back(CardGroup{force.name});
    for (const gen::Retinue& retinue : force.retinues) {
      group.members.push_back({&retinue.leader.character, false});
      for (const gen::BoughtCharacter& retainer : retinue.retainers) group.members.push_back({&retainer.character, false});
    }
  }
}

// The numbers of the notes on |row|, consulted in |log| (footnoted there when it is not
// as printed): none for a row that is printed or missing.
std::vector<int> marksOf(gen::RollLog& log, const gen::TableRow& row) {
  if (row.row == nullptr) return {};
  log.consult(*row.table, *row.row);
  const auto& notes = log.footnotes();
  const auto found = std::find_if(notes.begin(), notes.end(), [&](const gen::Footnote& note) { return note.row == row.row; });
  if (found == notes.end()) return {};
  return {static_cast<int>(found - notes.begin()) + 1};
}

}  // namespace

std::optional<std::vector<CardGroup>> cardGroups(const BriefBody& body) {
  std::vector<CardGroup> groups;
  const bool described = std::visit(
      [&](const auto& made) {
        using Made = std::decay_t<decltype(made)>;
        if constexpr (std::is_same_v<Made, gen::Party>) {
          addMembers(groups.emplace_back(CardGroup{made.groupLabel}), made.members);
        } else if constexpr (std::is_same_v<Made, gen::Encounter>) {
          addEncounter(groups, made);
        } else if constexpr (std::is_same_v<Made, gen::VillageRaid>) {
          addVillage(groups, made);
        } else if constexpr (std::is_same_v<Made, gen::MercenaryDuty>) {
          if (made.encounter) addEncounter(groups, *made.encounter);
          if (made.raid) addVillage(groups, *made.raid);
        } else if constexpr (std::is_same_v<Made, gen::Fight>) {
          addFight(groups, made);
        } else if constexpr (std::is_same_v<Made, gen::GeneratedScenario>) {
          addScenario(groups, made);
        } else {
          return false;
        }
        return true;
      },
      body);
  if (!described) return std::nullopt;
  return groups;
}

std::vector<CardGroup> cardGroups(const std::vector<gen::RolledSide>& sides) {
  std::vector<CardGroup> groups;
  for (const gen::RolledSide& side : sides) {
    CardGroup& group = groups.emplace_back(CardGroup{side.side->name});
    for (const gen::RolledGroup& rolled : side.groups) addMembers(group, rolled.characters);
  }
  return groups;
}

std::vector<CardGroup> cardGroups(const campaign::State& state, const std::string& side) {
  CardGroup group{side, {}};
  for (const campaign::Member& member : state.members) {
    if (member.present()) group.members.push_back({&member.character, member.status == campaign::MemberStatus::wounded});
  }
  return {std::move(group)};
}

CardSheet describeCards(std::string title, std::vector<Line> byline, std::span<const CardGroup> groups,
                        const gen::Rules& rules, bool compact) {
  CardSheet sheet{std::move(title), std::move(byline), {}, {}};
  gen::RollLog marks;  // the rows the cards' values come from; those not as printed are its footnotes
  for (const CardGroup& group : groups) {
    for (const CardMember& member : group.members) {
      const gen::Character& c = *member.character;
      const gen::CharacterRows rows = gen::characterRows(rules, c);
      Card& card = sheet.cards.emplace_back();
      card.character = &c;
      card.type = c.label + (c.militaryOrder ? " (military order)" : "");
      card.faith = c.side == "moslem" ? "Moslem" : "Christian";
      card.side = group.side;
      card.strengthMarks = marksOf(marks, rows.strength);
      card.moraleMarks = marksOf(marks, rows.morale);
      card.movementMarks = marksOf(marks, rows.movement);
      card.wounded = member.wounded;
    }
  }
  if (!compact) {
    for (const gen::Footnote& note : marks.footnotes()) sheet.notes.push_back(footnoteLine(note));
  }
  return sheet;
}

}  // namespace outremer::render
