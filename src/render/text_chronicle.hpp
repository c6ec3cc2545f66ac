#pragma once

#include <string>
#include <string_view>

#include "campaign/chronicle.hpp"
#include "render/brief.hpp"

namespace outremer::render {

/// Where the party stands, its outcome and purse in |strong| ("" for text, "**" for
/// Markdown).
void appendChronicleSummary(std::string& out, const campaign::ChronicleSummary& summary, std::string_view strong);
/// A member's carries as the chronicle shows them, "0.5/0.0" (as its JSON numbers).
std::string chronicleCarry(const campaign::Member& member);
/// What a log entry moved: "in 2SF" or "out 1SF 3SC" (|copper| not 0).
std::string entryMoneyText(int64_t copper);

/// A whole campaign chronicle brief as text, before wrapping at 80 columns: where the
/// party stands, the party sheet, the journey day by day, the ledger and the encounters.
std::string briefText(const Brief& brief, const campaign::Chronicle& chronicle);

}  // namespace outremer::render
