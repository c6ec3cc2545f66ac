#include "render/markdown_fight.hpp"

#include <span>

#include "render/json_fight.hpp"
#include "render/markdown_brief.hpp"
#include "render/text_brief.hpp"

namespace outremer::render {
namespace {

void appendFightSideMarkdown(std::string& out, const gen::FightSide& side) {
  put(out, "\n### {}{}\n\nTerrain advantage {}; beaten on {} killed.\n\n", markdownCell(side.name),
      side.ambushed ? " (ambushed)" : "", side.advantage, side.lossesToLose);
  out += "| Name | Type | Mounted | Attack/Defence | On foot | Morale |\n|---|---|---|---|---|---|\n";
  for (const gen::Fighter& f : side.fighters) {
    const gen::Character& c = f.character;
    put(out, "| {} | {} | {} | {}/{} | {}/{} | {} |\n", markdownCell(c.name), markdownCell(c.label), f.mounted ? "yes" : "no",
        c.attack, c.defence, c.footAttack, c.footDefence, c.morale);
  }
}

// The shifts or modifiers of a cell, each followed by "; ".
std::string shiftsCell(const std::vector<gen::ColumnShift>& shifts) {
  std::string cell;
  for (const gen::ColumnShift& s : shifts) cell += markdownCell(shiftText(s)) + "; ";
  return cell;
}

void appendChecks(std::string& out, std::span<const gen::MoraleCheck> checks) {
  if (!checks.empty()) {
    out +=
        "\n| Morale of | Why | Value | Modifiers | Modified | d10 | Outcome |\n"
        "|---|---|---|---|---|---|---|\n";
  }
  for (const gen::MoraleCheck& check : checks) {
    put(out, "| {} | {} | {} | {} | {} | {} | {} |\n", markdownCell(check.who), markdownCell(check.why), check.value,
        shiftsCell(check.modifiers), check.modified, check.die ? std::to_string(*check.die) : "", check.outcome);
  }
}

void appendAttacks(std::string& out, std::span<const gen::FightAttack> attacks) {
  if (!attacks.empty()) {
    out +=
        "\n| Attackers | Defender | Attack | Defence | Odds | Shifts | Column | d6 | Key | Outcome |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n";
  }
  for (const gen::FightAttack& a : attacks) {
    const bool charging = a.charge > 0;
    const int fought = gen::defenceFought(a.defence);
    put(out, "| {}{} | {} | {}{} | {}{} | {}-1 | {} | {} | {} | {}: {} | {} |\n", markdownCell(attackersOf(a)),
        charging ? " (charge)" : "", markdownCell(a.defender), a.attack, charging ? fmt::format(" (+{})", a.charge) : "",
        a.defence, fought != a.defence ? fmt::format(" (fought as {})", fought) : "", a.odds, shiftsCell(a.shifts),
        a.column, a.die, markdownCell(a.key), markdownCell(a.result), markdownCell(a.outcome));
  }
}

void appendLossesMarkdown(std::string& out, const gen::FightSide& side, const gen::Casualties& c) {
  put(out, "- {} ({}):", markdownCell(side.name), side.fighters.size());
  for (const auto& [names, fate] : {std::pair{&c.killed, "killed"}, {&c.wounded, "wounded"}, {&c.stunned, "stunned"},
                                    {&c.fled, "fled"}}) {
    for (const std::string& name : *names) put(out, " {} {};", markdownCell(name), fate);
  }
  out += '\n';
}

void appendFought(std::string& out, const gen::Fight& fight) {
  const gen::FightSetup& setup = fight.setup;
  put(out, "**{}**: {}. Terrain: {}.\n", markdownCell(setup.encounter), markdownCell(setup.situation),
      setup.terrainLabel.empty() ? "not known" : markdownCell(setup.terrainLabel));
  for (const gen::FightSide& side : setup.sides) appendFightSideMarkdown(out, side);
  for (const gen::FightRound& round : fight.rounds) {
    put(out, "\n### Turn {}: {} go first\n", round.number, markdownCell(setup.sides[round.first].name));
    TurnStep from;
    for (const TurnStep& to : turnSteps(round)) {
      appendChecks(out, std::span(round.checks).subspan(from.checks, to.checks - from.checks));
      appendAttacks(out, std::span(round.attacks).subspan(from.attacks, to.attacks - from.attacks));
      from = to;
    }
  }
  put(out, "\n**Result**: {}{}.\n\n", fight.winner < 0 ? "" : markdownCell(setup.sides[fight.winner].name) + " win. ",
      markdownCell(fight.why));
  for (int s = 0; s < 2; ++s) appendLossesMarkdown(out, setup.sides[s], fight.casualties[s]);
}

}  // namespace

std::string briefMarkdown(const Brief& brief, const gen::Fight& fight) {
  std::string out;
  appendHeaderMarkdown(out, brief.header);
  out += '\n';
  put(out, "*{}*\n", kFightHouseRule);
  if (fight.fought) {
    out += '\n';
    appendFought(out, fight);
  } else {
    put(out, "\n**No fight**: {}\n\n", markdownCell(fight.noFight));  // and the fought section's blank line
  }
  out += '\n';
  appendLogMarkdown(out, brief.log);
  return out;
}

}  // namespace outremer::render
