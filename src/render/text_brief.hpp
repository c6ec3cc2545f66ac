#pragma once

#include <fmt/format.h>

#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include "gen/character.hpp"

namespace outremer::render {

// The fmt pieces of the text written without the presentation model: the campaign's
// status sheet, the tables' list and page, and the printed scenarios' list.

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

}  // namespace outremer::render
