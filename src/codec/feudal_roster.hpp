// The JSON form of feudal-age rosters (schemas/common.schema.json, "feudal_roster").
#pragma once

#include <span>
#include <string>
#include <vector>

#include "codec/field.hpp"
#include "gen/feudal_roster.hpp"
#include "gen/roll_log.hpp"

namespace outremer::codec {

/// "HC Elite": a class's armour abbreviation (cavalry or infantry) and grade.
std::string figureKind(const gen::FigureClass& figures);
/// "light crossbow, 5-10 shots (d6+4)", or "" for a class without a missile weapon.
std::string missileText(const gen::FigureClass& figures);

/// The sides' rosters side by side, as one roster sheet.
struct FeudalRosterSheet {
  std::vector<gen::SideRoster> sides;
};

/// The footnotes of every side's roster, each once.
std::vector<gen::Footnote> rosterFootnotes(std::span<const gen::SideRoster> sides);

template <class Io>
void fields(Io& io, Of<gen::Footnote> auto& note) {
  const tables::Row& row = pointee(note.row);
  io.derived("table", [&] { return pointee(note.table).id; });
  io.derived("entry", [&] { return row.entry; });
  io.derived("source", [&] { return std::string_view(tables::name(row.provenance)); });
  io.derived("reason", [&] { return row.reason; });
  io.derived("printed", [&] { return row.printed; });
}

template <class Io>
void fields(Io& io, Of<gen::FigureClass> auto& c) {
  io.derived("kind", [&] { return figureKind(c); });
  io.derived("grade", [&] { return c.grade->id; });
  io.derived("armour", [&] { return c.armour->id; });
  io("mounted", c.mounted);
  io.derived("weapon", [&] { return c.weapon ? c.weapon->id : std::string(); });
  io.derived("missile", [&] { return missileText(c); });
  io("from", c.from);
  io("men", c.men, kCount);
  io("figures", c.figures, kCount);
}

template <class Io>
void fields(Io& io, Of<gen::UnitFigures> auto& f) {
  io("class", f.figureClass);
  io("count", f.count, kCount);
}

/// What |note| says: "2 figures: fewer than the rules' 10-20, all the force has of its kind".
std::string unitNoteWords(const gen::UnitNote& note);
std::vector<std::string> unitNoteWords(const std::vector<gen::UnitNote>& notes);

template <class Io>
void fields(Io& io, Of<gen::FeudalUnit> auto& unit) {
  io("cavalry", unit.cavalry);
  io.derived("size", [&] { return unit.size(); });
  io("leader", unit.leader);
  io("figures", unit.figures);
  asWritten(io, "notes", unit.notes, unitNoteWords(unit.notes));
}

/// Why a type is left out: "no feudal-character-types row", "not a fighting man".
std::string leftOutWords(const gen::LeftOutReason& why);

template <class Io>
void fields(Io& io, Of<gen::LeftOut> auto& left) {
  io("type", left.type);
  io("count", left.count, kCount);
  asWritten(io, "why", left.why, leftOutWords(left.why));
}

template <class Io>
void fields(Io& io, Of<gen::SideRoster> auto& side) {
  io("name", side.name);
  io("men", side.roster.men, kCount);
  io("figures", side.roster.figures, kCount);
  io("classes", side.roster.classes);
  io("units", side.roster.units);
  io("left_out", side.roster.leftOut);
}

template <class Io>
void fields(Io& io, Of<FeudalRosterSheet> auto& sheet) {
  io.derived("men_per_figure", [] { return 5; });
  io("sides", sheet.sides);
  io.derived("footnotes", [&] { return rosterFootnotes(sheet.sides); });
}

}  // namespace outremer::codec
