#pragma once

#include <span>
#include <string>
#include <vector>

#include "tables/file_text.hpp"
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
/// |problems| and the offending part is skipped. A file over kMaxTableFileBytes, or not
/// UTF-8 text, or holding an alias, is a problem and is not read; a value with a control
/// character or a repeated key is a problem. Messages quote the files escaped and cut
/// (quoted()). Throws TableSyntaxError when a file is not YAML. This is the only user of
/// yaml-cpp.
LoadResult loadTables(std::span<const SourceText> files);

}  // namespace outremer::tables
