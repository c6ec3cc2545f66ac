#include "render/describe.hpp"

#include "codec/roll_words.hpp"
#include "tables/table.hpp"

namespace outremer::render {

// Every die a brief rolled, as a game master reads it: the faces, what it decided, the
// entry it landed on.
void describeRolls(std::vector<Block>& blocks, const gen::RollLog& log) {
  if (log.rolls().empty()) return;
  Section& section = add(blocks, Section{"Roll log", {}});
  Table& table = add(section.blocks, Table{"rolls", {{"Dice", false, true}, {"For"}, {"Result"}}});
  for (const gen::LoggedRoll& roll : log.rolls()) {
    table.rows.push_back({codec::diceWords(log, roll), codec::purposeWords(log, roll), codec::entryWords(roll)});
  }
}

Line footnoteLine(const std::string& table, const std::string& entry, std::string_view source,
                  const std::string& reason, const std::string& printed) {
  // The words after the table's id as one run, made in one string: a brief has a dozen
  // footnotes and a batch thousands of briefs.
  std::string words;
  words.reserve(entry.size() + source.size() + reason.size() + printed.size() + 16);
  if (!entry.empty()) words.append(": ").append(entry);
  words.append(" (").append(source).append("). ").append(reason);
  if (!printed.empty()) words.append(" Printed: ").append(printed);
  Line line;
  line.runs.reserve(2);
  line.strong(table).plain(std::move(words));
  return line;
}

Line footnoteLine(const gen::Footnote& note) {
  const tables::Row& row = *note.row;
  return footnoteLine(note.table->id, row.entry, tables::name(row.provenance), row.reason, row.printed);
}

// Each reconstructed or errata entry the rolls landed on, numbered as the marks are.
void describeFootnotes(std::vector<Block>& blocks, const gen::RollLog& log, std::string heading) {
  if (log.footnotes().empty()) return;
  List& list = add(add(blocks, Section{std::move(heading), {}}).blocks, List{{}, true});
  for (const gen::Footnote& note : log.footnotes()) list.items.push_back(footnoteLine(note));
}

void describeFootnoteMarks(std::vector<Block>& blocks, const gen::RollLog& log, std::string heading) {
  if (log.footnotes().empty()) return;
  Line line;
  const std::vector<gen::Footnote>& notes = log.footnotes();
  for (size_t i = 0; i < notes.size(); ++i) {
    const tables::Row& row = *notes[i].row;
    line.strong("[" + std::to_string(i + 1) + "]")
        .plain(" " + notes[i].table->id + (row.entry.empty() ? "" : ": " + row.entry) + " (" +
               std::string(tables::name(row.provenance)) + ")" + (i + 1 < notes.size() ? "; " : "."));
  }
  add(add(blocks, Section{std::move(heading), {}}).blocks, Paragraph{{std::move(line)}});
}

void describeParagraphs(std::vector<Block>& blocks, std::string heading, const std::vector<std::string>& paragraphs) {
  if (paragraphs.empty()) return;
  Paragraph& paragraph = add(add(blocks, Section{std::move(heading), {}}).blocks, Paragraph{});
  for (const std::string& text : paragraphs) paragraph.lines.emplace_back(text);
}

void describeSetupDiagram(std::vector<Block>& blocks, SetupDiagram diagram, std::string caption) {
  add(blocks, Figure{[diagram = std::move(diagram)] { return setupDiagramSvg(diagram); }, std::move(caption)});
}

Line replayLine(uint64_t seed, const std::string& command) {
  Line line;
  line.plain("Seed ").code(std::to_string(seed)).plain(". Replay: ").code(command);
  return line;
}

Document briefDocument(const Brief& brief) {
  Document document{brief.header.title, {replayLine(brief.header.seed, brief.header.command)}, {}, brief.compact};
  std::visit(
      [&](const auto& made) {
        if constexpr (Described<std::decay_t<decltype(made)>>) describe(document.blocks, made);
      },
      brief.body);
  if (brief.compact) {
    describeFootnoteMarks(document.blocks, brief.log);
    return document;
  }
  describeRolls(document.blocks, brief.log);
  describeFootnotes(document.blocks, brief.log);
  return document;
}

}  // namespace outremer::render
