// A fight in words: what the briefs, the JSON and the campaign's chronicle say of its
// morale checks, its attacks and its end. The core keeps the fight as numbers and enums
// (gen/fight.hpp); these are its only sentences.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "campaign/names.hpp"
#include "gen/fight.hpp"

namespace outremer::codec {

/// The sides' names, the party's first (FightSetup::sides' order): the briefs, the JSON and
/// the campaign's chronicle call the two sides of a fight by them.
inline constexpr std::array<std::string_view, 2> kSideNames{"The party", "They"};
/// The party's adjective where a battle's texts want one ("the {A} knights").
inline constexpr std::string_view kPartyAdjective = "party";

/// Each end's words, in FightEnd's order: the briefs, the JSON and the reports say them.
inline constexpr std::array<std::string_view, gen::kFightEnds> kFightEndWords{
    "not fought", "all killed", "broken by morale", "victory terms", "undecided"};

/// Whom a fight's party met, in words: a village raided (the core keeps only that it is
/// one), else what its table calls the encounter ("Moslem Raiders"; "" when not known).
inline constexpr std::string_view kVillageRaided = "Moslem village";
template <class Ground>
std::string metWords(const Ground& ground) {
  return ground.villageRaid ? std::string(kVillageRaided) : ground.encounter;
}

/// A fight's (or its ground's) "encounter" field: written as metWords(), read back to a
/// village raid or the encounter's words.
template <class Io, class Ground>
void metField(Io& io, Ground& ground) {
  std::string words = metWords(ground);
  io("encounter", words);
  if constexpr (Io::kReads) {
    ground.villageRaid = words == kVillageRaided;
    ground.encounter = ground.villageRaid ? "" : std::move(words);
  }
}

}  // namespace outremer::codec

namespace outremer::campaign {

template <>
struct Names<gen::MoraleOccasion> {
  static constexpr std::array<std::pair<gen::MoraleOccasion, std::string_view>, 4> table{
      {{gen::MoraleOccasion::ambushed, "ambushed"},
       {gen::MoraleOccasion::chargedByArmouredCavalry, "charged by armoured cavalry"},
       {gen::MoraleOccasion::knightOrMamlukKilled, "a knight or mamluk killed"},
       {gen::MoraleOccasion::friendRouting, "a friend routing"}}};
};

template <>
struct Names<gen::MoraleOutcome> {
  static constexpr std::array<std::pair<gen::MoraleOutcome, std::string_view>, 3> table{
      {{gen::MoraleOutcome::holds, "holds"}, {gen::MoraleOutcome::panics, "panics"}, {gen::MoraleOutcome::routs, "routs"}}};
};

template <>
struct Names<gen::AttackEffect> {
  static constexpr std::array<std::pair<gen::AttackEffect, std::string_view>, 5> table{
      {{gen::AttackEffect::none, "none"},
       {gen::AttackEffect::retreat, "retreat"},
       {gen::AttackEffect::stunned, "stunned"},
       {gen::AttackEffect::wounded, "wounded"},
       {gen::AttackEffect::killed, "killed"}}};
};

template <>
struct Names<gen::FightEnd> {
  static constexpr auto table = [] {
    std::array<std::pair<gen::FightEnd, std::string_view>, gen::kFightEnds> all{};
    for (size_t end = 0; end < all.size(); ++end) all[end] = {static_cast<gen::FightEnd>(end), codec::kFightEndWords[end]};
    return all;
  }();
};

template <>
struct Names<gen::Health> {
  static constexpr std::array<std::pair<gen::Health, std::string_view>, 4> table{{{gen::Health::healthy, "healthy"},
                                                                                  {gen::Health::stunned, "stunned"},
                                                                                  {gen::Health::wounded, "wounded"},
                                                                                  {gen::Health::killed, "killed"}}};
};

}  // namespace outremer::campaign

namespace outremer::codec {

/// Why a column or a morale value moved: "terrain (1.73)", "combined against infantry
/// (1.72)", "panicking defender (1.84)", or a morale modifier's words.
std::string_view shiftWhy(const gen::ColumnShift& shift);
/// The shift that |why| and |columns| say, as shiftWhy words it.
gen::ColumnShift shiftOf(const std::string& why, int columns);

/// How an attack reads between its attackers and the defender: "Hugh charges Omar",
/// "Hugh attacks Omar", "Hugh and Odo attack Omar".
std::string_view attackVerb(std::size_t attackers, bool charge);
/// An attack's attackers as the brief names them: "Hugh and Odo".
std::string attackersOf(const gen::FightAttack& attack);
/// What befell whom: "Hugh is wounded", "Odo, already stunned, is killed", "Hugh and Odo
/// retreat 1 hex", "no effect on the attackers (1.84)".
std::string attackOutcome(const gen::FightAttack& attack);

/// A side as the end of a fight counts it.
struct SideAtEnd {
  std::string_view name;
  int size = 0;
  int killed = 0;
  int lossesToLose = 0;
  int lossesToDraw = 0;
};

/// How a fight ended, as its brief and the chronicle say it: "They are all killed", "The
/// party kill 6 of 11, the victory terms (6)", "No decision in 12 turns; They draw, having
/// killed 3 of 9". |winner| is -1 for none.
std::string fightEndWords(gen::FightEnd end, int winner, int turns, const std::array<SideAtEnd, 2>& sides);
/// fightEndWords of |fight| as fought, or why it was not fought.
std::string fightWhy(const gen::Fight& fight);
/// Why a fight with no one on side |empty| (0 the party) was not fought.
std::string_view noFightWords(int empty);

}  // namespace outremer::codec
