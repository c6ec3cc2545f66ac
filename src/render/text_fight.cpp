#include "render/text_fight.hpp"

#include "render/json_fight.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendSide(std::string& out, const gen::FightSide& side) {
  put(out, "\n{}{}: terrain advantage {}; beaten on {} killed\n", shown(side.name), side.ambushed ? " (ambushed)" : "",
      side.advantage, side.lossesToLose);
  put(out, "  {} {} Mtd   A/D  Foot Mor\n", column("Name", 18), column("Type", 22));
  for (const gen::Fighter& f : side.fighters) {
    const gen::Character& c = f.character;
    put(out, "  {} {} {} {} {} {}\n", column(shown(c.name), 18), column(shown(c.label), 22), f.mounted ? "yes" : " - ",
        columnRight(fmt::format("{}/{}", c.attack, c.defence), 5),
        columnRight(fmt::format("{}/{}", c.footAttack, c.footDefence), 5), columnRight(std::to_string(c.morale), 3));
  }
}

void appendCheck(std::string& out, const gen::MoraleCheck& check) {
  put(out, "  Morale of {} ({}): {}", shown(check.who), shown(check.why), check.value);
  for (const gen::ColumnShift& m : check.modifiers) put(out, " {}", shown(shiftText(m)));
  put(out, " = {}; ", check.modified);
  if (check.die) put(out, "d10 {}, ", *check.die);
  put(out, "{}\n", check.outcome);
}

void appendAttack(std::string& out, const gen::FightAttack& a) {
  const bool charging = a.charge > 0;
  const char* verb = gen::attackVerb(a.attackers.size(), charging);
  put(out, "  {} {} {}: {}", shown(attackersOf(a)), verb, shown(a.defender), a.attack);
  if (charging) put(out, " (charge +{})", a.charge);
  put(out, " to {}", a.defence);
  if (gen::defenceFought(a.defence) != a.defence) put(out, " (fought as {})", gen::defenceFought(a.defence));
  put(out, ", {}-1", a.odds);
  for (const gen::ColumnShift& s : a.shifts) put(out, ", {}", shown(shiftText(s)));
  put(out, "; column {}, d6 {}: {} {}. {}.\n", a.column, a.die, shown(a.key), shown(a.result), shown(a.outcome));
}

void appendFightLosses(std::string& out, const gen::FightSide& side, const gen::Casualties& c) {
  put(out, "{}:", shown(side.name));
  for (const auto& [names, fate] : {std::pair{&c.killed, "killed"}, {&c.wounded, "wounded"}, {&c.stunned, "stunned"},
                                    {&c.fled, "fled"}}) {
    for (const std::string& name : *names) put(out, " {} {};", shown(name), fate);
  }
  put(out, " ({} in all)\n", side.fighters.size());
}

void appendFight(std::string& out, const gen::Fight& fight) {
  const gen::FightSetup& setup = fight.setup;
  put(out, "{}\n", kFightHouseRule);
  // A blank line either way, as the template leaves one for the section not shown.
  if (!fight.fought) {
    put(out, "\nNo fight: {}\n\n", shown(fight.noFight));
    return;
  }
  put(out, "\n{}: {}. Terrain: {}.\n", shown(setup.encounter), shown(setup.situation),
      setup.terrainLabel.empty() ? "not known" : shown(setup.terrainLabel));
  for (const gen::FightSide& side : setup.sides) appendSide(out, side);
  for (const gen::FightRound& round : fight.rounds) {
    put(out, "\nTurn {}: {} go first\n", round.number, shown(setup.sides[round.first].name));
    TurnStep from;
    for (const TurnStep& to : turnSteps(round)) {
      for (size_t c = from.checks; c < to.checks; ++c) appendCheck(out, round.checks[c]);
      for (size_t a = from.attacks; a < to.attacks; ++a) appendAttack(out, round.attacks[a]);
      from = to;
    }
  }
  put(out, "\nResult: {}{}.\n", fight.winner < 0 ? "" : shown(setup.sides[fight.winner].name) + " win. ", shown(fight.why));
  for (int s = 0; s < 2; ++s) appendFightLosses(out, setup.sides[s], fight.casualties[s]);
}

}  // namespace

std::string briefText(const Brief& brief, const gen::Fight& fight) {
  std::string out = beginBriefText(brief.header);
  appendFight(out, fight);
  out += '\n';
  appendLogText(out, brief.log);
  return out;
}

}  // namespace outremer::render
