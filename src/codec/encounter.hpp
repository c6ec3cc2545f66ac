// The JSON form of an encounter (schemas/encounter.schema.json) and of the scene it is
// played on: the tactical map and the deployment.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "codec/character.hpp"
#include "codec/feudal_roster.hpp"
#include "codec/format_error.hpp"
#include "gen/encounter.hpp"
#include "gen/tactical_map.hpp"

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Encounter> = "encounter";

inline constexpr std::string_view kMounts[] = {"mounted", "on foot", "mixed"};

/// "mounted", "on foot" or "mixed": the group's members, or what the table says of a
/// group no one is in.
std::string mountOf(const gen::EncounterGroup& group);

/// What is noted of |group|: why a band that came to none is empty, else the table's words
/// ("" for none).
std::string groupNote(const gen::EncounterGroup& group);

/// What |behaviour| says, in words.
std::string behaviourWords(const gen::Behaviour& behaviour);
std::vector<std::string> behaviourWords(const std::vector<gen::Behaviour>& behaviour);

/// The encounter's forces as a roster sheet: the opponents as one side, or no side when
/// no one met stands against the party.
FeudalRosterSheet encounterRoster(const gen::Encounter& encounter);

template <class Io>
void fields(Io& io, Of<gen::TacticalMap> auto& map) {
  io("terrain", map.terrain);
  io("terrain_label", map.terrainLabel);
  io("name", map.map);
  io("series", map.series);
}

/// What |term| says, in words: "The party wins by killing or capturing 6 of their 12; draws
/// with 3 to 5." (a side whose number is not known is given the shares).
std::string victoryWords(const gen::VictoryTerm& term);
std::vector<std::string> victoryWords(const std::vector<gen::VictoryTerm>& terms);

template <class Io>
void fields(Io& io, Of<gen::Deployment> auto& plan) {
  io("situation", plan.situation);
  io("label", plan.label);
  io("opponents", plan.opponents);
  io("party", plan.party);
  io.omitEmpty("hidden", plan.hidden);
  io("hidden_rules", plan.hiddenRules);
  asWritten(io, "victory", plan.victory, victoryWords(plan.victory));
}

/// What |label| says: "Saracen raiders (pursued)", "Knights (fighting order)", "Escort:
/// Sergeant and retainers", "The party"; one read back, its words as written.
std::string groupLabelWords(const gen::GroupLabel& label);
/// Whom a save's meeting names, read back from |words|: the campaign's own (a village to
/// raid, the great lord's men, mutineers) by their words, any other as written.
gen::GroupLabel meetingLabelFromWords(std::string words);

template <class Io>
void fields(Io& io, Of<gen::EncounterGroup> auto& group) {
  asWritten(io, "label", group.label, groupLabelWords(group.label));
  io("who", group.who);
  io.omitEmpty("role", group.role);
  io.omitEmpty("dice", group.dice);
  io.omitEmpty("roll", group.roll);
  io.when(!group.dice.empty(), "rolled", group.rolled, kSignedCount);
  io("count", group.count, kCount);
  // Written from the members; read, it is what the table says of the group.
  io.derived("mount", [&] { return mountOf(group); }, Words{kMounts});
  if constexpr (Io::kReads) group.mounted = io.get("mount").template get<std::string>() == "mounted";
  io("opposing", group.opposing);
  // An empty band's note is said from its dice; any other is the table's.
  if (gen::cameToNone(group)) {
    io.derivedIf(true, "note", [&] { return groupNote(group); });
  } else {
    io.omitEmpty("note", group.note);
  }
  io("members", group.members);
}

/// What |chance| is of: a rule's words, or a hunt's "Chance of kill", "Damage to self:
/// killed (each hunter)".
std::string chanceWords(const gen::EncounterChance& chance);
/// When |chance| is rolled, if not now: "later", "when hunted"; "" for now.
std::string chanceWhenWords(const gen::EncounterChance& chance);

// A brief or save reads its chances back as written: the words, not the kinds.
template <class Io>
void fields(Io& io, Of<gen::EncounterChance> auto& chance) {
  std::string what = chanceWords(chance);
  io("what", what);
  io("percent", chance.percent, kPercent);
  io("roll", chance.roll, kD100);
  io("happened", chance.happened);
  std::string when = chanceWhenWords(chance);
  io.omitEmpty("when", when);
  if constexpr (Io::kReads) {
    chance.kind = gen::ChanceKind::asWritten;
    chance.what = std::move(what);
    chance.later = false;
    chance.when = std::move(when);
  }
}

/// What a thing of |kind| is called: "Purse", "Baggage mules, if captured"; "" for animals
/// and one read back, whose words are their own.
std::string_view carriedKindWords(gen::CarriedKind kind);
/// What |item| is: its kind's words, animals' "Gazelle, if all are killed", or its words as
/// written.
std::string carriedWords(const gen::Carried& item);
/// How |item| was counted: the dice rolled ("d6 SC", "5 at d6 SF"), or animals' "3 at 2SC
/// each".
std::string carriedDetail(const gen::Carried& item);

// A brief or save reads what is carried back as written: the words, not the kinds.
template <class Io>
void fields(Io& io, Of<gen::Carried> auto& item) {
  std::string what = carriedWords(item);
  std::string detail = carriedDetail(item);
  io("what", what);
  io("detail", detail);
  io("value", item.value);
  if constexpr (Io::kReads) {
    item.kind = gen::CarriedKind::asWritten;
    item.what = std::move(what);
    item.detail = std::move(detail);
    item.count = 0;
    item.each = {};
  }
}

/// The encounter check: its d100, the chance, and whether it found anyone.
struct EncounterCheck {
  int roll = 1;
  int percent = 0;
  bool found = false;
};

template <class Io>
void fields(Io& io, Of<EncounterCheck> auto& check) {
  io("roll", check.roll, kD100);
  io("percent", check.percent, kPercent);
  io("found", check.found);
}

/// The toll asked of each person, and of the whole party when its size is known.
struct Toll {
  tables::Money perPerson;
  std::optional<tables::Money> total;
};

template <class Io>
void fields(Io& io, Of<Toll> auto& toll) {
  io("per_person", toll.perPerson);
  io("total", toll.total);
}

template <class Io>
void fields(Io& io, Of<gen::Encounter> auto& e) {
  io("where", e.where);
  io("where_label", e.whereLabel);
  io("time", e.time);
  io("column", e.column);
  std::optional<EncounterCheck> check;
  if (e.checkRoll) check = EncounterCheck{*e.checkRoll, e.checkPercent, !e.clear};
  io("check", check);
  io("clear", e.clear);
  if constexpr (Io::kReads) {
    if (check) {
      e.checkRoll = check->roll;
      e.checkPercent = check->percent;
      if (check->found == e.clear) refuse(io.at("clear"), "the check's found and clear disagree");
    }
  }
  io.omitEmpty("type", e.type);
  io.omitEmpty("type_label", e.typeLabel);
  io.omitEmpty("effects_table", e.effectsTable);
  io.omitEmpty("result", e.result);
  io.omitEmpty("intention", e.intention);
  io.omitEmpty("kind", e.kind);
  io.omitEmpty("kind_label", e.kindLabel);
  io("ambush", e.ambush);
  io("party_ambushes", e.partyAmbushes);
  io("hostile", e.hostile);
  io("groups", e.groups);
  io.derived("opposing_count", [&] { return gen::opposingCount(e); }, kCount);
  io("mules", e.mules, kCount);
  io("wagons", e.wagons, kCount);
  io("carried", e.carried);
  io("carried_total", e.carriedTotal);
  std::optional<Toll> toll;
  if (e.tollPerPerson) toll = Toll{*e.tollPerPerson, e.tollTotal};
  io("toll", toll);
  if constexpr (Io::kReads) {
    if (toll) {
      e.tollPerPerson = toll->perPerson;
      e.tollTotal = toll->total;
    }
  }
  io("chances", e.chances);
  asWritten(io, "behaviour", e.behaviour, behaviourWords(e.behaviour));
  io("map", e.map);
  io("deployment", e.deployment);
  io.derivedIf(e.feudalRoster.has_value(), "feudal_roster", [&] { return encounterRoster(e); });
}

}  // namespace outremer::codec
