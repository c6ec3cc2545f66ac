#include "render/describe.hpp"

#include "tables/table.hpp"

namespace outremer::render {
namespace {

// Every die a brief rolled, as a game master reads it: the faces, what it decided, the
// entry it landed on.
void describeRolls(std::vector<Block>& blocks, const gen::RollLog& log) {
  if (log.rolls().empty()) return;
  Section& section = add(blocks, Section{"Roll log", {}});
  Table& table = add(section.blocks, Table{"rolls", {{"Dice", false, true}, {"For"}, {"Result"}}, {}, {}});
  for (const gen::LoggedRoll& roll : log.rolls()) table.rows.push_back({roll.dice, roll.purpose, roll.entry});
}

}  // namespace

void describeFootnotes(std::vector<Block>& blocks, const gen::RollLog& log) {
  if (log.footnotes().empty()) return;
  Section& section = add(blocks, Section{"Not as printed", {}});
  List& list = add(section.blocks, List{{}, true});
  for (const gen::Footnote& note : log.footnotes()) {
    Line& line = list.items.emplace_back();
    line.strong(note.table).plain(": " + note.entry + " (" + tables::name(note.provenance) + "). " + note.reason);
    if (!note.printed.empty()) line.plain(" Printed: " + note.printed);
  }
}

Document briefDocument(const Brief& brief) {
  Document document{brief.header.title, {}, {}};
  Line& replay = document.byline.emplace_back();
  replay.plain("Seed ").code(std::to_string(brief.header.seed)).plain(". Replay: ").code(brief.header.command);
  std::visit(
      [&](const auto& made) {
        if constexpr (Described<std::decay_t<decltype(made)>>) describe(document.blocks, made);
      },
      brief.body);
  describeRolls(document.blocks, brief.log);
  describeFootnotes(document.blocks, brief.log);
  return document;
}

}  // namespace outremer::render
