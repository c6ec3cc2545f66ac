#pragma once

#include <array>
#include <string_view>

/// The words a day's menu offers, besides the route's detours, as the menu shows them (an
/// answer gives the first word, and a type or name for the last two): a detour's id may be
/// no such first word (the route refuses it), so that every answer names one option.
namespace outremer::campaign::day_words {

inline constexpr std::string_view move = "move";
inline constexpr std::string_view finish = "finish";
inline constexpr std::string_view rest = "rest";
inline constexpr std::string_view pay = "pay";
inline constexpr std::string_view mercenary = "mercenary";
inline constexpr std::string_view raid = "raid";
inline constexpr std::string_view rob = "rob";
inline constexpr std::string_view recruit = "recruit TYPE";
inline constexpr std::string_view dismiss = "dismiss NAME";

inline constexpr std::array all{move, finish, rest, pay, mercenary, raid, rob, recruit, dismiss};

}  // namespace outremer::campaign::day_words

namespace outremer::campaign {

/// The word an answer gives for an option any menu shows as |shown|: its first ("recruit"
/// for "recruit TYPE", answered "recruit spearman").
constexpr std::string_view answerWord(std::string_view shown) { return shown.substr(0, shown.find(' ')); }

}  // namespace outremer::campaign
