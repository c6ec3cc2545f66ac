#include <algorithm>
#include <string>
#include <string_view>

#include "codec/fight.hpp"
#include "render/describe.hpp"

namespace outremer::render {

using campaign::nameOf;
using codec::attackersOf;
using codec::shiftText;

namespace {

// A side as it stood at the start: its terrain, its victory terms and its men.
void describeFightSide(std::vector<Block>& blocks, const gen::FightSide& side, std::string_view name) {
  Section& section = add(blocks, Section{std::string(name) + (side.ambushed ? " (ambushed)" : ""), {}});
  add(section.blocks, Paragraph{{"Terrain advantage " + std::to_string(side.advantage) + "; beaten on " +
                                 std::to_string(side.lossesToLose) + " killed."}});
  Table& table = add(section.blocks, Table{"members", characterColumns()});
  for (const gen::Fighter& fighter : side.fighters) {
    gen::Character asFought = fighter.character;
    asFought.mounted = fighter.mounted;
    table.rows.push_back(characterCells(asFought));
  }
}

Line checkLine(const gen::MoraleCheck& check) {
  std::string said = "Morale of " + check.who + " (" + std::string(nameOf(check.occasion)) + "): " + std::to_string(check.value);
  for (const gen::ColumnShift& modifier : check.modifiers) said += " " + shiftText(modifier);
  said += " = " + std::to_string(check.modified) + "; ";
  if (check.die) said += "d10 " + std::to_string(*check.die) + ", ";
  return said + std::string(nameOf(check.outcome));
}

Line attackLine(const gen::FightAttack& a) {
  const bool charging = a.charge > 0;
  std::string said = attackersOf(a) + " " + std::string(codec::attackVerb(a.attackers.size(), charging)) + " " + a.defender + ": " +
                     std::to_string(a.attack);
  if (charging) said += " (charge +" + std::to_string(a.charge) + ")";
  said += " to " + std::to_string(a.defence);
  if (gen::defenceFought(a.defence) != a.defence) said += " (fought as " + std::to_string(gen::defenceFought(a.defence)) + ")";
  said += ", " + std::to_string(a.odds) + "-1";
  for (const gen::ColumnShift& shift : a.shifts) said += ", " + shiftText(shift);
  Line line;
  line.plain(said + "; column ").strong(a.column);
  line.plain(", d6 " + std::to_string(a.die) + ": " + a.key + " " + a.result + ". " + codec::attackOutcome(a) + ".");
  return line;
}

// A turn as it was played, step by step: the morale checks taken before an attack, then
// the attacks up to the next check.
void describeTurn(std::vector<Block>& blocks, const gen::FightRound& round) {
  Section& section = add(blocks, Section{"Turn " + std::to_string(round.number) + ": " +
                                             std::string(codec::kSideNames[round.first]) + " go first",
                                         {}});
  List& list = add(section.blocks, List{});
  TurnStep from;
  for (const TurnStep& to : turnSteps(round)) {
    for (size_t c = from.checks; c < to.checks; ++c) list.items.push_back(checkLine(round.checks[c]));
    for (size_t a = from.attacks; a < to.attacks; ++a) list.items.push_back(attackLine(round.attacks[a]));
    from = to;
  }
}

Line lossesLine(const gen::FightSide& side, std::string_view sideName, const gen::Casualties& c) {
  std::string losses;
  for (const auto& [names, fate] : {std::pair{&c.killed, "killed"}, {&c.wounded, "wounded"}, {&c.stunned, "stunned"},
                                    {&c.fled, "fled"}}) {
    for (const std::string& name : *names) losses += (losses.empty() ? "" : "; ") + name + " " + fate;
  }
  Line line;
  line.strong(std::string(sideName)).plain(" (" + std::to_string(side.fighters.size()) + " in all): " +
                               (losses.empty() ? "no losses" : losses));
  return line;
}

}  // namespace

std::vector<TurnStep> turnSteps(const std::vector<int>& checksAfter, size_t attacks) {
  // Each check's place held within the turn and after the check before it.
  std::vector<size_t> after;
  for (const int place : checksAfter) {
    const size_t least = after.empty() ? 0 : after.back();
    after.push_back(std::clamp(static_cast<size_t>(std::max(place, 0)), least, attacks));
  }
  std::vector<TurnStep> steps;
  TurnStep at;
  while (at.checks < after.size() || at.attacks < attacks) {
    while (at.checks < after.size() && after[at.checks] <= at.attacks) ++at.checks;
    at.attacks = at.checks < after.size() ? after[at.checks] : attacks;
    steps.push_back(at);
  }
  return steps;
}

std::vector<TurnStep> turnSteps(const gen::FightRound& round) {
  std::vector<int> checksAfter;
  for (const gen::MoraleCheck& check : round.checks) checksAfter.push_back(check.afterAttacks);
  return turnSteps(checksAfter, round.attacks.size());
}

std::string fightTitle(const gen::Fight& fight) {
  const std::string met = codec::metWords(fight.setup);
  const std::string against = met.empty() ? "their opponents" : met;
  return "Fight: the party against " + against;
}

void describe(std::vector<Block>& blocks, const gen::Fight& fight) {
  const gen::FightSetup& setup = fight.setup;
  add(blocks, Paragraph{{codec::kFightHouseRule}});
  if (!fight.fought) {
    add(blocks, Paragraph{{Line::field("No fight", codec::fightWhy(fight))}});
    return;
  }
  Line met;
  met.strong(codec::metWords(setup))
      .plain(": " + setup.situation +
             ". Terrain: " + (setup.terrainLabel.empty() ? "not known" : setup.terrainLabel) + ".");
  add(blocks, Paragraph{{met}});
  for (int s = 0; s < 2; ++s) describeFightSide(blocks, setup.sides[s], codec::kSideNames[s]);
  for (const gen::FightRound& round : fight.rounds) describeTurn(blocks, round);
  add(blocks, Paragraph{{Line::field("Result", (fight.winner < 0 ? "" : std::string(codec::kSideNames[fight.winner]) + " win. ") +
                                                   codec::fightWhy(fight) + ".")}});
  List& losses = add(blocks, List{});
  for (int s = 0; s < 2; ++s) losses.items.push_back(lossesLine(setup.sides[s], codec::kSideNames[s], fight.casualties[s]));
}

}  // namespace outremer::render
