#pragma once

#include <string>

#include "gen/roll_log.hpp"
#include "render/brief.hpp"

namespace outremer::render {

// The pieces every Markdown brief shares, written with fmt (values shown as in text,
// render::shown). The built-in Markdown templates (templates/*.md.mustache) print the
// same; tests hold the two to the same bytes.

/// "# TITLE", a blank line and "Seed `S`. Replay: `COMMAND`".
void appendHeaderMarkdown(std::string& out, const BriefHeader& header);
/// "## Roll log" and its table, a row per roll, when there are rolls.
void appendRollsMarkdown(std::string& out, const gen::RollLog& log);
/// A blank line, "## Not as printed" and a numbered line per footnote, when there are
/// footnotes.
void appendFootnotesMarkdown(std::string& out, const gen::RollLog& log);
/// The roll log, a blank line, the footnotes and a blank line: how most briefs end.
void appendLogMarkdown(std::string& out, const gen::RollLog& log);

}  // namespace outremer::render
