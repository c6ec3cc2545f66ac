// The JSON form of a roll log: the rolls and the numbered footnotes every brief ends with
// (schemas/brief.schema.json, "rolls" and "footnotes"), and the footnotes of the odds and
// the printed scenarios.
#pragma once

#include <string>
#include <vector>

#include "codec/field.hpp"
#include "codec/roll_words.hpp"
#include "gen/roll_log.hpp"

namespace outremer::codec {

/// A roll of a log, which keeps what it threw.
struct RollOfLog {
  const gen::RollLog* log = nullptr;
  const gen::LoggedRoll* roll = nullptr;
};

/// Every roll of |log|, in order.
inline std::vector<RollOfLog> rollsOf(const gen::RollLog& log) {
  std::vector<RollOfLog> list;
  list.reserve(log.rolls().size());
  for (const gen::LoggedRoll& roll : log.rolls()) list.push_back({&log, &roll});
  return list;
}

// The words |append| makes, made in one buffer a thread that holds them until the next are
// made: each is written before the next is asked for, and a batch writes twenty and more
// rolls an item, so this is one buffer, not a string a word.
inline std::string& rollWordsBuffer() {
  thread_local std::string words;
  return words;
}
template <class Append>
const std::string& rollWords(const Append& append) {
  std::string& words = rollWordsBuffer();
  words.clear();
  append(words);
  return words;
}

template <class Io>
void fields(Io& io, Of<RollOfLog> auto& of) {
  const gen::RollLog& log = pointee(of.log);
  const gen::LoggedRoll& roll = pointee(of.roll);
  const auto purpose = [&](std::string& words) { appendPurposeWords(words, log, roll); };
  const auto dice = [&](std::string& words) { appendDiceWords(words, log, roll); };
  const auto table = [&](std::string& words) { appendTableWords(words, roll); };
  io.derived(
      "purpose", [&]() -> const std::string& { return rollWords(purpose); }, NonEmpty{});
  io.derived(
      "dice", [&]() -> const std::string& { return rollWords(dice); }, NonEmpty{});
  io.derived("result", [&] { return roll.result; });
  io.derivedIf(roll.table != nullptr, "table", [&]() -> const std::string& { return rollWords(table); });
  const std::string& entry = entryWords(roll);
  io.derivedIf(!entry.empty(), "entry", [&]() -> const std::string& { return entry; });
}

/// What a footnote says of its row: every word (the reason, and what the book prints
/// where given), or only the table, entry and source, whose words the tables hold (a
/// batch's lines, where the same reasons would come again in every item).
enum class FootnoteWords { all, ids };

/// A footnote as a brief lists it: numbered from 1, what the book prints only where given.
/// (A roster's footnotes, unnumbered, are gen::Footnote's own form: codec/feudal_roster.hpp.)
struct NumberedFootnote {
  int number = 0;
  const gen::Footnote* note = nullptr;
  FootnoteWords words = FootnoteWords::all;
};

/// |notes| numbered from 1.
inline std::vector<NumberedFootnote> numbered(const std::vector<gen::Footnote>& notes,
                                              FootnoteWords words = FootnoteWords::all) {
  std::vector<NumberedFootnote> list;
  list.reserve(notes.size());
  for (const gen::Footnote& note : notes) list.push_back({static_cast<int>(list.size()) + 1, &note, words});
  return list;
}

template <class Io>
void fields(Io& io, Of<NumberedFootnote> auto& numbered) {
  const gen::Footnote& note = pointee(numbered.note);
  io("number", numbered.number, Range{1, kCount.most});
  const tables::Row& row = pointee(note.row);
  // The table's and row's own words, not copies of them.
  io.derived("table", [&]() -> const std::string& { return pointee(note.table).id; });
  io.derived("entry", [&]() -> const std::string& { return row.entry; }, NonEmpty{});
  io.derived("source", [&] { return std::string_view(tables::name(row.provenance)); });
  const bool all = numbered.words == FootnoteWords::all;
  io.derivedIf(all, "reason", [&]() -> const std::string& { return row.reason; });
  io.derivedIf(all && !row.printed.empty(), "printed", [&]() -> const std::string& { return row.printed; });
}

/// A log's "rolls", then its "footnotes" numbered from 1: how a brief and a rolled scenario
/// end.
template <class Io>
void rollsAndFootnotes(Io& io, const gen::RollLog& log, FootnoteWords words = FootnoteWords::all) {
  io.derived("rolls", [&] { return rollsOf(log); });
  io.derived("footnotes", [&] { return numbered(log.footnotes(), words); });
}

}  // namespace outremer::codec
