#pragma once

#include <span>
#include <string>
#include <string_view>

namespace outremer::util {

/// Levenshtein distance between two strings (insert, delete, substitute each cost 1).
int editDistance(std::string_view a, std::string_view b);

/// The candidate closest to |word|, or "" when none is close enough to be a likely typo
/// (distance at most a third of the word's length, and at least 1 allowed).
std::string closestMatch(std::string_view word, std::span<const std::string> candidates);

/// " (did you mean 'X'?)" for the closest candidate, or "" when there is none.
std::string didYouMean(std::string_view word, std::span<const std::string> candidates);

/// "unknown WHAT 'WORD' (did you mean 'X'?); LIST: A, B, C" for a name that is not among
/// |candidates| (|list| names them: "groups", "kinds").
std::string unknownName(std::string_view what, std::string_view word, std::span<const std::string> candidates,
                        std::string_view list);

}  // namespace outremer::util
