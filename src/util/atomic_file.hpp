#pragma once

#include <stdexcept>
#include <string>

namespace outremer::util {

/// Writes |text| to |path| atomically: a temporary file in the same folder, flushed to
/// disk, then renamed over |path|. Readers see the old file or the new one, never half of
/// one; on failure no temporary is left and |path| is untouched. Throws
/// std::runtime_error with the system's reason.
void writeFileAtomically(const std::string& path, const std::string& text);

/// The whole content of |path|; throws std::runtime_error with the system's reason.
std::string readFile(const std::string& path);

}  // namespace outremer::util
