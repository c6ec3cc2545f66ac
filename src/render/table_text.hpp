#pragma once

#include <string>

#include "tables/table.hpp"
#include "tables/table_set.hpp"

namespace outremer::render {

/// |text| wrapped to 80 columns with |first| before the first line and |indent| spaces
/// before the others.
std::string wrappedAfter(const std::string& first, const std::string& text, size_t indent);

/// A field's value as one line of text ("d20", "a; b", "d20 moslem-raider mounted ahead").
std::string describeValue(const tables::FieldValue& value);

/// The lines under a row: its declared values, reference, note and provenance, each
/// starting with |indent|, wrapped to 80 columns.
std::string describeRowDetails(const tables::Row& row, size_t indent);

/// A whole table, readable on an 80-column terminal (`outremer tables show`).
std::string renderTable(const tables::Table& table);

/// The tables of |set|, one line each with their die, rows and provenance counts, then
/// their columns and source (`outremer tables list`).
std::string tableListText(const tables::TableSet& set);

/// The problems `outremer tables check` found, then the counts of files, tables, entries
/// and scenarios.
std::string checkText(const tables::CheckedTables& checked, size_t scenarioCount);

/// What |row| of |table| says for |roll| in |column| (`outremer lookup`); |row| covers it.
std::string lookupText(const tables::Table& table, size_t column, int roll, const tables::Row& row);

}  // namespace outremer::render
