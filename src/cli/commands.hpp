#pragma once

#include <CLI/CLI.hpp>

#include "cli/context.hpp"

namespace outremer::cli {

/// Each adds its subcommand to |app|; the callback runs it with |context| and stores the
/// exit status in |status|.
void addRollCommand(CLI::App& app, Context& context, int& status);
void addLookupCommand(CLI::App& app, Context& context, int& status);
void addTablesCommand(CLI::App& app, Context& context, int& status);

}  // namespace outremer::cli
