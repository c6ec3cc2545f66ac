#pragma once

#include <CLI/CLI.hpp>

#include <vector>

#include "cli/context.hpp"

namespace outremer::cli {

/// Adds one subcommand to |app|; its callback runs the command with |context| and stores
/// the exit status in |status|.
using CommandAdder = void (*)(CLI::App& app, Context& context, int& status);

struct RegisteredCommand {
  int order;  // place in --help
  CommandAdder add;
};

/// Every command, in help order. Each command file registers itself with a
/// CommandRegistration at namespace scope, so adding a command touches no shared file.
std::vector<RegisteredCommand>& registeredCommands();

struct CommandRegistration {
  CommandRegistration(int order, CommandAdder add) { registeredCommands().push_back({order, add}); }
};

}  // namespace outremer::cli
