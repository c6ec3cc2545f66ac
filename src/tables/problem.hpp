#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "tables/table.hpp"

namespace outremer::tables {

/// One thing wrong in a tables folder, pointing into the user's file.
struct Problem {
  Location where;
  std::string message;
};

/// "file:line:column: message".
std::string format(const Problem& problem);

/// A table file that is not YAML at all (it cannot be checked further).
class TableSyntaxError : public std::runtime_error {
 public:
  TableSyntaxError(Location where, const std::string& message)
      : std::runtime_error(format(where) + ": " + message), where_(std::move(where)) {}
  const Location& where() const { return where_; }

 private:
  Location where_;
};

}  // namespace outremer::tables
