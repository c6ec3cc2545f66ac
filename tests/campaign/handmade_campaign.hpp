// A campaign built by hand for the chronicle's tests: four members, three days from Acre
// onto the Nazareth detour, two encounters, money in and out.
#pragma once

#include <nlohmann/json.hpp>

#include "../gen/shipped_tables.hpp"
#include "render/chronicle_json.hpp"
#include "written.hpp"

namespace outremer::testing {

inline campaign::Member handmadeMember(const std::string& name, const std::string& label, int attack,
                                       int defence, campaign::MemberStatus status) {
  campaign::Member member;
  member.character.name = name;
  member.character.type = label == "Other Knights" ? "knight" : "sergeant";
  member.character.label = label;
  member.character.side = "christian";
  member.character.attack = attack;
  member.character.defence = defence;
  member.status = status;
  return member;
}

// Money: the purse starts at 3GF 1SF 2SC 8CC (2058 CC); out 200 + 208 + 200 = 608 CC
// (4SF 4SC 8CC), in 675 CC (1GF 2SC); it ends at 3GF 2SF (2125 CC).
inline campaign::State handmadeCampaign() {
  const campaign::Route& route = shippedRoute();
  campaign::State state;
  state.seed = 42;
  state.day = 3;
  state.hex = route.indexOf("acre");
  state.detour = "nazareth";
  state.detourStep = 1;
  state.group = "knight-and-retainers";
  state.groupLabel = "Knight and retainers";
  state.members.push_back(handmadeMember("Amédée", "Other Knights", 27, 13, campaign::MemberStatus::healthy));
  state.members.back().character.mounted = true;
  state.members.back().carry = 0.5;
  state.members.push_back(handmadeMember("Ulric", "Sergeant", 22, 11, campaign::MemberStatus::wounded));
  state.members.push_back(handmadeMember("Pons", "Sergeant", 10, 7, campaign::MemberStatus::dead));
  state.members.push_back(handmadeMember("Boniface", "Sergeant", 10, 7, campaign::MemberStatus::healthy));
  state.members.back().joinedDay = 3;
  state.mules = 1;
  state.purse = tables::Money{2125};
  state.renown = 2;
  state.finished = campaign::Ending::arrived;
  state.log = {
      {1, "acre", campaign::EntryKind::start, testing::written("The party sets out from Acre."), 0},
      {1, "acre", campaign::EntryKind::upkeep, testing::written("Upkeep for the day."), -200},
      {2, "sepphoris-road", campaign::EntryKind::detour, testing::written("The party leaves the road for Nazareth."), 0},
      {2, "sepphoris-road", campaign::EntryKind::encounter, testing::written("Brigands bar the road & demand 2CC a head (<toll>)."), 0},
      {2, "sepphoris-road", campaign::EntryKind::pay, testing::written("The toll is paid; Pons dies of his wounds."), -8},
      {2, "sepphoris-road", campaign::EntryKind::upkeep, testing::written("Upkeep for the day."), -200},
      {3, "nazareth", campaign::EntryKind::move, testing::written("The party reaches Nazareth."), 0},
      {3, "nazareth", campaign::EntryKind::encounter, testing::written("A patrol of Templars rides by."), 0},
      {3, "nazareth", campaign::EntryKind::rob, testing::written("Loot from the brigands sold in the market."), 675},
      {3, "nazareth", campaign::EntryKind::join, testing::written("Boniface joins the party."), 0},
      {3, "nazareth", campaign::EntryKind::upkeep, testing::written("Upkeep for the day."), -200},
      {3, "nazareth", campaign::EntryKind::end, testing::written("The pilgrims give thanks at the shrine of the Annunciation."), 0},
  };
  return state;
}

}  // namespace outremer::testing

namespace outremer::testing {

/// The chronicle of handmadeCampaign().
inline campaign::Chronicle handmadeChronicle() {
  return campaign::chronicle(handmadeCampaign(), shippedRoute());
}

/// The same as the brief `campaign log --format json` writes.
inline nlohmann::ordered_json handmadeChronicleJson() {
  return render::chronicleJson(handmadeCampaign(), shippedRoute());
}

}  // namespace outremer::testing
