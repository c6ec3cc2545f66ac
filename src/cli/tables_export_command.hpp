#pragma once

#include <CLI/CLI.hpp>

#include "cli/context.hpp"

namespace outremer::cli {

/// Adds `export` to the `tables` command.
void addTablesExport(CLI::App& tables, Context& context, int& status);

}  // namespace outremer::cli
