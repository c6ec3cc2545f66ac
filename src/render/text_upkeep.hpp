#pragma once

#include <string>
#include <string_view>

#include "gen/upkeep.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// What a day costs, when wages fall due and the purse, the sums in |strong| ("" for
/// text, "**" for Markdown).
void appendDailyCost(std::string& out, const gen::Ledger& ledger, std::string_view strong);
/// The totals over the ledger's days, what is owed, the balance and the day the money
/// runs out, the totals in |strong| ("" for text, "**" for Markdown).
void appendTotals(std::string& out, const gen::Ledger& ledger, std::string_view strong);
/// What the mercenaries demand on leaving and the balance it leaves; false (and nothing
/// written) when there are no mercenaries.
bool appendMercenariesDemand(std::string& out, const gen::Ledger& ledger, std::string_view strong);

/// A whole upkeep ledger brief as text, before wrapping at 80 columns: the lines, what a day costs, the
/// ledger day by day, the totals and the severance.
std::string briefText(const Brief& brief, const gen::Ledger& ledger);

}  // namespace outremer::render
