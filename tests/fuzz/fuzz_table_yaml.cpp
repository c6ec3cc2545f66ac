// A YAML table file as `--tables DIR` reads it: checked as text, loaded, validated. Any
// bytes give tables, problems, or a TableSyntaxError; never a crash or another exception.
#include <cstdint>
#include <string>

#include "tables/file_text.hpp"
#include "tables/problem.hpp"
#include "tables/table_set.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The folder reader refuses a file with bad characters before YAML sees it.
  if (outremer::tables::firstBadCharacter(text, "\t\n\r")) return 0;
  const outremer::tables::SourceText file{"fuzz.yaml", text};
  try {
    const auto checked = outremer::tables::loadAndCheck(std::span(&file, 1));
    for (const auto& problem : checked.problems) (void)format(problem);
  } catch (const outremer::tables::TableSyntaxError&) {
  }
  return 0;
}
