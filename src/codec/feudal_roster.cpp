#include "codec/feudal_roster.hpp"

#include <fmt/format.h>
#include <algorithm>

namespace outremer::codec {

std::string unitNoteWords(const gen::UnitNote& note) {
  switch (note.kind) {
    case gen::UnitNoteKind::fewFigures:
      return fmt::format("{} figures: fewer than the rules' 10-20, all the force has of its kind", note.figures);
    case gen::UnitNoteKind::retinueShare:
      return fmt::format("{} {} with {} lesser cavalry: a retinue brings 2X-4X to X knights", note.knights,
                         note.knights == 1 ? "knight" : "knights", note.lesser);
    case gen::UnitNoteKind::asWritten: return note.text;
  }
  return note.text;
}

std::vector<std::string> unitNoteWords(const std::vector<gen::UnitNote>& notes) {
  return eachInWords<gen::UnitNote>(notes, unitNoteWords);
}

std::string leftOutWords(const gen::LeftOutReason& why) {
  switch (why.kind) {
    case gen::LeftOutKind::noMapping: return "no feudal-character-types row";
    case gen::LeftOutKind::notFighting: return "not a fighting man";
    case gen::LeftOutKind::asWritten: return why.text;
  }
  return why.text;
}

std::string figureKind(const gen::FigureClass& c) {
  return c.armour->fieldText(c.mounted ? "cavalry" : "infantry") + " " + c.grade->fieldText("grade");
}

std::string missileText(const gen::FigureClass& c) {
  if (c.weapon == nullptr) return "";
  std::string weapon = c.weapon->id;
  std::replace(weapon.begin(), weapon.end(), '-', ' ');
  if (c.ammunition == nullptr) return weapon;
  const std::string& roll = c.ammunition->fieldText("roll");
  return fmt::format("{}, {} shots{}", weapon, c.ammunition->fieldText("shots"),
                     roll.empty() || roll == "-" ? "" : " (" + roll + ")");
}

std::vector<gen::Footnote> rosterFootnotes(std::span<const gen::SideRoster> sides) {
  std::vector<gen::Footnote> all;
  for (const gen::SideRoster& side : sides) {
    for (const gen::Footnote& note : side.roster.consulted.footnotes()) {
      const auto same = [&](const gen::Footnote& f) { return f.table->id == note.table->id && f.row->entry == note.row->entry; };
      if (std::ranges::none_of(all, same)) all.push_back(note);
    }
  }
  return all;
}

}  // namespace outremer::codec
