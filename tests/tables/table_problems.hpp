// The problems the table loader and checker find in one YAML file, as they are printed.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "tables/problem.hpp"
#include "tables/table_set.hpp"
#include "tables/yaml_loader.hpp"

namespace outremer::testing {

/// Each problem of the file t.yaml holding |yaml|, formatted as the user reads it.
inline std::vector<std::string> problemsOf(const std::string& yaml) {
  const tables::SourceText file{"t.yaml", yaml};
  std::vector<std::string> messages;
  for (const tables::Problem& problem : tables::loadAndCheck(std::span(&file, 1)).problems) {
    messages.push_back(tables::format(problem));
  }
  return messages;
}

}  // namespace outremer::testing
