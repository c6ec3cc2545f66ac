#include "util/edit_distance.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include "util/text.hpp"

namespace outremer::util {

int editDistance(std::string_view a, std::string_view b) {
  std::vector<int> row(b.size() + 1);
  std::iota(row.begin(), row.end(), 0);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      const int substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      diagonal = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitute});
    }
  }
  return row[b.size()];
}

std::string closestMatch(std::string_view typed, std::span<const std::string> candidates) {
  // Case and accents are no typo: "crepin" is a near miss for "Crépin".
  const std::string word = foldName(typed);
  const int allowed = std::max(1, static_cast<int>(word.size()) / 3);
  std::string best;
  int bestDistance = allowed + 1;
  for (const std::string& original : candidates) {
    const std::string candidate = foldName(original);
    // A prefix ("moslem" for "moslem-raiders") is as good as a one-letter typo.
    const bool prefix = word.size() >= 3 && candidate.starts_with(word);
    const int distance = prefix ? 1 : editDistance(word, candidate);
    if (distance < bestDistance) {
      best = original;
      bestDistance = distance;
    }
  }
  return best;
}

std::string didYouMean(std::string_view word, std::span<const std::string> candidates) {
  const std::string match = closestMatch(word, candidates);
  return match.empty() ? "" : " (did you mean '" + match + "'?)";
}

std::string unknownName(std::string_view what, std::string_view word, std::span<const std::string> candidates,
                        std::string_view list) {
  return "unknown " + std::string(what) + " '" + std::string(word) + "'" + didYouMean(word, candidates) + "; " +
         std::string(list) + ": " + join({candidates.begin(), candidates.end()}, ", ");
}

}  // namespace outremer::util
