#pragma once

#include <string>
#include <vector>

#include "tables/table_set.hpp"

namespace outremer::cli {

/// One file `tables export` writes: its name inside the export folder and its bytes.
struct ExportedFile {
  std::string name;
  std::string bytes;
};

/// The forms `tables export --as` writes: yaml, csv, foundry.
const std::vector<std::string>& exportForms();

/// The default tables' YAML files exactly as they ship (comments included), and the
/// printed scenarios' in scenarios/: the starting point for house rules read back with
/// --tables.
std::vector<ExportedFile> yamlExport();

/// One CSV file (RFC 4180) per table of |set|: the range columns as printed, then id,
/// entry, see, provenance, reason, printed, note and each declared field.
std::vector<ExportedFile> csvExport(const tables::TableSet& set);

/// One Foundry VTT RollTable document (JSON) per column of each range table of |set|:
/// formula, results with their ranges and texts, and a row's `see:` as a link to the
/// RollTable it names (a "document" result in the RollTable collection).
std::vector<ExportedFile> foundryExport(const tables::TableSet& set);

/// The id Foundry knows the RollTable of |table|'s |column| by ("" for a table without
/// named columns): 16 letters and digits, the same on every export.
std::string foundryId(const std::string& table, const std::string& column);

}  // namespace outremer::cli
