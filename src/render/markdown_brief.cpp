#include "render/markdown_brief.hpp"

#include "render/text_brief.hpp"

namespace outremer::render {

void appendHeaderMarkdown(std::string& out, const BriefHeader& header) {
  put(out, "# {}\n\nSeed `{}`. Replay: `{}`\n", markdownCell(header.title), header.seed, markdownCell(header.command));
}

void appendRollsMarkdown(std::string& out, const gen::RollLog& log) {
  if (!log.rolls().empty()) out += "## Roll log\n\n| Dice | For | Result |\n|---|---|---|\n";
  for (const gen::LoggedRoll& roll : log.rolls()) {
    put(out, "| `{}` | {} | {} |\n", markdownCell(roll.dice), markdownCell(roll.purpose), markdownCell(roll.entry));
  }
}

void appendFootnotesMarkdown(std::string& out, const gen::RollLog& log) {
  if (!log.footnotes().empty()) out += "\n## Not as printed\n\n";
  int number = 0;
  for (const gen::Footnote& note : log.footnotes()) {
    put(out, "{}. **{}**: {} ({}). {}", ++number, markdownCell(note.table), markdownCell(note.entry),
        tables::name(note.provenance), markdownCell(note.reason));
    if (!note.printed.empty()) put(out, " Printed: {}", markdownCell(note.printed));
    out += '\n';
  }
}

void appendLogMarkdown(std::string& out, const gen::RollLog& log) {
  appendRollsMarkdown(out, log);
  out += '\n';
  appendFootnotesMarkdown(out, log);
  out += '\n';
}

}  // namespace outremer::render
