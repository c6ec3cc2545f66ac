#pragma once

#include <optional>
#include <string>

#include "campaign/journey.hpp"

namespace outremer::campaign {

/// How an unattended party chooses (docs/CAMPAIGN.md, "Policies").
enum class Policy { cautious, bold };

/// Reads "cautious" or "bold".
std::optional<Policy> readPolicy(const std::string& word);

/// The answer |policy| gives now, or "" when it has none (a fight report waiting).
std::string choose(const Journey& journey, Policy policy);

}  // namespace outremer::campaign
