// The JSON form of a roll log: the rolls and the numbered footnotes every brief ends with
// (schemas/brief.schema.json, "rolls" and "footnotes"), and the footnotes of the odds and
// the printed scenarios.
#pragma once

#include <string>
#include <vector>

#include "codec/field.hpp"
#include "gen/roll_log.hpp"

namespace outremer::codec {

template <class Io>
void fields(Io& io, Of<gen::LoggedRoll> auto& roll) {
  io("purpose", roll.purpose, NonEmpty{});
  io("dice", roll.dice, NonEmpty{});
  io("result", roll.result);
  io.omitEmpty("table", roll.table);
  io.omitEmpty("entry", roll.entry);
}

/// A footnote as a brief lists it: numbered from 1, what the book prints only where given.
/// (A roster's footnotes, unnumbered, are gen::Footnote's own form: codec/feudal_roster.hpp.)
struct NumberedFootnote {
  int number = 0;
  const gen::Footnote* note = nullptr;
};

/// |notes| numbered from 1.
inline std::vector<NumberedFootnote> numbered(const std::vector<gen::Footnote>& notes) {
  std::vector<NumberedFootnote> list;
  list.reserve(notes.size());
  for (const gen::Footnote& note : notes) list.push_back({static_cast<int>(list.size()) + 1, &note});
  return list;
}

template <class Io>
void fields(Io& io, Of<NumberedFootnote> auto& numbered) {
  const gen::Footnote& note = pointee(numbered.note);
  io("number", numbered.number, Range{1, kCount.most});
  io("table", note.table);
  io("entry", note.entry, NonEmpty{});
  io.derived("source", [&] { return std::string(tables::name(note.provenance)); });
  io("reason", note.reason);
  io.omitEmpty("printed", note.printed);
}

/// A log's "rolls", then its "footnotes" numbered from 1: how a brief and a rolled scenario
/// end.
template <class Io>
void rollsAndFootnotes(Io& io, const gen::RollLog& log) {
  io("rolls", log.rolls());
  io.derived("footnotes", [&] { return numbered(log.footnotes()); });
}

}  // namespace outremer::codec
