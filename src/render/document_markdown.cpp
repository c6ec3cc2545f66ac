#include "render/document.hpp"
#include "util/text.hpp"

// The Markdown writer: blocks apart by a blank line, sections as headings one level under
// their parent, tables as pipe tables, and every value made printable with its pipes
// escaped, so a name cannot end a table's cell.
namespace outremer::render {
// Named, not anonymous: the writers' helpers share names, and the unity build joins them.
namespace markdown_writer {

std::string escaped(std::string_view text) {
  std::string out;
  for (const char c : util::printable(text)) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

void putLine(std::string& out, const Line& line) {
  for (const Run& run : line.runs) {
    const std::string text = escaped(run.text);
    switch (run.style) {
      case Run::Style::plain: out += text; break;
      case Run::Style::strong: out += "**" + text + "**"; break;
      case Run::Style::code: out += (text.find('`') == std::string::npos ? "`" + text + "`" : "`` " + text + " ``"); break;
    }
  }
}

void putBlock(std::string& out, const Block& block, int depth);

void putPart(std::string& out, const Paragraph& paragraph, int) {
  for (size_t i = 0; i < paragraph.lines.size(); ++i) {
    if (i > 0) out += '\n';
    putLine(out, paragraph.lines[i]);
    out += '\n';
  }
}

void putPart(std::string& out, const List& list, int) {
  int number = 0;
  for (const Line& item : list.items) {
    out += list.numbered ? std::to_string(++number) + ". " : "- ";
    putLine(out, item);
    out += '\n';
  }
}

// A row; a cell that is empty stays empty (no bold or code marks around nothing).
void putRow(std::string& out, const Table& table, const std::vector<std::string>& row, bool heading, bool strong) {
  out += '|';
  for (size_t c = 0; c < table.columns.size(); ++c) {
    const std::string cell = c < row.size() ? escaped(row[c]) : "";
    const bool code = table.columns[c].code && !heading && cell.find('`') == std::string::npos;
    const char* mark = cell.empty() ? "" : strong ? "**" : code ? "`" : "";
    out += ' ' + (mark + cell + mark) + " |";
  }
  out += '\n';
}

void putPart(std::string& out, const Table& table, int) {
  std::vector<std::string> headings;
  for (const Column& column : table.columns) headings.push_back(column.heading);
  putRow(out, table, headings, true, false);
  out += '|';
  for (const Column& column : table.columns) out += column.right ? "--:|" : "---|";
  out += '\n';
  for (const auto& row : table.rows) putRow(out, table, row, false, false);
  for (const auto& row : table.totals) putRow(out, table, row, false, true);
}

void putPart(std::string&, const Figure&, int) {}

void putPart(std::string& out, const Section& section, int depth) {
  out += std::string(static_cast<size_t>(std::min(depth + 1, 6)), '#') + ' ';
  putLine(out, section.heading);
  out += '\n';
  for (const Block& block : section.blocks) {
    if (wordless(block)) continue;
    out += '\n';
    putBlock(out, block, depth + 1);
  }
}

void putBlock(std::string& out, const Block& block, int depth) {
  std::visit([&](const auto& part) { putPart(out, part, depth); }, block.part);
}

}  // namespace markdown_writer

std::string markdownOf(const Document& document) {
  std::string out = "# " + markdown_writer::escaped(document.title) + "\n";
  for (const Line& line : document.byline) {
    out += '\n';
    markdown_writer::putLine(out, line);
    out += '\n';
  }
  for (const Block& block : document.blocks) {
    if (wordless(block)) continue;
    out += '\n';
    markdown_writer::putBlock(out, block, 1);
  }
  return out;
}

}  // namespace outremer::render
