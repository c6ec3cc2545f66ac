#pragma once

#include <CLI/CLI.hpp>

#include "cli/context.hpp"

namespace outremer::cli {

// Each adds one command (or, for the generators, one a generator) to |app|; its callback
// runs the command with |context| and stores the exit status in |status|. run.cpp lists
// them in the order `outremer --help` shows.
void addRollCommand(CLI::App& app, Context& context, int& status);
void addLookupCommand(CLI::App& app, Context& context, int& status);
void addOddsCommand(CLI::App& app, Context& context, int& status);
void addTablesCommand(CLI::App& app, Context& context, int& status);
void addScenarioCommand(CLI::App& app, Context& context, int& status);
void addScenarioGenerateCommand(CLI::App& scenario, Context& context, int& status);  // under `scenario`
void addGeneratorCommands(CLI::App& app, Context& context, int& status);  // cli/generator.hpp
void addUpkeepCommand(CLI::App& app, Context& context, int& status);
void addAdvanceCommand(CLI::App& app, Context& context, int& status);
void addBatchCommand(CLI::App& app, Context& context, int& status);
void addCampaignCommand(CLI::App& app, Context& context, int& status);
void addSessionCommand(CLI::App& app, Context& context, int& status);
void addSimulateCommand(CLI::App& app, Context& context, int& status);
void addCompletionsCommand(CLI::App& app, Context& context, int& status);

}  // namespace outremer::cli
