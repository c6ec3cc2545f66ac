#include <algorithm>
#include <forward_list>
#include <span>
#include <string_view>
#include <utility>

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

// |line|'s words, shown printable (util::printable): a view of its one run when that needs
// no escape, as most do, else made in |scratch|, whose room a writer keeps from line to line.
std::string_view plainOf(const Line& line, std::string& scratch) {
  if (line.runs.size() == 1 && util::isPrintable(line.runs.front().text)) return line.runs.front().text;
  scratch.clear();
  for (const Run& run : line.runs) scratch += run.text;
  if (!util::isPrintable(scratch)) scratch = util::printable(scratch);
  return scratch;
}

// |text| at |indent|, wrapped to the width, continuations |hang| further in.
void putWrapped(std::string& out, std::string_view text, size_t indent, size_t hang) {
  const size_t room = kTextWidth > indent + 20 ? kTextWidth - indent : 20;
  const size_t restRoom = room > hang + 20 ? room - hang : 20;
  // One reference for the line writer to hold: std::function keeps that without allocating.
  struct Place {
    std::string& out;
    size_t indent;
    size_t hang;
    size_t shown = 0;
  } place{out, indent, hang};
  util::wrapEach(text, room, restRoom, [&place](std::string_view line) {
    place.out.append(place.indent + (place.shown++ > 0 ? place.hang : 0), ' ');
    place.out += line;
    place.out += '\n';
  });
}

void putCell(std::string& out, std::string_view text, size_t width, bool right) {
  const size_t wide = util::displayWidth(text);
  const size_t pad = wide < width ? width - wide : 0;
  if (right) out.append(pad, ' ');
  out += text;
  if (!right) out.append(pad, ' ');
}

using RowCells = std::span<const std::string_view>;

// A table's cells as shown, row by row: every row's in one list, and where each row ends in
// it (one allocation for a table, not one a row).
class Cells {
 public:
  void reserve(size_t rows, size_t cells) {
    ends_.reserve(rows);
    views_.reserve(cells);
  }
  void add(std::string_view cell) { views_.push_back(cell); }
  void endRow() { ends_.push_back(views_.size()); }
  size_t rows() const { return ends_.size(); }
  RowCells row(size_t r) const {
    const size_t start = r == 0 ? 0 : ends_[r - 1];
    return RowCells(views_).subspan(start, ends_[r] - start);
  }

 private:
  std::vector<std::string_view> views_;
  std::vector<size_t> ends_;
};

// |cell| as shown: itself when it is printable as it stands (nearly every cell), else its
// printable copy, kept in |copies| (a list, so that the views of earlier copies hold as it
// grows).
std::string_view shown(std::string_view cell, std::forward_list<std::string>& copies) {
  if (util::isPrintable(cell)) return cell;
  return copies.emplace_front(util::printable(cell));
}

// Column widths: each as wide as its widest cell, then, while the row is too wide, the
// column whose widest cell stands furthest beyond most of its cells narrowed first (a rare
// long die in the roll log wraps before every purpose does), then the widest.
std::vector<size_t> widthsOf(const Table& table, const Cells& cells, size_t room) {
  std::vector<size_t> widths;
  std::vector<std::vector<size_t>> wides(table.columns.size());
  for (const Column& column : table.columns) widths.push_back(util::displayWidth(column.heading));
  for (std::vector<size_t>& column : wides) column.reserve(cells.rows());
  for (size_t r = 0; r < cells.rows(); ++r) {
    const RowCells row = cells.row(r);
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

// One row's cells cut into lines, every line kept in one buffer: a table reuses it from row
// to row, so that its buffers are allocated for the first rows only.
class RowLines {
 public:
  void start(size_t columns) {
    text_.clear();
    lines_.resize(columns);
    for (std::vector<std::pair<size_t, size_t>>& cell : lines_) cell.clear();
  }
  void add(size_t column, std::string_view line) {
    lines_[column].emplace_back(text_.size(), line.size());
    text_ += line;
  }
  size_t height(size_t column) const { return lines_[column].size(); }
  // Line |i| of the cell in |column|, or "" below its last.
  std::string_view line(size_t column, size_t i) const {
    if (i >= lines_[column].size()) return {};
    const auto [at, size] = lines_[column][i];
    return std::string_view(text_).substr(at, size);
  }

 private:
  std::string text_;
  std::vector<std::vector<std::pair<size_t, size_t>>> lines_;  // per column, each line's place in text_
};

// |text| in lines of at most |width| columns, as the cell in |column| of |lines|: wrapped at
// spaces, and a word longer than the column (a fraction of forty digits) cut where the
// column ends.
void cellLines(std::string_view text, size_t width, RowLines& lines, size_t column) {
  if (util::fitsAsItIs(text, width)) {  // nearly every cell: one line as it stands
    lines.add(column, text);
    return;
  }
  struct Cut {
    RowLines& lines;
    size_t column;
    size_t width;
  } cut{lines, column, width};
  util::wrapEach(text, width, 0, [&cut](std::string_view rest) {
    while (util::displayWidth(rest) > cut.width) {
      size_t at = 0;
      for (size_t n = 0; n < cut.width; ++n) {
        char32_t code = 0;
        const size_t length = util::readUtf8(rest.substr(at), code);
        at += length == 0 ? 1 : length;
      }
      cut.lines.add(cut.column, rest.substr(0, at));
      rest.remove_prefix(at);
    }
    cut.lines.add(cut.column, rest);
  });
}

// The row's lines, each written straight into |out| and its trailing blanks dropped.
void putRow(std::string& out, const Table& table, RowCells row, const std::vector<size_t>& widths,
            size_t indent, RowLines& lines) {
  lines.start(widths.size());
  size_t height = 1;
  for (size_t c = 0; c < widths.size(); ++c) {
    if (c < row.size() && !row[c].empty()) {
      cellLines(row[c], widths[c], lines, c);
    } else {
      lines.add(c, "");
    }
    height = std::max(height, lines.height(c));
  }
  for (size_t i = 0; i < height; ++i) {
    const size_t start = out.size();
    out.append(indent, ' ');
    for (size_t c = 0; c < widths.size(); ++c) {
      if (c > 0) out.append(kColumnGap, ' ');
      putCell(out, lines.line(c, i), widths[c], table.columns[c].right);
    }
    const size_t last = out.find_last_not_of(' ');
    out.erase(last == std::string::npos || last < start ? start : last + 1);
    out += '\n';
  }
}

void putTable(std::string& out, const Table& table, size_t indent) {
  std::forward_list<std::string> copies;
  Cells cells;
  const size_t rows = table.rows.size() + table.totals.size();
  cells.reserve(rows, rows * table.columns.size());
  for (const auto* rowsOf : {&table.rows, &table.totals}) {
    for (const std::vector<std::string>& row : *rowsOf) {
      for (const std::string& cell : row) cells.add(shown(cell, copies));
      cells.endRow();
    }
  }
  const std::vector<size_t> widths = widthsOf(table, cells, kTextWidth > indent ? kTextWidth - indent : 0);
  std::vector<std::string_view> headings;
  bool headed = false;
  for (const Column& column : table.columns) {
    headings.push_back(shown(column.heading, copies));
    headed = headed || !column.heading.empty();
  }
  RowLines lines;
  if (headed) putRow(out, table, headings, widths, indent, lines);
  for (size_t r = 0; r < cells.rows(); ++r) putRow(out, table, cells.row(r), widths, indent, lines);
}

void putBlock(std::string& out, const Block& block, size_t indent);

void putPart(std::string& out, const Paragraph& paragraph, size_t indent) {
  std::string scratch;
  for (const Line& line : paragraph.lines)
    putWrapped(out, plainOf(line, scratch), indent, 0);  // prose: no hanging indent
}

void putPart(std::string& out, const List& list, size_t indent) {
  int number = 0;
  std::string scratch;
  std::string marked;  // the marker and the item's words, made in the room of the last
  for (const Line& item : list.items) {
    marked.clear();
    if (list.numbered) {
      marked += '[';
      util::appendNumber(marked, ++number);
      marked += "] ";
    } else {
      marked += "- ";
    }
    const size_t marker = marked.size();
    marked += plainOf(item, scratch);
    putWrapped(out, marked, indent, marker);
  }
}

void putPart(std::string& out, const Table& table, size_t indent) { putTable(out, table, indent); }

void putPart(std::string&, const Figure&, size_t) {}

void putPart(std::string& out, const Section& section, size_t indent) {
  std::string scratch;
  putWrapped(out, plainOf(section.heading, scratch), indent, kIndentStep);
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
  out.reserve(16384);  // a brief with its roll log, at one allocation
  text_writer::putWrapped(out, util::printable(document.title), 0, text_writer::kIndentStep);
  std::string scratch;
  for (const Line& line : document.byline) {
    text_writer::putWrapped(out, text_writer::plainOf(line, scratch), 0, text_writer::kIndentStep);
  }
  for (const Block& block : document.blocks) {
    if (wordless(block)) continue;
    out += '\n';
    text_writer::putBlock(out, block, 0);
  }
  return out;
}

}  // namespace outremer::render
