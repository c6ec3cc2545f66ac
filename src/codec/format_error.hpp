#pragma once

#include <stdexcept>
#include <string>

namespace outremer::codec {

/// JSON that is not the form a reader expects. The message starts with the JSON path of
/// the first problem ("save.members[2].status: ...").
class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Throws the FormatError "PATH: WHAT".
[[noreturn]] void refuse(const std::string& path, const std::string& what);

}  // namespace outremer::codec
