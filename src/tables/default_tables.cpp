#include "tables/default_tables.hpp"

#include <span>

#include "util/embedded_file.hpp"

namespace outremer::tables {

namespace defaults {
// Defined in the generated embedded_tables.cpp (cmake/embed.cmake).
std::span<const util::EmbeddedFile> embeddedFiles();
}  // namespace defaults

std::vector<SourceText> defaultTableFiles() {
  std::vector<SourceText> files;
  for (const util::EmbeddedFile& file : defaults::embeddedFiles()) {
    files.push_back({std::string(file.path), std::string(file.bytes)});
  }
  return files;
}

}  // namespace outremer::tables
