#include <algorithm>

#include "render/document.hpp"
#include "render/format.hpp"
#include "util/text.hpp"

// The text writer: 80 columns, a section's contents indented two under its heading, a long
// paragraph line wrapped flush (a heading's or a list item's continuation further in),
// tables sized to their cells.
namespace outremer::render {
// Named, not anonymous: the writers' helpers share names, and the unity build joins them.
namespace text_writer {

constexpr size_t kIndentStep = 2;
constexpr size_t kColumnGap = 2;
constexpr size_t kNarrowestColumn = 8;  // a table never squeezes a column below this

std::string plainOf(const Line& line) {
  std::string text;
  for (const Run& run : line.runs) text += run.text;
  return util::printable(text);
}

// |text| at |indent|, wrapped to the width, continuations |hang| further in.
void putWrapped(std::string& out, std::string_view text, size_t indent, size_t hang) {
  const size_t room = kTextWidth > indent + 20 ? kTextWidth - indent : 20;
  const size_t restRoom = room > hang + 20 ? room - hang : 20;
  size_t shown = 0;
  util::wrapEach(text, room, restRoom, [&](std::string_view line) {
    out.append(indent + (shown++ > 0 ? hang : 0), ' ');
    out += line;
    out += '\n';
  });
}

void putCell(std::string& out, std::string_view text, size_t width, bool right) {
  const size_t wide = util::displayWidth(text);
  const size_t pad = wide < width ? width - wide : 0;
  if (right) out.append(pad, ' ');
  out += text;
  if (!right) out.append(pad, ' ');
}

// Column widths: each as wide as its widest cell, then, while the row is too wide, the
// column whose widest cell stands furthest beyond most of its cells narrowed first (a rare
// long die in the roll log wraps before every purpose does), then the widest.
std::vector<size_t> widthsOf(const Table& table, const std::vector<std::vector<std::string>>& cells, size_t room) {
  std::vector<size_t> widths;
  std::vector<std::vector<size_t>> wides(table.columns.size());
  for (const Column& column : table.columns) widths.push_back(util::displayWidth(column.heading));
  for (const std::vector<std::string>& row : cells) {
    for (size_t c = 0; c < row.size() && c < widths.size(); ++c) {
      const size_t wide = util::displayWidth(row[c]);
      if (wide > 0) wides[c].push_back(wide);  // an empty cell says nothing of the column
      widths[c] = std::max(widths[c], wide);
    }
  }
  // Most cells fit this: the width nine in ten of the column's cells keep within.
  std::vector<size_t> usual;
  for (size_t c = 0; c < widths.size(); ++c) {
    std::sort(wides[c].begin(), wides[c].end());
    // A column of few cells has no "most": it keeps its widest unless every column must give.
    const size_t at = wides[c].size() < 10 ? widths[c] : wides[c][(wides[c].size() - 1) * 9 / 10];
    usual.push_back(std::max({at, util::displayWidth(table.columns[c].heading), kNarrowestColumn}));
  }
  const auto total = [&] {
    size_t sum = widths.empty() ? 0 : kColumnGap * (widths.size() - 1);
    for (const size_t w : widths) sum += w;
    return sum;
  };
  while (total() > room) {
    size_t pick = widths.size();
    for (size_t c = 0; c < widths.size(); ++c) {
      if (widths[c] > usual[c] && (pick == widths.size() || widths[c] - usual[c] > widths[pick] - usual[pick])) pick = c;
    }
    if (pick == widths.size()) pick = static_cast<size_t>(std::max_element(widths.begin(), widths.end()) - widths.begin());
    if (widths[pick] <= kNarrowestColumn) break;
    --widths[pick];
  }
  return widths;
}

// |text| in lines of at most |width| columns: wrapped at spaces, and a word longer than the
// column (a fraction of forty digits) cut where the column ends.
std::vector<std::string> cellLines(std::string_view text, size_t width) {
  std::vector<std::string> lines;
  util::wrapEach(text, width, 0, [&](std::string_view rest) {
    while (util::displayWidth(rest) > width) {
      size_t at = 0;
      for (size_t n = 0; n < width; ++n) {
        char32_t code = 0;
        const size_t length = util::readUtf8(rest.substr(at), code);
        at += length == 0 ? 1 : length;
      }
      lines.emplace_back(rest.substr(0, at));
      rest.remove_prefix(at);
    }
    lines.emplace_back(rest);
  });
  return lines;
}

void putRow(std::string& out, const Table& table, const std::vector<std::string>& row,
            const std::vector<size_t>& widths, size_t indent) {
  std::vector<std::vector<std::string>> wrapped;
  size_t height = 1;
  for (size_t c = 0; c < widths.size(); ++c) {
    wrapped.push_back(c < row.size() && !row[c].empty() ? cellLines(row[c], widths[c]) : std::vector<std::string>{""});
    height = std::max(height, wrapped.back().size());
  }
  for (size_t i = 0; i < height; ++i) {
    std::string line(indent, ' ');
    for (size_t c = 0; c < widths.size(); ++c) {
      if (c > 0) line.append(kColumnGap, ' ');
      putCell(line, i < wrapped[c].size() ? wrapped[c][i] : "", widths[c], table.columns[c].right);
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out += line;
    out += '\n';
  }
}

void putTable(std::string& out, const Table& table, size_t indent) {
  std::vector<std::vector<std::string>> cells;
  for (const auto* rows : {&table.rows, &table.totals}) {
    for (const std::vector<std::string>& row : *rows) {
      std::vector<std::string>& shown = cells.emplace_back();
      for (const std::string& cell : row) shown.push_back(util::printable(cell));
    }
  }
  const std::vector<size_t> widths = widthsOf(table, cells, kTextWidth > indent ? kTextWidth - indent : 0);
  std::vector<std::string> headings;
  bool headed = false;
  for (const Column& column : table.columns) {
    headings.push_back(util::printable(column.heading));
    headed = headed || !column.heading.empty();
  }
  if (headed) putRow(out, table, headings, widths, indent);
  for (const std::vector<std::string>& row : cells) putRow(out, table, row, widths, indent);
}

void putBlock(std::string& out, const Block& block, size_t indent);

void putPart(std::string& out, const Paragraph& paragraph, size_t indent) {
  for (const Line& line : paragraph.lines) putWrapped(out, plainOf(line), indent, 0);  // prose: no hanging indent
}

void putPart(std::string& out, const List& list, size_t indent) {
  int number = 0;
  for (const Line& item : list.items) {
    const std::string marker = list.numbered ? "[" + std::to_string(++number) + "] " : "- ";
    putWrapped(out, marker + plainOf(item), indent, marker.size());
  }
}

void putPart(std::string& out, const Table& table, size_t indent) { putTable(out, table, indent); }

void putPart(std::string&, const Figure&, size_t) {}

void putPart(std::string& out, const Section& section, size_t indent) {
  putWrapped(out, plainOf(section.heading), indent, kIndentStep);
  // Within a section blocks follow one another closely; two of a kind (two tables, two
  // days of a journey) stand a blank line apart.
  const Block* last = nullptr;
  for (const Block& block : section.blocks) {
    if (wordless(block)) continue;
    if (last != nullptr && last->part.index() == block.part.index()) out += '\n';
    putBlock(out, block, indent + kIndentStep);
    last = &block;
  }
}

void putBlock(std::string& out, const Block& block, size_t indent) {
  std::visit([&](const auto& part) { putPart(out, part, indent); }, block.part);
}

}  // namespace text_writer

std::string textOf(const Document& document) {
  std::string out;
  out.reserve(8192);
  text_writer::putWrapped(out, util::printable(document.title), 0, text_writer::kIndentStep);
  for (const Line& line : document.byline) text_writer::putWrapped(out, text_writer::plainOf(line), 0, text_writer::kIndentStep);
  for (const Block& block : document.blocks) {
    if (wordless(block)) continue;
    out += '\n';
    text_writer::putBlock(out, block, 0);
  }
  return out;
}

}  // namespace outremer::render
