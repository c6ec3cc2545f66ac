// `outremer odds fight` as text and Markdown, written with fmt.
#include <fmt/format.h>

#include "render/markdown_brief.hpp"
#include "render/mustache_render.hpp"
#include "render/odds.hpp"
#include "render/text_brief.hpp"
#include "render/format.hpp"

namespace outremer::render {
namespace {

// 1.73's legend: + advantage, 0 neutral, -- disadvantage.
const char* advantageText(int advantage) { return advantage > 0 ? "+" : advantage < 0 ? "--" : "0"; }

std::string signedText(int columns) { return fmt::format("{:+d}", columns); }

// "Attack 9 and a charge of 4 (1.741): 13 against defence 4, odds 3-1".
std::string strengthLine(const gen::AttackOdds& odds) {
  const gen::AttackColumn& c = odds.column;
  const std::string attack = c.charge == 0 ? std::to_string(c.attack)
                                           : fmt::format("{} and a charge of {} (1.741): {}", odds.terms.attack,
                                                         c.charge, c.attack);
  return fmt::format("Attack {} against defence {}, odds {}-1{}", attack, odds.terms.defence, c.odds,
                     c.odds >= 12 ? " (12-1+)" : "");
}

// "Ground: attacker 0, defender -- (terrain-combat-shifts)", or the shift given outright.
std::string groundLine(const gen::AttackOdds& odds) {
  if (odds.terms.terrainShift) {
    return fmt::format("Ground: a terrain shift of {} columns given", signedText(*odds.terms.terrainShift));
  }
  return fmt::format("Ground: attacker {}, defender {} (1.73, terrain-combat-shifts {})",
                     advantageText(odds.terms.attackerAdvantage), advantageText(odds.terms.defenderAdvantage),
                     odds.column.terrain->id);
}

std::string shiftsText(const gen::AttackOdds& odds) {
  std::string text;
  for (const gen::ColumnShift& s : odds.column.shifts) {
    text += (text.empty() ? "" : ", ") + s.why + " " + signedText(s.columns);
  }
  return text.empty() ? "none" : text;
}

std::string tableLine(const gen::AttackOdds& odds) {
  const tables::Table& crt = *odds.column.table;
  return fmt::format("Read on the {} column of {} ({}), {}", odds.column.columnName, crt.title, crt.id, odds.die);
}

std::string defenderWords(const gen::AttackOdds& odds) {
  std::string words = odds.terms.mounted ? "a horseman" : "a man on foot";
  if (odds.terms.panicking) words += ", panicking";
  return words;
}

std::string keyText(const gen::KeyOdds& key) { return key.key + (key.reconstructed ? "*" : ""); }

}  // namespace

std::string fightOddsTitle(const gen::AttackOdds& odds) {
  return fmt::format("Odds of one attack: {}{} against {} ({})", odds.terms.attack,
                     odds.terms.charge ? " charging" : odds.terms.combined ? " combined" : "", odds.terms.defence,
                     defenderWords(odds));
}

std::string oddsText(const gen::AttackOdds& odds, const std::string& command) {
  std::string out = fightOddsTitle(odds) + "\nReplay: " + command + "\n\n";
  put(out, "{}\n{}\nShifts: {}\n{}\n", strengthLine(odds), groundLine(odds), shiftsText(odds), tableLine(odds));
  put(out, "Counted over every face of the {}, exactly: each list's chances sum to 1.\n\n", odds.die);
  put(out, "{}  {}\n", column("Outcome", 21), "Chance");
  for (const gen::OutcomeOdds& o : odds.outcomes) {
    put(out, "{}  {} {}\n", column(o.outcome, 21), column(fractionText(o.chance), 6),
        columnRight(percentText(o.chance), 6));
  }
  if (odds.terms.mounted) {
    put(out, "and the rider dismounted: {} ({})\n", fractionText(odds.dismounted), percentText(odds.dismounted));
  }
  put(out, "\n{}  {}  {}  {}\n", column("Key", 3), column("Die", 8), column("Chance", 13), "Result");
  for (const gen::KeyOdds& key : odds.keys) {
    put(out, "{}  {}  {} {}  {}\n", column(keyText(key), 3), column(key.rolls.empty() ? "-" : key.rolls, 8),
        column(fractionText(key.chance), 4), columnRight(percentText(key.chance), 8), shown(key.result));
  }
  out += "* some of its faces in this column are reconstructed (below)\n";
  appendFootnotesText(out, odds.read);
  return wrapLongLines(out, kTextWidth);
}

std::string oddsMarkdown(const gen::AttackOdds& odds, const std::string& command) {
  std::string out = "# " + fightOddsTitle(odds) + "\n\nReplay: `" + command + "`\n\n";
  put(out, "- {}\n- {}\n- Shifts: {}\n- {}\n\n", strengthLine(odds), groundLine(odds), shiftsText(odds),
      tableLine(odds));
  put(out, "Counted over every face of the {}, exactly: each list's chances sum to 1.\n\n", odds.die);
  out += "| Outcome | Chance | Per cent |\n| --- | --- | ---: |\n";
  for (const gen::OutcomeOdds& o : odds.outcomes) {
    put(out, "| {} | {} | {} |\n", o.outcome, fractionText(o.chance), percentText(o.chance));
  }
  if (odds.terms.mounted) {
    put(out, "\nAnd the rider dismounted: {} ({}).\n", fractionText(odds.dismounted), percentText(odds.dismounted));
  }
  out += "\n| Key | Die | Chance | Per cent | Result |\n| --- | --- | --- | ---: | --- |\n";
  for (const gen::KeyOdds& key : odds.keys) {
    put(out, "| {} | {} | {} | {} | {} |\n", markdownCell(keyText(key)), key.rolls.empty() ? "-" : key.rolls,
        fractionText(key.chance), percentText(key.chance), markdownCell(key.result));
  }
  out += "\n\\* some of its faces in this column are reconstructed (below)\n";
  appendFootnotesMarkdown(out, odds.read);
  return out;
}

}  // namespace outremer::render
