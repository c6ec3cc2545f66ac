#pragma once

#include <CLI/CLI.hpp>

#include "gen/encounter.hpp"

namespace outremer::cli {

/// Adds --where and --time (the Initial Encounter Table's columns) to |command|.
void addPlaceAndTime(CLI::App& command, gen::EncounterOptions& options);

/// Throws UsageError naming --where or --time, with did-you-mean, when the tables have
/// no such column.
void checkPlaceAndTime(const gen::Rules& rules, const gen::EncounterOptions& options);

}  // namespace outremer::cli
