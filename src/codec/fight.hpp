// The JSON form of a fight (schemas/fight.schema.json): the sides as they stood, each
// round's morale checks and attacks with their columns, the casualties and the winner.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "codec/encounter.hpp"
#include "codec/field.hpp"
#include "codec/fight_words.hpp"
#include "gen/fight.hpp"

namespace outremer::campaign {

}  // namespace outremer::campaign

namespace outremer::codec {

template <>
inline constexpr std::string_view kKind<gen::Fight> = "fight";

class JsonIn;

/// What the abstraction is, in a sentence: every brief of a fight says it first.
inline constexpr const char* kFightHouseRule =
    "Resolved abstractly by the house rule of docs/FIGHT.md: no map, no movement; the book's tables decide each "
    "attack and morale check.";

inline constexpr std::string_view kCombatTables[] = {"combat-mounted", "combat-infantry"};
inline constexpr std::string_view kAttackVerbs[] = {"attacks", "attack", "charges", "charge"};
inline constexpr std::string_view kAttackTargets[] = {"defender", "attackers"};

/// A shift or modifier as the brief prints it: "terrain (1.73) +1".
std::string shiftText(const gen::ColumnShift& shift);
/// The odds an attack's "3-1" gives (refused at |path| when it is not N-1).
int oddsRead(const std::string& text, const std::string& path);

template <class Io>
void fields(Io& io, Of<gen::ColumnShift> auto& shift) {
  std::string why(shiftWhy(shift));
  io("why", why);
  io("value", shift.columns, kSignedCount);
  if constexpr (Io::kReads) shift = shiftOf(why, shift.columns);
  io.derived("text", [&] { return shiftText(shift); });
}

/// A fighter as he stood at the start: his character's strengths, whether he is mounted.
template <class Io>
void fields(Io& io, Of<gen::Fighter> auto& fighter) {
  auto& c = fighter.character;
  io("name", c.name);
  io("type", c.type);
  io("label", c.label);
  // His band's words; read back, a label of its own (as written) that no other man shares.
  gen::GroupLabel band = Io::kReads ? gen::GroupLabel{} : gen::bandOf(fighter);
  asWritten(io, "group", band, groupLabelWords(band));
  if constexpr (Io::kReads) fighter.group = std::make_shared<const gen::GroupLabel>(std::move(band));
  io("mounted", fighter.mounted);
  io("armoured", c.armoured);
  io("attack", c.attack, kCount);
  io("defence", c.defence, kCount);
  io("foot_attack", c.footAttack, kCount);
  io("foot_defence", c.footDefence, kCount);
  io("morale", c.morale, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::Casualties> auto& casualties) {
  io("killed", casualties.killed);
  io("wounded", casualties.wounded);
  io("stunned", casualties.stunned);
  io("fled", casualties.fled);
}

/// A part of the fight a wrapper below puts beside what the brief adds to it: written from
/// where it lies in the fight (|at|, not copied), read into |value|.
template <class T>
struct Borrowed {
  T value{};
  const T* at = nullptr;
};

template <class T>
T& borrowed(Borrowed<T>& part) {
  return part.value;
}

template <class T>
const T& borrowed(const Borrowed<T>& part) {
  return part.at != nullptr ? *part.at : part.value;
}

/// A side with its name (kSideNames) and what it lost: the brief keeps them together.
struct FightSideLosses {
  std::string name;
  Borrowed<gen::FightSide> side;
  Borrowed<gen::Casualties> casualties;
};

template <class Io>
void fields(Io& io, Of<FightSideLosses> auto& entry) {
  auto& side = borrowed(entry.side);
  io("name", entry.name, NonEmpty{});
  io("advantage", side.advantage, Range{-1, 1});
  io("ambushed", side.ambushed);
  io.derived("size", [&] { return static_cast<int>(side.fighters.size()); }, kCount);
  io("losses_to_lose", side.lossesToLose, kCount);
  io("losses_to_draw", side.lossesToDraw, kCount);
  io("fighters", side.fighters);
  io("casualties", borrowed(entry.casualties));
}

// A check's and an attack's own members; their side is the round's to name (Sided).

template <class Io>
void fields(Io& io, Of<gen::MoraleCheck> auto& check) {
  io("who", check.who);
  io("why", check.occasion);
  io("value", check.value, kSignedCount);
  io("modifiers", check.modifiers);
  io("modified", check.modified, kSignedCount);
  io("die", check.die, Range{1, 10});
  io("outcome", check.outcome);
  io("after_attacks", check.afterAttacks, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::FightAttack> auto& a) {
  io("attackers", a.attackers);
  io.derived("by", [&] { return attackersOf(a); });
  io.derived("verb", [&] { return std::string(attackVerb(a.attackers.size(), a.charge > 0)); },
             Words{kAttackVerbs});
  io("defender", a.defender);
  io.derived("charging", [&] { return a.charge > 0; });
  io("attack", a.attack, kCount);
  io("charge", a.charge, kCount);
  io("defence", a.defence, kCount);
  io.derivedIf(gen::defenceFought(a.defence) != a.defence, "defence_fought",
               [&] { return gen::defenceFought(a.defence); }, kCount);
  io.derived("odds", [&] { return std::to_string(a.odds) + "-1"; });
  if constexpr (Io::kReads) a.odds = oddsRead(io.get("odds").template get<std::string>(), io.at("odds"));
  io("shifts", a.shifts);
  io("column", a.column);
  io("table", a.table, Words{kCombatTables});
  io("die", a.die, Range{1, 6});
  io("key", a.key);
  io("result", a.result);
  io("effect", a.effect);
  std::string on(kAttackTargets[a.onAttackers ? 1 : 0]);
  io("on", on, Words{kAttackTargets});
  if constexpr (Io::kReads) a.onAttackers = on == kAttackTargets[1];
  io("already", a.already);
  io("dismounted", a.dismounted);
  io.derived("outcome", [&] { return attackOutcome(a); });
}

/// A check or an attack with the name of the side that made it, first.
template <class T>
struct Sided {
  std::string side;
  Borrowed<T> item;
};

template <class T>
inline constexpr bool kSided = false;
template <class T>
inline constexpr bool kSided<Sided<T>> = true;

template <class Io, class S>
  requires kSided<std::remove_const_t<S>>
void fields(Io& io, S& sided) {
  io("side", sided.side);
  fields(io, borrowed(sided.item));
}

/// A round with its sides named: who went first, then its checks and attacks.
struct FightTurn {
  int number = 1;
  std::string first;
  std::vector<Sided<gen::MoraleCheck>> checks;
  std::vector<Sided<gen::FightAttack>> attacks;
};

template <class Io>
void fields(Io& io, Of<FightTurn> auto& turn) {
  io("number", turn.number, kDays);
  io("first", turn.first);
  io("checks", turn.checks);
  io("attacks", turn.attacks);
}

/// The fight's sides with their losses, and its rounds with the sides named, as written.
std::vector<FightSideLosses> sidesOf(const gen::Fight& fight);
std::vector<FightTurn> turnsOf(const gen::Fight& fight);
/// Sets |fight|'s sides, casualties, rounds and winner from what |in| read: exactly two
/// sides, the party's first, every side named one of theirs as written.
void takeSides(gen::Fight& fight, std::vector<FightSideLosses> sides, std::vector<FightTurn> turns,
               const std::optional<std::string>& winner, const JsonIn& in);

template <class Io>
void fields(Io& io, Of<gen::Fight> auto& fight) {
  auto& setup = fight.setup;
  io.derived("house_rule", [] { return std::string(kFightHouseRule); }, NonEmpty{});
  io("fought", fight.fought);
  io.derivedIf(!fight.fought, "no_fight", [&] { return fightWhy(fight); });
  metField(io, setup);
  io("situation", setup.situation);
  io("terrain", setup.terrain);
  io("terrain_label", setup.terrainLabel);
  io("round_limit", setup.roundLimit, kDays);
  std::vector<FightSideLosses> sides = sidesOf(fight);
  io("sides", sides);
  std::vector<FightTurn> turns = turnsOf(fight);
  io("rounds", turns);
  std::optional<std::string> winner;
  if (fight.winner >= 0) winner = kSideNames[fight.winner];
  io("winner", winner);
  // Without a fight, why there was none.
  io.derived("why", [&] { return fightWhy(fight); }, NonEmpty{});
  io("end", fight.end);
  if constexpr (Io::kReads) takeSides(fight, std::move(sides), std::move(turns), winner, io);
}

}  // namespace outremer::codec
