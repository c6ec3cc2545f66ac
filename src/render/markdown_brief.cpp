#include "render/markdown_brief.hpp"

#include "render/text_brief.hpp"

namespace outremer::render {

void appendHeaderMarkdown(std::string& out, const BriefHeader& header) {
  put(out, "# {}\n\nSeed `{}`. Replay: `{}`\n", shown(header.title), header.seed, shown(header.command));
}

void appendRollsMarkdown(std::string& out, const gen::RollLog& log) {
  if (!log.rolls().empty()) out += "## Roll log\n\n| Dice | For | Result |\n|---|---|---|\n";
  for (const gen::LoggedRoll& roll : log.rolls()) {
    put(out, "| `{}` | {} | {} |\n", shown(roll.dice), shown(roll.purpose), shown(roll.entry));
  }
}

void appendFootnotesMarkdown(std::string& out, const gen::RollLog& log) {
  if (!log.footnotes().empty()) out += "\n## Not as printed\n\n";
  int number = 0;
  for (const gen::Footnote& note : log.footnotes()) {
    put(out, "{}. **{}**: {} ({}). {}", ++number, shown(note.table), shown(note.entry),
        tables::name(note.provenance), shown(note.reason));
    if (!note.printed.empty()) put(out, " Printed: {}", shown(note.printed));
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
