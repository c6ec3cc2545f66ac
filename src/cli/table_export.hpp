#pragma once

#include <string>
#include <string_view>
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

/// The Foundry VTT versions `--foundry-version` takes: 10, 11 and 12 (docs/FOUNDRY.md).
const std::vector<std::string>& foundryVersions();

/// The default tables' YAML files exactly as they ship (comments included), and the
/// printed scenarios' in scenarios/: the starting point for house rules read back with
/// --tables.
std::vector<ExportedFile> yamlExport();

/// One CSV file (RFC 4180) per table of |set|. A range table with named columns on a d6 or
/// d10 (the combat, missile and morale tables) is written as its grid: a line per face
/// of the die, a column per named column headed so no spreadsheet reads it as a date
/// ("odds 2:1"), each cell the entry that face gives. Any other table is written a line
/// per row: a range as two whole numbers, `low` and `high` (`LOW-HIGH` headings per
/// named column), then id, entry, see, provenance, reason, printed, note and each
/// declared field.
std::vector<ExportedFile> csvExport(const tables::TableSet& set);

/// The Foundry VTT RollTables of |set| for Foundry |version| ("10", "11" or "12"): one
/// JSON document per column of each range table and one per list table an entry sends
/// the reader to, and import-outremer.js, a script macro that creates them all at once
/// and links them (docs/FOUNDRY.md). No document carries an id: Foundry makes them.
std::vector<ExportedFile> foundryExport(const tables::TableSet& set, const std::string& version);

/// |text| with each dice expression in it ("d6", "2d10", "d20+10") as a Foundry inline
/// roll ("[[1d6]]", "[[2d10]]", "[[2d10+10]]"); a book's d20, two d10 added, rolls as
/// 2d10 and its d100 as 1d100.
std::string foundryInlineRolls(std::string_view text);

}  // namespace outremer::cli
