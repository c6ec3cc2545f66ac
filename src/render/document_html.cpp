#include "render/document.hpp"
#include "render/html_text.hpp"

// The HTML writer: a section of a printable page (templates/page.html.mustache holds the
// page and its print stylesheet), every value escaped; a figure's SVG is the program's own
// and goes in as it is.
namespace outremer::render {
// Named, not anonymous: the writers' helpers share names, and the unity build joins them.
namespace html_writer {

void putLine(std::string& out, const Line& line) {
  for (const Run& run : line.runs) {
    switch (run.style) {
      case Run::Style::plain: out += htmlText(run.text); break;
      case Run::Style::strong: out += "<strong>" + htmlText(run.text) + "</strong>"; break;
      case Run::Style::code: out += "<code>" + htmlText(run.text) + "</code>"; break;
    }
  }
}

void putBlock(std::string& out, const Block& block, int depth);

void putPart(std::string& out, const Paragraph& paragraph, int) {
  for (const Line& line : paragraph.lines) {
    out += "<p>";
    putLine(out, line);
    out += "</p>\n";
  }
}

void putPart(std::string& out, const List& list, int) {
  out += list.numbered ? "<ol>\n" : "<ul>\n";
  for (const Line& item : list.items) {
    out += "<li>";
    putLine(out, item);
    out += "</li>\n";
  }
  out += list.numbered ? "</ol>\n" : "</ul>\n";
}

void putRow(std::string& out, const Table& table, const std::vector<std::string>& row, const char* cell) {
  out += "<tr>";
  for (size_t c = 0; c < table.columns.size(); ++c) {
    out += table.columns[c].right ? "<" + std::string(cell) + " class=\"n\">" : "<" + std::string(cell) + ">";
    const bool code = table.columns[c].code && std::string_view(cell) == "td" && c < row.size() && !row[c].empty();
    if (code) out += "<code>";
    if (c < row.size()) out += htmlText(row[c]);
    if (code) out += "</code>";
    out += "</" + std::string(cell) + ">";
  }
  out += "</tr>\n";
}

void putPart(std::string& out, const Table& table, int) {
  out += table.name.empty() ? "<table>\n" : "<table class=\"" + htmlText(table.name) + "\">\n";
  std::vector<std::string> headings;
  for (const Column& column : table.columns) headings.push_back(column.heading);
  putRow(out, table, headings, "th");
  for (const auto& row : table.rows) putRow(out, table, row, "td");
  for (const auto& row : table.totals) putRow(out, table, row, "th");
  out += "</table>\n";
}

void putPart(std::string& out, const Figure& figure, int) {
  out += "<figure>\n" + figure.draw() + "\n";
  if (!figure.caption.empty()) out += "<figcaption>" + htmlText(figure.caption) + "</figcaption>\n";
  out += "</figure>\n";
}

void putPart(std::string& out, const Section& section, int depth) {
  const std::string level = std::to_string(std::min(depth + 1, 6));
  out += "<h" + level + ">";
  putLine(out, section.heading);
  out += "</h" + level + ">\n";
  for (const Block& block : section.blocks) putBlock(out, block, depth + 1);
}

void putBlock(std::string& out, const Block& block, int depth) {
  std::visit([&](const auto& part) { putPart(out, part, depth); }, block.part);
}

}  // namespace html_writer

std::string htmlLineOf(const Line& line) {
  std::string out;
  html_writer::putLine(out, line);
  return out;
}

std::string htmlSectionOf(const Document& document) {
  std::string out = "<section class=\"brief\">\n<h1>" + htmlText(document.title) + "</h1>\n";
  for (const Line& line : document.byline) {
    out += "<p class=\"replay\">";
    html_writer::putLine(out, line);
    out += "</p>\n";
  }
  for (const Block& block : document.blocks) html_writer::putBlock(out, block, 1);
  out += "</section>\n";
  return out;
}

}  // namespace outremer::render
