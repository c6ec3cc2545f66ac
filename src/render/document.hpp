#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace outremer::render {

// The presentation model: what a brief says, typed, once. A kind describes its result as
// a Document (render/kinds.hpp); the generic writers (textOf, markdownOf, htmlOf) choose
// how each part looks in their format, as ninja's StatusPrinter chooses the words for the
// typed events its build reports. Values are kept as the tables or a file gave them; each
// writer makes them safe for its format.

/// A stretch of a line and how it is set. Text shows every style plainly.
struct Run {
  enum class Style : uint8_t { plain, strong, code };
  std::string text;
  Style style = Style::plain;
};

/// One line of runs.
struct Line {
  std::vector<Run> runs;

  Line() = default;
  Line(std::string text) { runs.push_back({std::move(text)}); }  // NOLINT: a plain line reads as text
  Line(const char* text) : Line(std::string(text)) {}            // NOLINT
  Line& plain(std::string text) { return add(std::move(text), Run::Style::plain); }
  Line& strong(std::string text) { return add(std::move(text), Run::Style::strong); }
  Line& code(std::string text) { return add(std::move(text), Run::Style::code); }
  /// "LABEL: " in strong, then |value|: a field of a brief.
  static Line field(std::string label, std::string value);

 private:
  Line& add(std::string text, Run::Style style);
};

/// Lines that belong together: text keeps them on consecutive lines, Markdown and HTML make
/// each its own paragraph.
struct Paragraph {
  std::vector<Line> lines;
};

/// A bulleted list (numbered when |numbered|).
struct List {
  std::vector<Line> items;
  bool numbered = false;
};

/// A table column: its heading and alignment. Text sizes columns to their widest cell,
/// narrowing the widest to fit 80 columns and wrapping its cells within it.
struct Column {
  std::string heading;
  bool right = false;  // numbers
  bool code = false;   // dice and the like, set as code where the format can
};

/// A table: its class (HTML), columns, rows of cells, and closing rows set in strong (a
/// total).
struct Table {
  std::string name;
  std::vector<Column> columns;
  std::vector<std::vector<std::string>> rows = {};
  std::vector<std::vector<std::string>> totals = {};
};

/// A drawing and its caption: only HTML shows it (text and Markdown have the same facts in
/// words), so only the HTML writer calls |draw| for its SVG; a text chronicle or report
/// draws no map. |draw| holds what it draws by value: a document may outlive what it
/// describes. A section that holds nothing else is left out where figures are not shown.
struct Figure {
  std::function<std::string()> draw;
  std::string caption;
};

struct Block;

/// A heading and what it heads. Text indents the contents under the heading; sections
/// nest. Its blocks have no default, unlike the other parts' lists: Block is not complete
/// here, and clang with libstdc++ refuses a default of a vector of it.
struct Section {
  Line heading;
  std::vector<Block> blocks;
};

struct Block {
  std::variant<Paragraph, List, Table, Figure, Section> part;
};

/// A whole document: its title, the lines under it (a brief's seed and replay command),
/// then its blocks. A compact one is meant for one printed page (HTML sets it tighter).
struct Document {
  std::string title;
  std::vector<Line> byline = {};
  std::vector<Block> blocks = {};
  bool compact = false;
};

/// Appends |part| to |blocks|; returns what was appended, to be filled.
template <typename Part>
Part& add(std::vector<Block>& blocks, Part part) {
  return blocks.emplace_back().part.template emplace<Part>(std::move(part));
}

/// Whether |block| has no words: a figure, or a section holding only figures. Text and
/// Markdown leave such a block out.
bool wordless(const Block& block);

/// The document as text for a terminal of 80 columns.
std::string textOf(const Document& document);
/// The document as Markdown.
std::string markdownOf(const Document& document);
/// The document as an HTML section (<section class="brief">), for a page to hold.
std::string htmlSectionOf(const Document& document);
/// The document as a whole printable HTML page (templates/page.html.mustache); a compact
/// document's page adds the one-page print stylesheet.
std::string htmlOf(const Document& document);
/// |line| as HTML: its runs escaped and set (strong, code).
std::string htmlLineOf(const Line& line);

}  // namespace outremer::render
