#pragma once

#include <span>
#include <string_view>

#include "util/embedded_file.hpp"

// Defined in the generated embedded_table_files.cpp (cmake/embed.cmake).
namespace outremer::cli::table_files {

/// The default tables' YAML files as they ship.
std::span<const util::EmbeddedFile> embeddedFiles();

/// Which tables a binary carries: the SHA-256 (hex) of those files' bytes one after the
/// other in name order, as `cat tables/*.yaml | sha256sum` prints it.
std::string_view embeddedDigest();

}  // namespace outremer::cli::table_files
