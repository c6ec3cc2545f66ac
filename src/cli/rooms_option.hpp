#pragma once

#include <CLI/CLI.hpp>

#include <memory>
#include <optional>
#include <string>

#include "gen/rules.hpp"

namespace outremer::cli {

/// The --rooms N option of the commands that raid a Moslem village (loot village,
/// village): how many rooms are searched, 1..gen::kMaxRooms.
class RoomsOption {
 public:
  /// Adds --rooms to |command|; the returned object reads it after parsing.
  static std::shared_ptr<RoomsOption> addTo(CLI::App& command);

  /// The rooms given, or nullopt when --rooms was not given. Throws UsageError naming
  /// --rooms when the value is not a whole number in range.
  std::optional<int> value() const;

 private:
  std::string text_;
  CLI::Option* option_ = nullptr;
};

/// Throws UsageError when |kind| is not a loot kind (did-you-mean) or |rooms| is given
/// for a kind without rooms. (Defined in loot_command.cpp, shared with batch loot.)
void checkLootRequest(const gen::Rules& rules, const std::string& kind, std::optional<int> rooms);

/// |text| read as a number of rooms; throws UsageError naming --rooms when it is not a
/// whole number in range.
int readRooms(const std::string& text);

}  // namespace outremer::cli
