#pragma once

#include <optional>
#include <string>

#include "campaign/journey.hpp"
#include "campaign/names.hpp"

namespace outremer::campaign {

/// How an unattended party chooses (docs/CAMPAIGN.md, "Policies").
enum class Policy { cautious, bold };
template <>
struct Names<Policy> {
  static constexpr std::array<std::pair<Policy, std::string_view>, 2> table{
      {{Policy::cautious, "cautious"}, {Policy::bold, "bold"}}};
};

/// Reads "cautious" or "bold".
std::optional<Policy> readPolicy(const std::string& word);

/// The answer |policy| gives now, or "" when it has none (a fight report waiting).
std::string choose(const Journey& journey, Policy policy);

}  // namespace outremer::campaign
