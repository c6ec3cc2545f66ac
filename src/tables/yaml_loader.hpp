#pragma once

#include <span>
#include <string>
#include <vector>

#include "tables/problem.hpp"
#include "tables/table.hpp"

namespace outremer::tables {

/// One table file's path (as shown in messages) and its text.
struct SourceText {
  std::string path;
  std::string text;
};

struct LoadResult {
  std::vector<Table> tables;
  std::vector<Problem> problems;
};

/// Reads the tables of |files| (docs/TABLE-FORMAT.md). Structural problems (missing or
/// unknown keys, a value of the wrong shape, an unreadable range) are collected in
/// |problems| and the offending part is skipped; throws TableSyntaxError when a file is
/// not YAML. This is the only user of yaml-cpp.
LoadResult loadTables(std::span<const SourceText> files);

}  // namespace outremer::tables
