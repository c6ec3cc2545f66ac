#pragma once

#include <vector>

#include "tables/problem.hpp"
#include "tables/table.hpp"

namespace outremer::tables {

/// Checks loaded tables against the rules of docs/TABLE-FORMAT.md: unique table and row
/// ids; every die value covered exactly once per column (no gap, no overlap); every
/// reference resolves; every dice expression, percent, amount of money, number and range
/// reads; reconstructed and errata rows give a reason, errata the printed value.
/// Returns the problems in file order; empty when all is well.
std::vector<Problem> validate(const std::vector<Table>& tables);

}  // namespace outremer::tables
