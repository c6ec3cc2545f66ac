#pragma once

#include <string>
#include <string_view>

namespace outremer::util {

/// The text of a JSON library exception told plainly for a user: without its
/// "[json.exception.parse_error.101] " tag, and a parse error's "parse error at line L,
/// column C: REASON" as "L:C: REASON", to follow a file name ("save.json:1:301: ...").
/// Any other text comes back as it is.
std::string plainJsonError(std::string_view what);

}  // namespace outremer::util
