#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tables/table.hpp"

namespace outremer::tables {

// The table model in a compact binary form, and back: how the checked default tables
// travel inside the program. Reading it all takes about a millisecond, where parsing the
// YAML takes about 16 ms; a directory of the tables' places lets a process read only the
// tables it uses. The layout is in docs/DESIGN.md ("The embedded tables").

/// The first four bytes of every blob, "OTBL", read as a little-endian number.
inline constexpr uint32_t kTableBinaryMagic = 0x4C42544F;

/// The layout's version, the four bytes after the magic. Raise it with any change to what
/// the blob holds: a field added, removed, retyped or moved, or an enum value added.
inline constexpr uint32_t kTableBinaryVersion = 5;

/// Bytes that are not a blob of this version: the message says what and at which byte.
class TableBinaryError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// |tables| as a blob. Throws TableBinaryError for what could not be read back (an enum
/// value out of range, a die the book has not, a range off its table's die).
std::string toBinary(const std::vector<Table>& tables);

/// Where one table lies in a blob: its id and its bytes (views of the blob's), and the
/// offset they start at.
struct TablePlace {
  std::string_view id;
  std::string_view bytes;
  size_t offset = 0;
};

/// The blob's directory: every table's place, in order, without reading the tables. Throws
/// TableBinaryError for a wrong magic number or version, a directory cut short, a table
/// past the end or bytes after the last.
std::vector<TablePlace> readDirectory(std::string_view bytes);

/// The table at |place|, checked as fromBinary checks it, and its id the one filed.
Table readTable(const TablePlace& place);

/// The tables of a blob written by toBinary. Throws TableBinaryError for anything else: a
/// wrong magic number or version, bytes cut short or left over, a count or length longer
/// than the bytes left, a value out of its type's range; it never reads past |bytes|.
std::vector<Table> fromBinary(std::string_view bytes);

/// The layout as one line of words ("{ u32 u32 } [ { text ..."), for the test that pins it
/// beside kTableBinaryVersion.
std::string tableBinaryLayout();

}  // namespace outremer::tables
