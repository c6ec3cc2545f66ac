#include "render/document.hpp"

#include <catch2/catch.hpp>

// In the module's namespace, not `using namespace`: the unity build joins test files, and
// render::Table would meet tables::Table in another.
namespace outremer::render {
namespace {

Document sample() {
  Document d{"A <title>", {"Seed 7"}, {}};
  Section& section = add(d.blocks, Section{"Group | one", {}});
  add(section.blocks, Paragraph{{Line::field("Met", "raiders")}});
  Table& table = add(section.blocks, Table{"t", {{"Name"}, {"Count", true}, {"Dice", false, true}}, {}, {}});
  table.rows.push_back({"Sir Mathew", "3", "d6: 3"});
  table.totals.push_back({"Total", "3", ""});
  add(d.blocks, Figure{[] { return std::string("<svg/>"); }, "A map"});
  add(d.blocks, List{{"first", "second"}, true});
  return d;
}

}  // namespace

TEST_CASE("text indents a section's contents, pads tables and leaves figures out") {
  CHECK(textOf(sample()) ==
        "A <title>\nSeed 7\n\nGroup | one\n  Met: raiders\n  Name        Count  Dice\n  Sir Mathew      3  d6: 3\n"
        "  Total           3\n\n[1] first\n[2] second\n");
}

TEST_CASE("text narrows a table's widest column to 80 and wraps its cells within it") {
  Document d{"T", {}, {}};
  Table& table = add(d.blocks, Table{"", {{"A"}, {"B"}}, {}, {}});
  table.rows.push_back({"short", std::string(30, 'x') + " " + std::string(30, 'y') + " " + std::string(30, 'z')});
  const std::string text = textOf(d);
  size_t start = 0;
  for (size_t end = text.find('\n'); end != std::string::npos; start = end + 1, end = text.find('\n', start)) {
    CHECK(end - start <= 80);
  }
  CHECK(text.find("short  " + std::string(30, 'x')) != std::string::npos);
  CHECK(text.find("       " + std::string(30, 'z')) != std::string::npos);
}

TEST_CASE("text narrows first the column a few long cells make wide, not the one most cells fill") {
  Document d{"T", {}, {}};
  Table& table = add(d.blocks, Table{"", {{"Dice"}, {"For"}}, {}, {}});
  for (int i = 0; i < 12; ++i) table.rows.push_back({"d10: 7", "strength of a man-at-arms of the count's household guard"});
  table.rows.push_back({"d6 (minus 2 from die roll): 1 -2 = -1, count 0", "servants"});
  const std::string text = textOf(d);
  // Every purpose keeps to its line; the one long die wraps within its column.
  CHECK(text.find("  strength of a man-at-arms of the count's household guard\n") != std::string::npos);
  CHECK(text.find("d6 (minus 2 from die roll): 1 -2 = -1, count 0  servants") == std::string::npos);
}

TEST_CASE("Markdown escapes pipes, sets strong and code, and heads sections a level down") {
  const std::string md = markdownOf(sample());
  CHECK(md.find("# A <title>\n\nSeed 7\n\n## Group \\| one\n\n**Met:** raiders\n") == 0);
  CHECK(md.find("| Sir Mathew | 3 | `d6: 3` |\n| **Total** | **3** |  |\n") != std::string::npos);
  CHECK(md.find("1. first\n2. second\n") != std::string::npos);
  CHECK(md.find("svg") == std::string::npos);
}

TEST_CASE("HTML escapes every value, classes numbers and keeps the figure") {
  const std::string html = htmlSectionOf(sample());
  CHECK(html.find("<h1>A &lt;title&gt;</h1>\n<p class=\"replay\">Seed 7</p>\n<h2>Group | one</h2>") != std::string::npos);
  CHECK(html.find("<tr><td>Sir Mathew</td><td class=\"n\">3</td><td><code>d6: 3</code></td></tr>") != std::string::npos);
  CHECK(html.find("<figure>\n<svg/>\n<figcaption>A map</figcaption>\n</figure>") != std::string::npos);
  CHECK(html.find("<ol>\n<li>first</li>") != std::string::npos);
}

TEST_CASE("control characters from a file never reach a terminal raw") {
  Document d{"T", {}, {}};
  add(d.blocks, Paragraph{{"name\x1b[31m"}});
  CHECK(textOf(d).find('\x1b') == std::string::npos);
  CHECK(markdownOf(d).find('\x1b') == std::string::npos);
  CHECK(htmlSectionOf(d).find('\x1b') == std::string::npos);
}

TEST_CASE("text shows a control character escaped wherever a line of words stands") {
  // A byline, a heading, a line of two runs (a field), and a list's items, numbered or not:
  // each escaped as it stands, the rest of its words as they are.
  Document d{"T", {"by\x1b"}, {}};
  Section& section = add(d.blocks, Section{"head\ting", {}});
  add(section.blocks, Paragraph{{Line::field("Name", "bad\x07"), "plain"}});
  add(section.blocks, List{{"one\x1b", "two"}, true});
  add(section.blocks, List{{"three\n"}, false});
  const std::string text = textOf(d);
  INFO(text);
  for (const char* shown :
       {"by\\x1b", "head\\ting", "bad\\x07", "plain", "[1] one\\x1b", "[2] two", "- three\\n"}) {
    CHECK(text.find(shown) != std::string::npos);
  }
  CHECK(text.find_first_of("\x1b\x07\t") == std::string::npos);
}

}  // namespace outremer::render

namespace outremer::render {

TEST_CASE("only HTML draws a figure: text and Markdown never pay for its SVG") {
  int drawn = 0;
  Document d{"T", {}, {}};
  add(add(d.blocks, Section{"Map", {}}).blocks, Figure{[&drawn] { ++drawn; return std::string("<svg/>"); }, ""});
  textOf(d);
  markdownOf(d);
  CHECK(drawn == 0);
  CHECK(htmlSectionOf(d).find("<svg/>") != std::string::npos);
  CHECK(drawn == 1);
}

}  // namespace outremer::render
