#include "render/text_brief.hpp"

#include <fmt/format.h>

#include <iterator>

#include "util/text.hpp"

namespace outremer::render {

std::string shown(std::string_view text) { return util::printable(text); }

std::string column(std::string_view text, size_t width) { return util::padRight(text, width); }

std::string columnRight(std::string_view text, size_t width) {
  const size_t wide = util::displayWidth(text);
  std::string out = wide < width ? std::string(width - wide, ' ') : std::string();
  out += text;
  return out;
}

void appendHeaderText(std::string& out, const BriefHeader& header) {
  fmt::format_to(std::back_inserter(out), "{}\nSeed {}. Replay: {}\n", shown(header.title), header.seed,
                 shown(header.command));
}

void appendRollsText(std::string& out, const gen::RollLog& log) {
  if (!log.rolls().empty()) out += "Roll log\n";
  for (const gen::LoggedRoll& roll : log.rolls()) {
    fmt::format_to(std::back_inserter(out), "  {}  {}", shown(roll.dice), shown(roll.purpose));
    if (!roll.entry.empty()) fmt::format_to(std::back_inserter(out), " -> {}", shown(roll.entry));
    out += '\n';
  }
}

void appendFootnotesText(std::string& out, const gen::RollLog& log) {
  out += log.footnotes().empty() ? "\n" : "\n\nNot as printed\n";
  int number = 0;
  for (const gen::Footnote& note : log.footnotes()) {
    fmt::format_to(std::back_inserter(out), "  [{}] {}: {} ({}) {}", ++number, shown(note.table), shown(note.entry),
                   tables::name(note.provenance), shown(note.reason));
    if (!note.printed.empty()) fmt::format_to(std::back_inserter(out), " Printed: {}", shown(note.printed));
    out += '\n';
  }
  out += '\n';
}

}  // namespace outremer::render
