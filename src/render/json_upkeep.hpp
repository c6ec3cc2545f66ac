#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

#include "gen/upkeep.hpp"
#include "codec/json_writer.hpp"

namespace outremer::render {

/// A ledger line's words: "Sergeant (mounted, mercenary)", the label and what sets the line
/// apart.
std::string describeLine(const gen::LedgerLine& line);
/// What happens on |day| when it is the first the purse falls short, in the book's words.
std::vector<std::string> dayEvents(const gen::Ledger& ledger, const gen::LedgerDay& day);
/// The rules the ledger's lines applied, each once, in order.
std::vector<std::string> rulesApplied(const gen::Ledger& ledger);
/// The full days the purse pays for.
int daysPaid(const gen::Ledger& ledger);

/// An upkeep ledger as brief data (schemas/upkeep.schema.json).
nlohmann::ordered_json upkeepJson(const gen::Ledger& ledger);
/// Writes upkeepJson(|ledger|): the body of an upkeep brief.
void writeJson(codec::JsonWriter& w, const gen::Ledger& ledger);

}  // namespace outremer::render
