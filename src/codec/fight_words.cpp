#include "codec/fight_words.hpp"

namespace outremer::codec {

namespace {

// The fixed shifts' words, in gen::ShiftFor's order (a morale modifier has its row's).
constexpr std::string_view kShiftWhy[] = {"terrain (1.73)", "combined against infantry (1.72)",
                                          "panicking defender (1.84)"};

}  // namespace

std::string_view shiftWhy(const gen::ColumnShift& shift) {
  const auto kind = static_cast<size_t>(shift.why);
  return kind < std::size(kShiftWhy) ? kShiftWhy[kind] : std::string_view(shift.modifier);
}

gen::ColumnShift shiftOf(const std::string& why, int columns) {
  for (size_t kind = 0; kind < std::size(kShiftWhy); ++kind) {
    if (why == kShiftWhy[kind]) return {static_cast<gen::ShiftFor>(kind), columns, {}};
  }
  return {gen::ShiftFor::moraleModifier, columns, why};
}

std::string_view attackVerb(std::size_t attackers, bool charge) {
  if (charge) return attackers == 1 ? "charges" : "charge";
  return attackers == 1 ? "attacks" : "attack";
}

std::string attackersOf(const gen::FightAttack& attack) {
  std::string by;
  for (const std::string& name : attack.attackers) by += (by.empty() ? "" : " and ") + name;
  return by;
}

std::string attackOutcome(const gen::FightAttack& a) {
  using gen::AttackEffect;
  if (a.effect == AttackEffect::none) return "no effect on the attackers (1.84)";
  if (a.effect == AttackEffect::retreat) {
    if (!a.onAttackers) return a.defender + " retreats 1 hex";
    return attackersOf(a) + (a.attackers.size() == 1 ? " retreats" : " retreat") + " 1 hex";
  }
  // The weakest attacker takes a wound the result gives the attackers (1.72).
  const std::string& who = a.onAttackers && !a.attackers.empty() ? a.attackers.back() : a.defender;
  if (a.already != gen::Health::healthy) {
    return who + ", already " + std::string(campaign::nameOf(a.already)) + ", is killed";
  }
  return who + " is " + std::string(campaign::nameOf(a.effect)) + (a.dismounted ? " and dismounted" : "");
}

std::string fightEndWords(gen::FightEnd end, int winner, int turns, const std::array<SideAtEnd, 2>& sides) {
  const auto text = [](int n) { return std::to_string(n); };
  if (end == gen::FightEnd::undecided || winner < 0 || winner > 1) {
    std::string why = "No decision in " + text(turns) + (turns == 1 ? " turn" : " turns");
    for (int s = 0; s < 2; ++s) {
      const SideAtEnd& side = sides[s];
      if (side.lossesToDraw > 0 && side.killed >= side.lossesToDraw) {
        why += "; " + std::string(sides[1 - s].name) + " draw, having killed " + text(side.killed) + " of " +
               text(side.size);
      }
    }
    return why;
  }
  const SideAtEnd& loser = sides[1 - winner];
  if (end == gen::FightEnd::destroyed) return std::string(loser.name) + " are all killed";
  if (end == gen::FightEnd::broken) return std::string(loser.name) + " break and are driven off the field by morale loss";
  return std::string(sides[winner].name) + " kill " + text(loser.killed) + " of " + text(loser.size) +
         ", the victory terms (" + text(loser.lossesToLose) + ")";
}

std::string_view noFightWords(int empty) {
  return empty == 0 ? "The party has no one to fight with." : "They have no one to fight: no band met opposes the party.";
}

std::string fightWhy(const gen::Fight& fight) {
  const auto& sides = fight.setup.sides;
  if (!fight.fought) return std::string(noFightWords(sides[0].fighters.empty() ? 0 : 1));
  std::array<SideAtEnd, 2> atEnd;
  for (int s = 0; s < 2; ++s) {
    atEnd[s] = {kSideNames[s], static_cast<int>(sides[s].fighters.size()),
                static_cast<int>(fight.casualties[s].killed.size()), sides[s].lossesToLose, sides[s].lossesToDraw};
  }
  return fightEndWords(fight.end, fight.winner, static_cast<int>(fight.rounds.size()), atEnd);
}

}  // namespace outremer::codec
