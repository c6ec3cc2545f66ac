#pragma once

#include <span>
#include <string_view>

namespace outremer::util {

/// A file compiled into the binary (see cmake/embed.cmake): its path relative to the
/// project root and its bytes.
struct EmbeddedFile {
  std::string_view path;
  std::string_view bytes;
};

}  // namespace outremer::util
