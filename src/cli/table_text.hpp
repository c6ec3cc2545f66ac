#pragma once

#include <string>

#include "tables/table.hpp"

namespace outremer::cli {

/// |text| wrapped to 80 columns with |first| before the first line and |indent| spaces
/// before the others.
std::string wrapped(const std::string& first, const std::string& text, size_t indent);

/// A field's value as one line of text ("d20", "a; b", "d20 moslem-raider mounted ahead").
std::string describeValue(const tables::FieldValue& value);

/// The lines under a row: its declared values, reference, note and provenance, each
/// starting with |indent|, wrapped to 80 columns.
std::string describeRowDetails(const tables::Row& row, size_t indent);

/// A whole table, readable on an 80-column terminal (`outremer tables show`).
std::string renderTable(const tables::Table& table);

}  // namespace outremer::cli
