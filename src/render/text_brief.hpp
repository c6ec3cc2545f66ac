#pragma once

#include <fmt/format.h>

#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include "gen/character.hpp"
#include "gen/roll_log.hpp"
#include "render/brief.hpp"

namespace outremer::render {

// The pieces every text brief shares, written with fmt. The built-in text templates
// (templates/*.txt.mustache) print the same; tests hold the two to the same bytes.

/// Appends |format| filled with |args| to |out|.
template <typename... Args>
void put(std::string& out, fmt::format_string<Args...> format, Args&&... args) {
  fmt::format_to(std::back_inserter(out), format, std::forward<Args>(args)...);
}

/// A value from the tables or a file, made safe for a terminal (util::printable).
std::string shown(std::string_view text);
/// A value in a Markdown table cell: shown, its pipes escaped.
std::string markdownCell(std::string_view text);
/// |text| padded with spaces to |width| display columns (left-aligned); longer is kept.
std::string column(std::string_view text, size_t width);
/// |text| right-aligned in |width| display columns; longer is kept.
std::string columnRight(std::string_view text, size_t width);

/// A character's Mtd, A/D, Foot, Mor and Mov columns, as every text table of characters
/// shows them ("yes 27/15 13/10   9  12").
std::string strengthColumns(const gen::Character& character);

/// |text| made safe (shown) and wrapped to 80 columns, the first line after |first| and
/// the others indented by |indent| spaces.
void appendWrapped(std::string& out, std::string_view first, std::string_view text, size_t indent);

/// "TITLE\nSeed S. Replay: COMMAND\n".
void appendHeaderText(std::string& out, const BriefHeader& header);
/// A text brief's beginning: the header and the blank line after it, with room reserved
/// for the rest.
std::string beginBriefText(const BriefHeader& header);
/// "Roll log" and a line per roll, when there are rolls.
void appendRollsText(std::string& out, const gen::RollLog& log);
/// A blank line, "Not as printed" and a line per footnote, when there are footnotes.
void appendFootnotesText(std::string& out, const gen::RollLog& log);
/// The roll log, a blank line, the footnotes and a line break: how the encounter and party
/// briefs end.
void appendLogText(std::string& out, const gen::RollLog& log);

}  // namespace outremer::render
