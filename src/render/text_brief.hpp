#pragma once

#include <string>
#include <string_view>

#include "gen/roll_log.hpp"
#include "render/brief.hpp"

namespace outremer::render {

// The pieces every text brief shares, written with fmt. The built-in text templates
// (templates/*.txt.mustache) print the same; tests hold the two to the same bytes.

/// A value from the tables or a file, made safe for a terminal (util::printable).
std::string shown(std::string_view text);
/// |text| padded with spaces to |width| display columns (left-aligned); longer is kept.
std::string column(std::string_view text, size_t width);
/// |text| right-aligned in |width| display columns; longer is kept.
std::string columnRight(std::string_view text, size_t width);

/// "TITLE\nSeed S. Replay: COMMAND\n".
void appendHeaderText(std::string& out, const BriefHeader& header);
/// "Roll log" and a line per roll, when there are rolls.
void appendRollsText(std::string& out, const gen::RollLog& log);
/// "Not as printed" and a line per footnote, with the blank lines around them.
void appendFootnotesText(std::string& out, const gen::RollLog& log);

}  // namespace outremer::render
