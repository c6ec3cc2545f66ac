#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "dice/rng.hpp"
#include "gen/rules.hpp"

namespace outremer::cli {

/// What one item of `outremer batch KIND` is made from.
struct BatchItem {
  uint64_t seed = 0;   // the batch's --seed
  uint64_t index = 0;  // the item's place in the whole batch, from 0 (--first counts here)
  /// The kind's options as given, by name without dashes ("group" -> "noble-and-retainers");
  /// a flag given reads "true". Options not given are absent.
  std::map<std::string, std::string, std::less<>> options;
  std::string command;  // the command that writes this item alone (the brief's "command")

  /// The value of option |name|, or "" when it was not given.
  const std::string& option(std::string_view name) const;
};

/// An option a kind takes in batch mode (the same as its own command's, e.g. --group).
struct BatchOption {
  const char* name;  // without dashes
  const char* help;
  bool flag = false;  // takes no value
};

/// A kind of item `outremer batch` can write. |make| generates one item from |rng| (the
/// item's own stream, dice::Rng::forItem(seed, index)) and returns its whole brief, the
/// object `outremer KIND --format json` writes: render::briefJson with the header's seed
/// |item.seed| and command |item.command|. It throws gen::RulesError for tables that
/// lack what it needs, and RulesError or UsageError (naming the flag) for a bad option.
struct BatchKind {
  const char* name;
  nlohmann::ordered_json (*make)(const gen::Rules& rules, dice::Rng& rng, const BatchItem& item);
  std::vector<BatchOption> options = {};
};

/// Every registered kind, in registration order (sort by name to show them).
std::vector<BatchKind>& batchKinds();

/// Each cli/batch_<kind>.cpp registers its kind at namespace scope:
///   const BatchKindRegistration registration({"party", makePartyItem, {{"group", "..."}}});
struct BatchKindRegistration {
  explicit BatchKindRegistration(BatchKind kind) { batchKinds().push_back(std::move(kind)); }
};

}  // namespace outremer::cli
